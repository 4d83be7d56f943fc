import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type SavedSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
};

/**
 * Records a device for the user. An endpoint already known moves to this user with its new keys: the endpoint is the
 * browser's, so whoever is logged in on it now is who its notifications are for.
 */
export const saveSubscription = async (db: Database, subscription: SavedSubscription): Promise<void> => {
  const { userId, p256dh, auth, userAgent } = subscription;
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, userAgent, lastFailureAt: null },
    });
};

/** Forgets the user's device; another user's device with that endpoint is left alone. */
export const deleteSubscription = async (db: Database, { userId, endpoint }: { userId: string; endpoint: string }) => {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
};
