import { deliverQueuedMessage, type OutboxDeps, type OutboxRow, queueOutboxMessage } from '../outbox/outbox-delivery';
import type { MailMessage } from './mailer';

/** Emails need only the mailer; the outbox's SMS provider plays no part. */
export type EmailDeps = Omit<OutboxDeps, 'sms'>;

export type SendEmailOptions = EmailDeps & {
  message: MailMessage;
  /** What the message is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
};

/**
 * Writes an email to the outbox as `queued` (platform/outbox): inside a transaction it commits with the change it
 * tells of, and `deliverQueuedEmail` sends it after the commit; the retry runner sends it if that never happens.
 */
export const queueEmail = (
  deps: Pick<EmailDeps, 'db' | 'clock'>,
  { message, meta = {} }: Pick<SendEmailOptions, 'message' | 'meta'>,
): Promise<OutboxRow> =>
  queueOutboxMessage(deps, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    ...(message.html !== undefined && { html: message.html }),
    ...(message.headers !== undefined && { headers: message.headers }),
    meta,
  });

/** Sends an email `queueEmail` wrote (after its transaction committed); false when the mail server refused it. */
export const deliverQueuedEmail = (deps: EmailDeps, row: OutboxRow): Promise<boolean> =>
  deliverQueuedMessage({ ...deps, sms: null }, row);

/**
 * Sends an email and records it in the outbox. The row is written `queued` first, so a process that stops before
 * the mail server answered leaves it for the retry runner rather than losing it (at worst the mail arrives twice,
 * never not at all); a refused send is retried with backoff. A failure is logged and recorded, not thrown: the action
 * that asked for the mail (registration, reset) has already happened and must not be undone by SMTP.
 */
export const sendEmail = async ({ message, meta = {}, ...deps }: SendEmailOptions): Promise<boolean> =>
  deliverQueuedEmail(deps, await queueEmail(deps, { message, meta }));
