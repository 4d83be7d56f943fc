import type { PushMessage } from '@freight/domain';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { PushSendError, type PushSender } from './push-sender';

export type PushDeliveryDeps = { db: Database; clock: Clock; push: PushSender };

/**
 * Sends one queued push (the outbox row names the subscription and holds the payload) and keeps the device's record:
 * its last success or failure, or no row at all once its push service says the browser dropped it (404, 410).
 * Throws a `PushSendError` when it was not accepted; a device that turned notifications off meanwhile is not retried.
 */
export const deliverPush = async (
  { db, clock, push }: PushDeliveryDeps,
  subscriptionId: string,
  payload: PushMessage,
): Promise<void> => {
  const [target] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!target) throw new PushSendError('not sent: the device no longer takes notifications', true);
  try {
    await push.send(target, payload);
  } catch (error) {
    if (error instanceof PushSendError && error.gone) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    } else {
      await db
        .update(pushSubscriptions)
        .set({ lastFailureAt: clock.now() })
        .where(eq(pushSubscriptions.id, subscriptionId));
    }
    throw error;
  }
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: clock.now() })
    .where(eq(pushSubscriptions.id, subscriptionId));
};
