import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Mailer, MailMessage } from './mailer';

/** Tries per email, the first included; then it stays `failed` for staff to see in the outbox. */
export const EMAIL_MAX_ATTEMPTS = 5;
/** A `queued` email untouched this long lost its sender (the process stopped mid-send): a retry takes it over. */
export const EMAIL_SEND_LEASE_MS = 2 * 60_000;
/** Waits before the 2nd, 3rd, 4th and 5th tries: a mail server that is down for a while is given that while. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export type EmailDeps = { db: Database; mailer: Mailer; clock: Clock; log: FastifyBaseLogger };

export type SendEmailOptions = EmailDeps & {
  message: MailMessage;
  /** What the message is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
};

export type OutboxRow = typeof outboxMessages.$inferSelect;

const later = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms);

/** Hands one claimed row to the mail server and records how it went, with the next try if one is left. */
const deliver = async ({ db, mailer, clock, log }: EmailDeps, row: OutboxRow): Promise<boolean> => {
  let error: string | null = null;
  try {
    await mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    log.error({ err: cause, to: row.recipient, kind: row.meta.kind, attempt: row.attempts }, 'email not sent');
  }
  const retryIn = RETRY_DELAYS_MS[row.attempts - 1];
  await db
    .update(outboxMessages)
    .set(
      error === null
        ? { status: 'sent', error: null, sentAt: clock.now(), nextAttemptAt: null }
        : {
            status: 'failed',
            error,
            nextAttemptAt: row.attempts < EMAIL_MAX_ATTEMPTS && retryIn ? later(clock, retryIn) : null,
          },
    )
    .where(eq(outboxMessages.id, row.id));
  return error === null;
};

/**
 * Writes an email to the outbox as `queued`, due for the retry runner once the send lease passes: inside a
 * transaction, the email commits (or rolls back) with the change it tells of, and `deliverQueuedEmail` sends it after
 * the commit. A process that stops before sending leaves it for `retryDueEmails`, so it is sent late, never lost.
 */
export const queueEmail = async (
  { db, clock }: Pick<EmailDeps, 'db' | 'clock'>,
  { message, meta = {} }: Pick<SendEmailOptions, 'message' | 'meta'>,
): Promise<OutboxRow> => {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      meta,
      status: 'queued',
      attempts: 1,
      nextAttemptAt: later(clock, EMAIL_SEND_LEASE_MS),
    })
    .returning();
  if (!row) throw new Error('the outbox row was not written');
  return row;
};

/** Sends an email `queueEmail` wrote (after its transaction committed); false when the mail server refused it. */
export const deliverQueuedEmail = (deps: EmailDeps, row: OutboxRow): Promise<boolean> => deliver(deps, row);

/**
 * Sends an email and records it in the outbox. The row is written `queued` first, so a process that stops before
 * the mail server answered leaves it for `retryDueEmails` rather than losing it (at worst the mail arrives twice,
 * never not at all); a refused send is retried with backoff. A failure is logged and recorded, not thrown: the action
 * that asked for the mail (registration, reset) has already happened and must not be undone by SMTP.
 */
export const sendEmail = async ({ message, meta = {}, ...deps }: SendEmailOptions): Promise<boolean> =>
  deliver(deps, await queueEmail(deps, { message, meta }));

type Claim = { row: OutboxRow; givenUp: boolean };

/** One due email, claimed for this runner: its lease renewed and its attempt counted before anything is sent. */
const claimDueEmail = (deps: EmailDeps): Promise<Claim | null> =>
  deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'email'),
          inArray(outboxMessages.status, ['queued', 'failed']),
          lte(outboxMessages.nextAttemptAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    if (due.attempts >= EMAIL_MAX_ATTEMPTS) {
      // Its last sender died mid-send: no tries left, so it ends as failed where staff look for it.
      await tx
        .update(outboxMessages)
        .set({ status: 'failed', error: due.error ?? 'not sent: the sender stopped', nextAttemptAt: null })
        .where(eq(outboxMessages.id, due.id));
      return { row: due, givenUp: true };
    }
    const [claimed] = await tx
      .update(outboxMessages)
      .set({
        status: 'queued',
        attempts: due.attempts + 1,
        nextAttemptAt: later(deps.clock, EMAIL_SEND_LEASE_MS),
      })
      .where(eq(outboxMessages.id, due.id))
      .returning();
    return claimed ? { row: claimed, givenUp: false } : null;
  });

/**
 * Sends the emails whose next try is due (a failed send's backoff passed, or a queued one's sender stopped), one at
 * a time, at most `limit` per run. Every server process runs it; the SKIP LOCKED claim keeps two from taking one row.
 */
export const retryDueEmails = async (deps: EmailDeps, limit = 50): Promise<{ sent: number; failed: number }> => {
  const outcome = { sent: 0, failed: 0 };
  for (let taken = 0; taken < limit; taken += 1) {
    const claim = await claimDueEmail(deps);
    if (!claim) break;
    if (claim.givenUp) {
      outcome.failed += 1;
      continue;
    }
    if (await deliver(deps, claim.row)) outcome.sent += 1;
    else outcome.failed += 1;
  }
  return outcome;
};
