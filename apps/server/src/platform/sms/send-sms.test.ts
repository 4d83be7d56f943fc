import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { testClock } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import {
  acceptMessage,
  startTwilioStandIn,
  type TwilioAnswer,
  type TwilioStandIn,
  twilioError,
} from '../../testing/twilio-stand-in';
import type { DatabaseHandle } from '../db/database';
import { createMailer } from '../mail/create-mailer';
import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_SEND_LEASE_MS,
  type OutboxDeps,
  retryDueMessages,
} from '../outbox/outbox-delivery';
import { createSmsSender } from './create-sms-sender';
import { queueSms, sendSms } from './send-sms';

const log = pino({ level: 'silent' });
let database: DatabaseHandle;
let standIn: TwilioStandIn;
/** The sids the stand-in handed out, in order. */
const sids: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startTwilioStandIn();
});

afterAll(async () => {
  await standIn.close();
  await database.close();
});

beforeEach(() => {
  standIn.reset();
  sids.length = 0;
});

const accept = (request: Parameters<typeof acceptMessage>[0]): TwilioAnswer => {
  const answer = acceptMessage(request);
  sids.push((answer.body as { sid: string }).sid);
  return answer;
};

const depsWith = (clock = testClock()): OutboxDeps & { clock: ReturnType<typeof testClock> } => ({
  db: database.db,
  clock,
  log,
  mailer: createMailer({ mail: { transport: 'dev', dir: '/nonexistent', from: 'test@freight.localhost' } }),
  sms: createSmsSender({ sms: standIn.smsConfig() }),
});

const rowsTo = (to: string) => database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
const text = (to: string) => ({ to, body: 'New load: Kubota M7-172 tractor https://freight.example/job/1' });
const requestsTo = (to: string) => standIn.seen.filter((request) => request.form.To === to);

describe('texts through the outbox', () => {
  it('writes a text queued, then marks it sent with Twilio’s message sid', async () => {
    standIn.answer = accept;
    const deps = depsWith();
    const to = '+13065550001';
    expect(await sendSms({ ...deps, message: text(to), meta: { kind: 'load_alert' } })).toBe(true);

    expect(await rowsTo(to)).toMatchObject([
      { channel: 'sms', status: 'sent', attempts: 1, nextAttemptAt: null, error: null, providerMessageId: sids[0] },
    ]);
    expect(sids[0]).toMatch(/^SM/);
    expect(requestsTo(to)).toHaveLength(1);
  });

  it('retries after Twilio answers 429 or 500, and records the sid once it is accepted', async () => {
    const deps = depsWith();
    const to = '+13065550002';
    standIn.answer = () => twilioError(429, 20429, 'Too Many Requests');
    expect(await sendSms({ ...deps, message: text(to) })).toBe(false);
    expect(await rowsTo(to)).toMatchObject([
      { status: 'failed', attempts: 1, error: 'Twilio 429 error 20429: Too Many Requests', providerMessageId: null },
    ]);

    standIn.answer = () => ({ status: 500, body: {} });
    deps.clock.advance(60_000);
    expect(await retryDueMessages(deps)).toEqual({ sent: 0, failed: 1 });
    expect(await rowsTo(to)).toMatchObject([{ status: 'failed', attempts: 2, error: 'Twilio 500' }]);

    standIn.answer = accept;
    deps.clock.advance(5 * 60_000);
    expect(await retryDueMessages(deps)).toEqual({ sent: 1, failed: 0 });
    expect(await rowsTo(to)).toMatchObject([{ status: 'sent', attempts: 3, error: null, providerMessageId: sids[0] }]);
    expect(requestsTo(to)).toHaveLength(3);
  });

  it(`ends failed after ${OUTBOX_MAX_ATTEMPTS} retryable refusals, with nothing left to try`, async () => {
    const deps = depsWith();
    const to = '+13065550003';
    standIn.answer = () => twilioError(503, 20503, 'Service unavailable');
    await sendSms({ ...deps, message: text(to) });
    for (let round = 0; round < 10; round += 1) {
      deps.clock.advance(3 * 60 * 60_000);
      await retryDueMessages(deps);
    }
    expect(await rowsTo(to)).toMatchObject([
      { status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null },
    ]);
    expect(requestsTo(to)).toHaveLength(OUTBOX_MAX_ATTEMPTS);
  });

  it('does not retry a number Twilio refuses (400): failed at once with Twilio’s reason', async () => {
    const deps = depsWith();
    const to = '+1555';
    expect(await sendSms({ ...deps, message: text(to) })).toBe(false);
    expect(await rowsTo(to)).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        nextAttemptAt: null,
        error: "Twilio 400 error 21211: The 'To' number +1555 is not a valid phone number.",
      },
    ]);
    deps.clock.advance(24 * 60 * 60_000);
    await retryDueMessages(deps);
    expect(requestsTo(to)).toHaveLength(1);
  });

  it('keeps a text committed before a crash queued, and the retry runner sends it once its lease passes', async () => {
    standIn.answer = accept;
    const deps = depsWith();
    const to = '+13065550004';
    // The change and its text commit together; the process "stops" before delivering it.
    await deps.db.transaction((tx) => queueSms({ ...deps, db: tx }, { message: text(to) }));
    expect(await rowsTo(to)).toMatchObject([{ status: 'queued', attempts: 1, sentAt: null }]);
    expect(requestsTo(to)).toEqual([]);

    expect((await retryDueMessages(deps)).sent).toBe(0);
    deps.clock.advance(OUTBOX_SEND_LEASE_MS);
    const runs = await Promise.all([retryDueMessages(deps), retryDueMessages(deps)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await rowsTo(to)).toMatchObject([{ status: 'sent', attempts: 2, providerMessageId: sids[0] }]);
    expect(requestsTo(to)).toHaveLength(1);
  });

  it('writes no text at all with no SMS provider, so nothing claims to be sent', async () => {
    const deps = { ...depsWith(), sms: null };
    const to = '+13065550005';
    expect(await queueSms(deps, { message: text(to) })).toBeNull();
    expect(await sendSms({ ...deps, message: text(to) })).toBe(false);
    expect(await rowsTo(to)).toEqual([]);
  });

  it('fails a queued text for good, saying why, when the provider was removed before it was sent', async () => {
    const deps = depsWith();
    const to = '+13065550006';
    await queueSms(deps, { message: text(to) });
    deps.clock.advance(OUTBOX_SEND_LEASE_MS);
    await retryDueMessages({ ...deps, sms: null });
    expect(await rowsTo(to)).toMatchObject([
      { status: 'failed', nextAttemptAt: null, error: 'not sent: no SMS provider is configured' },
    ]);
    expect(requestsTo(to)).toEqual([]);
  });
});
