import { describe, expect, it } from 'vitest';
import { mergeChatMessages, type SingleChatMessage } from './merge-chat-messages';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 15, 0) + minutes * 60_000).toISOString();
const picture = (id: string) => ({ id, thumb: `/t/${id}`, large: `/l/${id}`, width: 10, height: 10 });

let counter = 0;
const message = (user: string, minutes: number, body: string, extra: Partial<SingleChatMessage> = {}) => {
  counter += 1;
  return { id: `m${counter}`, created: at(minutes), user, message_body: body, pictures: [], ...extra };
};

describe('mergeChatMessages', () => {
  it('merges one user’s messages that each follow the previous within 5 minutes', () => {
    const messages = [message('a', 0, 'hello'), message('a', 4, 'are you there'), message('a', 8.5, 'ok')];
    expect(mergeChatMessages(messages)).toEqual([
      {
        ids: messages.map((m) => m.id),
        created: at(0),
        user: 'a',
        message_body: 'hello\nare you there\nok',
        pictures: [],
      },
    ]);
  });

  it('starts a new message after a gap of more than 5 minutes', () => {
    const merged = mergeChatMessages([message('a', 0, 'one'), message('a', 5.01, 'two')]);
    expect(merged.map((m) => m.message_body)).toEqual(['one', 'two']);
  });

  it('merges at exactly 5 minutes apart', () => {
    expect(mergeChatMessages([message('a', 0, 'one'), message('a', 5, 'two')])).toHaveLength(1);
  });

  it('never merges across another user’s message', () => {
    const merged = mergeChatMessages([message('a', 0, 'one'), message('b', 1, 'two'), message('a', 2, 'three')]);
    expect(merged.map((m) => [m.user, m.message_body])).toEqual([
      ['a', 'one'],
      ['b', 'two'],
      ['a', 'three'],
    ]);
  });

  it('concatenates pictures and skips the empty body of a picture-only message', () => {
    const merged = mergeChatMessages([
      message('a', 0, 'look', { pictures: [picture('p1')] }),
      message('a', 1, '', { pictures: [picture('p2'), picture('p3')] }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.message_body).toBe('look');
    expect(merged[0]?.pictures.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('joins the originals of masked messages, taking the shown text where nothing was masked', () => {
    const [merged] = mergeChatMessages([
      message('a', 0, 'hi'),
      message('a', 1, 'call •••', { original_body: 'call 403-555-1234', masked: true }),
    ]);
    expect(merged?.message_body).toBe('hi\ncall •••');
    expect(merged?.original_body).toBe('hi\ncall 403-555-1234');
    expect(merged?.masked).toBe(true);
  });

  it('answers nothing for no messages', () => {
    expect(mergeChatMessages([])).toEqual([]);
  });
});
