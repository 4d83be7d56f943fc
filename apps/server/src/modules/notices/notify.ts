import type { NoticeData, NoticeKind } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { type EmailReader, readerOf } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';
import { queueEmail } from '../../platform/mail/send-email';
import { deliverQueuedMessage, type OutboxRow } from '../../platform/outbox/outbox-delivery';
import { queuePushes } from '../../platform/push/send-push';
import { queueSms } from '../../platform/sms/send-sms';
import { noticeEmail, noticePush, noticeSms } from './notice-messages';
import { findNoticeRecipient, insertAnnouncedNotice, type NoticeRecipient, type NoticeRow } from './notices.repository';
import type { NoticesContext } from './notices-context';

export type NoticeRequest = {
  userId: string;
  kind: NoticeKind;
  /** The translated text's parameters. Never a delivery code or card data: notices are shown and emailed as is. */
  data: NoticeData;
  /** The web path the notice opens, e.g. `/job/{id}`. */
  link: string;
  /**
   * The email, when a kind keeps wording of its own (the rejected driver reads the shipper's reason); `false` for no
   * email this time: a new message while earlier ones are unread, a payment whose receipt is its own mandatory email.
   */
  email?: false | ((recipient: { to: string; name: string; reader: EmailReader }) => MailMessage);
  /** `false` for no text this time (as `email`). */
  sms?: false;
};

export type NoticeOutcome = { notice: NoticeRow | null; emailed: boolean; texted: boolean; pushed: boolean };

const outboxMeta = (request: NoticeRequest) => ({
  kind: request.kind,
  userId: request.userId,
  ...(request.data.haul_id && { haulId: request.data.haul_id }),
  ...(request.data.chat_id && { chatId: request.data.chat_id }),
});

/** The email this notice sends the recipient, or null: emails off, no address, or the request asks for none. */
const emailFor = (
  recipient: NoticeRecipient,
  reader: EmailReader,
  request: NoticeRequest,
  url: string,
): MailMessage | null => {
  if (!recipient.recieveEmail || !recipient.email || request.email === false) return null;
  const to = { to: recipient.email, name: recipient.name, reader };
  return request.email ? request.email(to) : noticeEmail({ kind: request.kind, data: request.data, ...to, url });
};

/** The text queued in the outbox, or null: texts off, no number, none asked for, or no SMS provider configured. */
const queueText = async (
  tx: Database,
  ctx: NoticesContext,
  recipient: NoticeRecipient,
  reader: EmailReader,
  request: NoticeRequest,
  url: string,
): Promise<OutboxRow | null> => {
  if (!recipient.recieveSms || !recipient.telephone || request.sms === false) return null;
  const body = noticeSms({ reader, kind: request.kind, data: request.data, url });
  return queueSms(
    { db: tx, clock: ctx.clock, sms: ctx.sms },
    { message: { to: recipient.telephone, body }, meta: outboxMeta(request) },
  );
};

/**
 * The email, or null when writing it failed: a template bug must not roll back the change the notice tells of (a
 * payment, a delivery). Logged, and the app notice and text still go.
 */
const renderSafely = (ctx: NoticesContext, request: NoticeRequest, render: () => MailMessage | null) => {
  try {
    return render();
  } catch (error) {
    ctx.log.error({ err: error, kind: request.kind, userId: request.userId }, 'notice email could not be written');
    return null;
  }
};

/** What `recordNotice` wrote; `deliverNotice` sends its email, text and pushes once the transaction committed. */
export type PendingNotice = { notice: NoticeRow | null; emails: OutboxRow[]; texts: OutboxRow[]; pushes: OutboxRow[] };

const NOTHING_PENDING: PendingNotice = { notice: null, emails: [], texts: [], pushes: [] };

/**
 * Writes a notice inside the caller's transaction `tx`, the ways the user chose (recieve_app_notification,
 * recieve_email, recieve_sms): the in-app notice, its realtime event (NOTIFY leaves at commit, so a socket never
 * hears of a row that is not there) and a Web Push to each device the user subscribed, the email queued in the
 * outbox, the text. So the notice commits with the change
 * it tells of, or not at all: a process stopping after the commit still has the queued email and text sent by the
 * retry runner.
 * A database failure here fails the change (the caller's transaction rolls back, and the caller may retry).
 */
export const recordNotice = async (tx: Database, ctx: NoticesContext, request: NoticeRequest): Promise<PendingNotice> =>
  recordNoticeFor(tx, ctx, request, await findNoticeRecipient(tx, request.userId));

/** `recordNotice` for a recipient already read. */
const recordNoticeFor = async (
  tx: Database,
  ctx: NoticesContext,
  request: NoticeRequest,
  recipient: NoticeRecipient | null,
): Promise<PendingNotice> => {
  if (!recipient) return NOTHING_PENDING;
  const url = new URL(request.link || '/', ctx.publicBaseUrl).toString();
  const reader = await readerOf(recipient, null);
  let notice: NoticeRow | null = null;
  let pushes: OutboxRow[] = [];
  if (recipient.recieveAppNotification) {
    notice = await insertAnnouncedNotice(tx, { ...request, at: ctx.clock.now() });
    const payload = noticePush({ reader, kind: request.kind, data: request.data, link: request.link });
    pushes = await queuePushes(
      { db: tx, clock: ctx.clock },
      { userId: request.userId, payload, meta: outboxMeta(request), deviceIds: recipient.pushDeviceIds },
    );
  }
  const message = renderSafely(ctx, request, () => emailFor(recipient, reader, request, url));
  const emails = message
    ? [await queueEmail({ db: tx, clock: ctx.clock }, { message, meta: outboxMeta(request) })]
    : [];
  const text = await queueText(tx, ctx, recipient, reader, request, url);
  return { notice, emails, texts: text ? [text] : [], pushes };
};

/** Sends queued rows; true when any was accepted. A database failure leaves the row queued for the retry runner. */
const deliverRows = async (ctx: NoticesContext, rows: OutboxRow[]): Promise<boolean> => {
  let delivered = false;
  for (const row of rows) {
    try {
      delivered = (await deliverQueuedMessage(ctx, row)) || delivered;
    } catch (error) {
      ctx.log.error(
        { err: error, kind: row.meta.kind, channel: row.channel },
        'notice message not delivered; it stays queued',
      );
    }
  }
  return delivered;
};

/**
 * Sends the email, text and pushes of notices recorded in a transaction that has committed. Never throws: the change is done,
 * and a refused message is recorded `failed` and retried with backoff (platform/outbox/outbox-delivery.ts).
 */
export const deliverNotice = async (ctx: NoticesContext, pending: PendingNotice): Promise<NoticeOutcome> => ({
  notice: pending.notice,
  emailed: await deliverRows(ctx, pending.emails),
  texted: await deliverRows(ctx, pending.texts),
  pushed: await deliverRows(ctx, pending.pushes),
});

/** Whether recording the notice may write more than its row (a push per device, an email, a text) to commit with it. */
const writesBesideTheNotice = (recipient: NoticeRecipient, request: NoticeRequest): boolean =>
  (recipient.recieveAppNotification && recipient.pushDeviceIds.length > 0) ||
  (recipient.recieveEmail && Boolean(recipient.email) && request.email !== false) ||
  (recipient.recieveSms && Boolean(recipient.telephone) && request.sms !== false);

/**
 * Tells one user about something that happened to them, in a transaction of its own (or one statement when the notice
 * writes nothing but its row), then sends the email: for a notice that is not part of a change (or whose change
 * committed elsewhere). A change that tells someone records the
 * notice in its own transaction instead (`recordNotice`, then `deliverNotice` after the commit). Never throws: a
 * failure is logged, and the outcome says nothing was delivered.
 */
export const notify = async (ctx: NoticesContext, request: NoticeRequest): Promise<NoticeOutcome> => {
  try {
    const recipient = await findNoticeRecipient(ctx.db, request.userId);
    // A notice that writes only its own row (and its NOTIFY) is one statement, all or nothing by itself: BEGIN and
    // COMMIT around it would be two round trips for nothing (most chat notices: no device, no email after the first).
    const pending =
      recipient && writesBesideTheNotice(recipient, request)
        ? await ctx.db.transaction((tx) => recordNoticeFor(tx, ctx, request, recipient))
        : await recordNoticeFor(ctx.db, ctx, request, recipient);
    return await deliverNotice(ctx, pending);
  } catch (error) {
    ctx.log.error({ err: error, kind: request.kind, userId: request.userId }, 'notice not delivered');
    return { notice: null, emailed: false, texted: false, pushed: false };
  }
};
