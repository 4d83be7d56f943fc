import type { PushMessage } from '@freight/domain';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { deliverQueuedMessage, type OutboxDeps, type OutboxRow, queueOutboxMessage } from '../outbox/outbox-delivery';

export type QueuePushOptions = {
  userId: string;
  payload: PushMessage;
  /** What the push is about (kind, user id), for the staff outbox; never secrets. */
  meta?: Record<string, unknown>;
  /** The user's subscribed devices when the caller read them already (with the recipient); read here otherwise. */
  deviceIds?: readonly string[];
};

/**
 * Writes one `queued` push per device of the user to the outbox (the recipient is the subscription's id, the body the
 * JSON payload), to be sent after the caller's transaction commits or by the retry runner: so a push commits with
 * the change it tells of, and a crash leaves it queued rather than lost. None for a user with no device subscribed.
 * Whether the user wants notifications at all (recieve_app_notification) is the caller's question.
 */
export const queuePushes = async (
  deps: Pick<OutboxDeps, 'db' | 'clock'>,
  { userId, payload, meta = {}, deviceIds }: QueuePushOptions,
): Promise<OutboxRow[]> => {
  const devices =
    deviceIds ??
    (
      await deps.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((device) => device.id);
  const rows: OutboxRow[] = [];
  for (const device of devices) {
    rows.push(
      await queueOutboxMessage(deps, {
        channel: 'push',
        recipient: device,
        subject: payload.title,
        body: JSON.stringify(payload),
        meta,
      }),
    );
  }
  return rows;
};

/** Queues a push to each of the user's devices and sends them at once; true when any device's service accepted it. */
export const sendPushes = async ({
  userId,
  payload,
  meta,
  ...deps
}: OutboxDeps & QueuePushOptions): Promise<boolean> => {
  let accepted = false;
  for (const row of await queuePushes(deps, { userId, payload, meta })) {
    accepted = (await deliverQueuedMessage(deps, row)) || accepted;
  }
  return accepted;
};
