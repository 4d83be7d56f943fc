import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { testClock } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_SEND_LEASE_MS, retryDueMessages } from '../outbox/outbox-delivery';
import type { Mailer, MailMessage } from './mailer';
import { sendEmail } from './send-email';

const MINUTE_MS = 60_000;
const log = pino({ level: 'silent' });

/** A mail server that refuses while `down` is set, and remembers what it accepted. */
const fakeMailer = () => {
  const accepted: MailMessage[] = [];
  const mailer = {
    kind: 'dev' as const,
    down: false as boolean,
    accepted,
    send: async (message: MailMessage) => {
      if (mailer.down) throw new Error('SMTP down');
      accepted.push(message);
    },
  } satisfies Mailer & { down: boolean; accepted: MailMessage[] };
  return mailer;
};

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const rowOf = async (to: string) => {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
  return row;
};

const message = (to: string): MailMessage => ({ to, subject: 'Your load', text: 'Delivered.' });

describe('sendEmail', () => {
  it('records a sent email as sent, once, with nothing left to retry', async () => {
    const clock = testClock();
    const mailer = fakeMailer();
    const deps = { db: database.db, mailer, sms: null, clock, log };
    expect(await sendEmail({ ...deps, message: message('sent@example.ca'), meta: { kind: 'delivery' } })).toBe(true);
    expect(await rowOf('sent@example.ca')).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    clock.advance(24 * 60 * MINUTE_MS);
    expect(await retryDueMessages(deps)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.accepted).toHaveLength(1);
  });

  it('retries a refused email after its backoff, and not before', async () => {
    const clock = testClock();
    const mailer = fakeMailer();
    const deps = { db: database.db, mailer, sms: null, clock, log };
    mailer.down = true;
    expect(await sendEmail({ ...deps, message: message('later@example.ca') })).toBe(false);
    expect(await rowOf('later@example.ca')).toMatchObject({ status: 'failed', error: 'SMTP down', attempts: 1 });

    mailer.down = false;
    clock.advance(30_000);
    expect((await retryDueMessages(deps)).sent).toBe(0);
    clock.advance(MINUTE_MS);
    expect(await retryDueMessages(deps)).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf('later@example.ca')).toMatchObject({ status: 'sent', error: null, attempts: 2 });
    expect(mailer.accepted.map((sent) => sent.to)).toEqual(['later@example.ca']);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} tries and leaves it failed for staff`, async () => {
    const clock = testClock();
    const mailer = fakeMailer();
    const deps = { db: database.db, mailer, sms: null, clock, log };
    mailer.down = true;
    await sendEmail({ ...deps, message: message('never@example.ca') });
    for (let round = 0; round < 10; round += 1) {
      clock.advance(3 * 60 * 60_000);
      await retryDueMessages(deps);
    }
    expect(await rowOf('never@example.ca')).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
  });

  it('sends an email whose sender stopped mid-send once its lease ends, by one runner of several', async () => {
    const clock = testClock();
    const mailer = fakeMailer();
    const deps = { db: database.db, mailer, sms: null, clock, log };
    // What a process that died between writing the row and hearing from the mail server leaves behind.
    await database.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'orphan@example.ca',
      subject: 'Your load',
      body: 'Delivered.',
      status: 'queued',
      attempts: 1,
      nextAttemptAt: new Date(clock.now().getTime() + OUTBOX_SEND_LEASE_MS),
    });
    expect((await retryDueMessages(deps)).sent).toBe(0);
    clock.advance(OUTBOX_SEND_LEASE_MS);
    const runs = await Promise.all([retryDueMessages(deps), retryDueMessages(deps), retryDueMessages(deps)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(mailer.accepted.filter((sent) => sent.to === 'orphan@example.ca')).toHaveLength(1);
    expect(await rowOf('orphan@example.ca')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
