import type { PushMessage } from '@freight/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { MailAttachment, Mailer } from '../mail/mailer';
import { deliverPush } from '../push/push-delivery';
import { PushSendError, type PushSender } from '../push/push-sender';
import { SmsSendError, type SmsSender } from '../sms/sms-sender';

/** Tries per message, the first included; then it stays `failed` for staff to see in the outbox. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** A `queued` message untouched this long lost its sender (the process stopped mid-send): a retry takes it over. */
export const OUTBOX_SEND_LEASE_MS = 2 * 60_000;
/** Waits before the 2nd, 3rd, 4th and 5th tries: a provider that is down for a while is given that while. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/**
 * What hands a message over: the mailer for emails, the SMS provider (null when none is configured) for texts, Web
 * Push for a device's notification.
 */
export type OutboxDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  sms: SmsSender | null;
  /** Absent where only emails are sent (sign-up, receipts); a push row met without it waits for the retry runner. */
  push?: PushSender;
};

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type OutboxMessage = {
  channel: OutboxRow['channel'];
  recipient: string;
  subject?: string;
  body: string;
  /** An email's HTML part and extra headers (List-Unsubscribe); texts have neither. */
  html?: string;
  headers?: Record<string, string>;
  /** What the message is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
};

const later = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms);

/** Gives the row to its channel's transport; resolves with the provider's message id when it has one. */
const handOff = async ({ mailer, sms, push, db, clock }: OutboxDeps, row: OutboxRow): Promise<string | null> => {
  switch (row.channel) {
    case 'email':
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.html !== null && { html: row.html }),
        ...(row.headers !== null && { headers: row.headers }),
        ...(row.attachments !== null && {
          attachments: row.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, 'base64'),
          })),
        }),
      });
      return null;
    case 'sms':
      // Only when SMS_TRANSPORT went back to none while texts were queued: say so rather than pretend.
      if (!sms) throw new SmsSendError('not sent: no SMS provider is configured', true);
      return (await sms.send({ to: row.recipient, body: row.body })).providerMessageId;
    case 'push':
      // The recipient is the device's subscription id; its endpoint and keys are read at sending time.
      if (!push) throw new PushSendError('not sent yet: this sender has no Web Push', false);
      await deliverPush({ db, clock, push }, row.recipient, JSON.parse(row.body) as PushMessage);
      return null;
    default:
      return row.channel satisfies never;
  }
};

/**
 * Hands one claimed row over and records how it went: `sent` with the provider's id, or `failed` with the next try
 * if one is left and the refusal was not permanent (a bad number is not retried; a busy provider is).
 */
const deliver = async (deps: OutboxDeps, row: OutboxRow): Promise<boolean> => {
  const { db, clock, log } = deps;
  let error: string | null = null;
  let permanent = false;
  let providerMessageId: string | null = null;
  try {
    providerMessageId = await handOff(deps, row);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    permanent = (cause instanceof SmsSendError || cause instanceof PushSendError) && cause.permanent;
    log.error(
      // A push's recipient is a subscription id, never its endpoint (a capability URL).
      { err: cause, channel: row.channel, to: row.recipient, kind: row.meta.kind, attempt: row.attempts, permanent },
      `${row.channel} not sent`,
    );
  }
  const retryIn = RETRY_DELAYS_MS[row.attempts - 1];
  const canRetry = !permanent && row.attempts < OUTBOX_MAX_ATTEMPTS && retryIn !== undefined;
  await db
    .update(outboxMessages)
    .set(
      error === null
        ? { status: 'sent', error: null, sentAt: clock.now(), nextAttemptAt: null, providerMessageId }
        : { status: 'failed', error, nextAttemptAt: canRetry ? later(clock, retryIn) : null },
    )
    .where(eq(outboxMessages.id, row.id));
  return error === null;
};

/**
 * Writes a message to the outbox as `queued`, due for the retry runner once the send lease passes: inside a
 * transaction, the message commits (or rolls back) with the change it tells of, and `deliverQueuedMessage` sends it
 * after the commit. A process that stops before sending leaves it for `retryDueMessages`: sent late, never lost.
 */
export const queueOutboxMessage = async (
  { db, clock }: Pick<OutboxDeps, 'db' | 'clock'>,
  { channel, recipient, subject = '', body, html, headers, meta = {} }: OutboxMessage,
): Promise<OutboxRow> => {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel,
      recipient,
      subject,
      body,
      html: html ?? null,
      headers: headers ?? null,
      meta,
      status: 'queued',
      attempts: 1,
      nextAttemptAt: later(clock, OUTBOX_SEND_LEASE_MS),
    })
    .returning();
  if (!row) throw new Error('the outbox row was not written');
  return row;
};

/**
 * Adds files to a queued email before it is first sent. Documents are drawn after the transaction that queued the
 * email committed, so a slow PDF never holds a payment's or a delivery's locks; a process that stops in between
 * leaves the email to the retry runner without them (the job page still offers each document).
 */
export const attachToQueuedEmail = async (
  { db }: Pick<OutboxDeps, 'db'>,
  row: OutboxRow,
  files: readonly MailAttachment[],
): Promise<OutboxRow> => {
  if (row.channel !== 'email' || files.length === 0) return row;
  const attachments = files.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    contentBase64: file.content.toString('base64'),
  }));
  await db.update(outboxMessages).set({ attachments }).where(eq(outboxMessages.id, row.id));
  return { ...row, attachments };
};

/** Sends a message `queueOutboxMessage` wrote (after its transaction committed); false when it was not accepted. */
export const deliverQueuedMessage = (deps: OutboxDeps, row: OutboxRow): Promise<boolean> => deliver(deps, row);

type Claim = { row: OutboxRow; givenUp: boolean };

/** One due message, claimed for this runner: its lease renewed and its attempt counted before anything is sent. */
const claimDueMessage = (deps: OutboxDeps): Promise<Claim | null> =>
  deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(inArray(outboxMessages.status, ['queued', 'failed']), lte(outboxMessages.nextAttemptAt, deps.clock.now())),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    if (due.attempts >= OUTBOX_MAX_ATTEMPTS) {
      // Its last sender died mid-send: no tries left, so it ends as failed where staff look for it.
      await tx
        .update(outboxMessages)
        .set({ status: 'failed', error: due.error ?? 'not sent: the sender stopped', nextAttemptAt: null })
        .where(eq(outboxMessages.id, due.id));
      return { row: due, givenUp: true };
    }
    const [claimed] = await tx
      .update(outboxMessages)
      .set({ status: 'queued', attempts: due.attempts + 1, nextAttemptAt: later(deps.clock, OUTBOX_SEND_LEASE_MS) })
      .where(eq(outboxMessages.id, due.id))
      .returning();
    return claimed ? { row: claimed, givenUp: false } : null;
  });

/**
 * Sends the emails and texts whose next try is due (a failed send's backoff passed, or a queued one's sender stopped),
 * one at a time, at most `limit` per run. Every server process runs it; the SKIP LOCKED claim keeps two from taking
 * one row.
 */
export const retryDueMessages = async (deps: OutboxDeps, limit = 50): Promise<{ sent: number; failed: number }> => {
  const outcome = { sent: 0, failed: 0 };
  for (let taken = 0; taken < limit; taken += 1) {
    const claim = await claimDueMessage(deps);
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
