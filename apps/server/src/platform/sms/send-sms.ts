import { deliverQueuedMessage, type OutboxDeps, type OutboxRow, queueOutboxMessage } from '../outbox/outbox-delivery';
import type { SmsMessage } from './sms-sender';

export type SendSmsOptions = OutboxDeps & {
  message: SmsMessage;
  /** What the text is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
};

/**
 * Writes a text to the outbox as `queued`, to be sent after the caller's transaction commits
 * (`deliverQueuedMessage`) or by the retry runner. With no SMS provider configured nothing is written and it answers
 * null: a row would claim a text that no one will ever send.
 */
export const queueSms = async (
  deps: Pick<OutboxDeps, 'db' | 'clock' | 'sms'>,
  { message, meta = {} }: Pick<SendSmsOptions, 'message' | 'meta'>,
): Promise<OutboxRow | null> => {
  if (!deps.sms) return null;
  return queueOutboxMessage(deps, { channel: 'sms', recipient: message.to, body: message.body, meta });
};

/** Queues a text and sends it at once; false when no provider is configured or it was not accepted (yet). */
export const sendSms = async ({ message, meta, ...deps }: SendSmsOptions): Promise<boolean> => {
  const row = await queueSms(deps, { message, meta });
  return row ? deliverQueuedMessage(deps, row) : false;
};
