import type { NoticeData, NoticeKind, RealtimeEvent } from '@freight/domain';
import { outboxMessages } from '../../db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { sendEmail } from '../../platform/mail/send-email';
import { publishRealtime } from '../../platform/realtime/publish';
import { noticeEmail, noticeSms } from './notice-messages';
import { findNoticeRecipient, insertNotice, type NoticeRecipient, type NoticeRow } from './notices.repository';
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
  email?: false | ((recipient: { to: string; name: string }) => MailMessage);
  /** `false` for no text this time (as `email`). */
  sms?: false;
};

export type NoticeOutcome = { notice: NoticeRow | null; emailed: boolean; texted: boolean };

export const toNoticeEvent = (row: NoticeRow): RealtimeEvent => ({
  type: 'notice',
  notice: { id: row.id, kind: row.kind, data: row.data, link: row.link, created: row.createdAt.toISOString() },
});

/** The row and its push in one transaction: NOTIFY leaves at commit, so a socket never hears of a row not there. */
const storeAndPush = (ctx: NoticesContext, request: NoticeRequest) =>
  ctx.db.transaction(async (tx) => {
    const row = await insertNotice(tx, { ...request, at: ctx.clock.now() });
    await publishRealtime(tx, [request.userId], toNoticeEvent(row));
    return row;
  });

const outboxMeta = (request: NoticeRequest) => ({
  kind: request.kind,
  userId: request.userId,
  ...(request.data.haul_id && { haulId: request.data.haul_id }),
  ...(request.data.chat_id && { chatId: request.data.chat_id }),
});

const emailTo = async (ctx: NoticesContext, recipient: NoticeRecipient, request: NoticeRequest, url: string) => {
  if (!recipient.recieveEmail || !recipient.email || request.email === false) return false;
  const to = { to: recipient.email, name: recipient.name };
  const message = request.email
    ? request.email(to)
    : noticeEmail({ kind: request.kind, data: request.data, ...to, url });
  return sendEmail({ ...ctx, message, meta: outboxMeta(request) });
};

const textTo = async (ctx: NoticesContext, recipient: NoticeRecipient, request: NoticeRequest, url: string) => {
  if (!recipient.recieveSms || !recipient.telephone || request.sms === false) return false;
  // No SMS provider yet (DESIGN.md 6): the outbox row is the delivery, shown to staff.
  await ctx.db.insert(outboxMessages).values({
    channel: 'sms',
    recipient: recipient.telephone,
    body: noticeSms({ kind: request.kind, data: request.data, url }),
    meta: outboxMeta(request),
    status: 'sent',
    sentAt: ctx.clock.now(),
  });
  return true;
};

/**
 * Tells one user about something that happened to them, the ways they chose (recieve_app_notification,
 * recieve_email, recieve_sms): an in-app notice stored and pushed over the WebSocket, an email through the mailer,
 * a text to the outbox. Called once, after the change it tells of committed, by the request that made it; it never
 * throws, because that change is done and must not look failed for want of a notice (a failure is logged).
 * Emails are queued in the outbox before they are sent and retried (send-email.ts); a process stopping between the
 * change's commit and this call loses the notice (README, "Delivery guarantees").
 */
export const notify = async (ctx: NoticesContext, request: NoticeRequest): Promise<NoticeOutcome> => {
  const outcome: NoticeOutcome = { notice: null, emailed: false, texted: false };
  const attempt = async <T>(channel: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      ctx.log.error({ err: error, kind: request.kind, userId: request.userId, channel }, 'notice not delivered');
      return undefined;
    }
  };
  const recipient = await attempt('lookup', () => findNoticeRecipient(ctx.db, request.userId));
  if (!recipient) return outcome;
  const url = new URL(request.link || '/', ctx.publicBaseUrl).toString();
  if (recipient.recieveAppNotification) {
    outcome.notice = (await attempt('app', () => storeAndPush(ctx, request))) ?? null;
  }
  outcome.emailed = (await attempt('email', () => emailTo(ctx, recipient, request, url))) ?? false;
  outcome.texted = (await attempt('sms', () => textTo(ctx, recipient, request, url))) ?? false;
  return outcome;
};
