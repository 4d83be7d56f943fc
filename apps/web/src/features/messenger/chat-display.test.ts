import { type Chat, type ChatMessage, SUPPORT_WELCOME_USER } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { authorOf, chatSubjectOf, otherPeopleOf, previewOf, supportChatOf } from './chat-display';

const person = (id: string, name: string) => ({
  id,
  name,
  member_since: '2026-01-01',
  is_driver: false,
  picture: null,
});
const message = (user: string, message_body: string, pictures = 0): ChatMessage => ({
  ids: [crypto.randomUUID()],
  created: '2026-11-23T10:00:00.000Z',
  user,
  message_body,
  pictures: Array.from({ length: pictures }, () => ({
    id: crypto.randomUUID(),
    thumb: '/t.webp',
    large: '/l.webp',
    width: 10,
    height: 10,
  })),
});

describe('otherPeopleOf', () => {
  it('leaves the reader out', () => {
    const chat = { users: [person('a', 'Ann'), person('b', 'Bo')] };
    expect(otherPeopleOf(chat, 'a').map((p) => p.name)).toEqual(['Bo']);
  });
});

describe('chatSubjectOf', () => {
  it('names a load conversation after the load, support after the team, and an announcement by its title', () => {
    expect(chatSubjectOf({ kind: 'haul', title: 'x', haul_make_model: 'John Deere 8R' })).toEqual({
      kind: 'named',
      name: 'John Deere 8R',
    });
    expect(chatSubjectOf({ kind: 'support', title: 'Support', haul_make_model: null })).toEqual({ kind: 'support' });
    expect(chatSubjectOf({ kind: 'mass', title: 'Holiday hours', haul_make_model: null })).toEqual({
      kind: 'named',
      name: 'Holiday hours',
    });
  });
});

describe('previewOf', () => {
  it('shows the last text on one line, cut short, and says whether the reader wrote it', () => {
    const long = `Hello\n\nthere ${'x'.repeat(200)}`;
    const preview = previewOf({ messages: [message('b', 'first'), message('a', long)] }, 'a');
    expect(preview.kind).toBe('text');
    if (preview.kind !== 'text') return;
    expect(preview.isOwn).toBe(true);
    expect(preview.text.startsWith('Hello there x')).toBe(true);
    expect(preview.text.length).toBe(90);
    expect(preview.text.endsWith('…')).toBe(true);
  });

  it('counts pictures when the last message has no text, and says nothing for an empty conversation', () => {
    expect(previewOf({ messages: [message('b', '', 2)] }, 'a')).toEqual({ kind: 'pictures', count: 2, isOwn: false });
    expect(previewOf({ messages: [] }, 'a')).toEqual({ kind: 'none' });
  });

  it("marks the support team's welcome, which each reader sees in their own language", () => {
    expect(previewOf({ messages: [message(SUPPORT_WELCOME_USER, 'Welcome!')] }, 'a')).toEqual({ kind: 'welcome' });
  });
});

describe('authorOf', () => {
  it('finds the member who wrote, and nobody for staff outside the conversation', () => {
    const chat = { users: [person('a', 'Ann')] };
    expect(authorOf(chat, { user: 'a' })?.name).toBe('Ann');
    expect(authorOf(chat, { user: 'staff' })).toBeUndefined();
  });
});

describe('supportChatOf', () => {
  it('prefers the open support conversation over a closed one', () => {
    const chats: Pick<Chat, 'kind' | 'can_repond'>[] = [
      { kind: 'haul', can_repond: true },
      { kind: 'support', can_repond: false },
      { kind: 'support', can_repond: true },
    ];
    expect(supportChatOf(chats)).toBe(chats[2]);
    expect(supportChatOf(chats.slice(0, 2))).toBe(chats[1]);
    expect(supportChatOf([{ kind: 'mass', can_repond: false }])).toBeUndefined();
  });
});
