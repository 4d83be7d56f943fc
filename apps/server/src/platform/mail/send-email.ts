import type { FastifyBaseLogger } from 'fastify';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Mailer, MailMessage } from './mailer';

export type SendEmailOptions = {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  message: MailMessage;
  /** What the message is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
};

/**
 * Sends an email and records the attempt in the outbox either way. A failed send is logged and recorded, not thrown:
 * the action that asked for the mail (registration, reset) has already happened and must not be undone by SMTP.
 */
export const sendEmail = async ({ db, mailer, clock, log, message, meta = {} }: SendEmailOptions): Promise<boolean> => {
  let error: string | null = null;
  try {
    await mailer.send(message);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    log.error({ err: cause, to: message.to, kind: meta.kind }, 'email not sent');
  }
  await db.insert(outboxMessages).values({
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    meta,
    status: error ? 'failed' : 'sent',
    error,
    sentAt: error ? null : clock.now(),
  });
  return error === null;
};
