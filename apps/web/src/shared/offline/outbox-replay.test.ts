import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import type { OutboxItem } from './outbox';
import { type ReplayOutcome, refusalReasonOf, replayOutbox } from './outbox-replay';

const item = (id: string, move: Partial<OutboxItem> = {}): OutboxItem =>
  ({ id, userId: 'd', haulId: 'h1', cargoName: 'Tractor', savedAt: 1, kind: 'pick_up', ...move }) as OutboxItem;

const refusal = (status: number, code: string) => new ApiRequestError({ status, code, detail: code });

const run = async (items: OutboxItem[], answers: Record<string, unknown>) => {
  const sent: string[] = [];
  const settled: ReplayOutcome[] = [];
  const finished = await replayOutbox(
    items,
    async ({ id }) => {
      sent.push(id);
      const answer = answers[id];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    (result) => settled.push(result),
  );
  return { finished, sent, settled: settled.map((result) => [result.item.id, result.outcome]) };
};

describe('replaying the outbox', () => {
  it('sends every move once, oldest first', async () => {
    const result = await run([item('a'), item('b', { kind: 'complete', code: '1' })], {});
    expect(result).toEqual({
      finished: true,
      sent: ['a', 'b'],
      settled: [
        ['a', 'sent'],
        ['b', 'sent'],
      ],
    });
  });

  it('counts a completion the server already has as sent: its first answer was lost on the way back', async () => {
    const result = await run([item('a', { kind: 'complete', code: '1' })], {
      a: refusal(409, 'haul_already_completed'),
    });
    expect(result.settled).toEqual([['a', 'sent']]);
  });

  it('reports a refusal for good (the load was cancelled, a wrong code) and goes on with the next', async () => {
    const result = await run([item('a'), item('b', { kind: 'complete', code: '9' })], {
      a: refusal(409, 'haul_removed'),
      b: refusal(400, 'delivery_code_wrong'),
    });
    expect(result).toMatchObject({
      finished: true,
      settled: [
        ['a', 'refused'],
        ['b', 'refused'],
      ],
    });
  });

  it.each([
    ['no answer at all', refusal(0, 'network_error')],
    ['a server in trouble', refusal(503, 'unavailable')],
    ['a key that stopped working', refusal(401, 'not_authenticated')],
  ])('stops at %s and keeps it and the rest for later', async (_case, error) => {
    const result = await run([item('a'), item('b'), item('c')], { b: error });
    expect(result).toEqual({ finished: false, sent: ['a', 'b'], settled: [['a', 'sent']] });
  });
});

describe('explaining a refusal to the driver', () => {
  it.each([
    ['delivery_code_wrong', 'wrongCode'],
    ['not_found', 'notYours'],
    ['haul_action_not_allowed', 'moved'],
    ['haul_not_pickable', 'moved'],
    ['rate_limited', null],
  ])('explains %s as %s', (code, reason) => {
    expect(refusalReasonOf(refusal(409, code))).toBe(reason);
  });
});
