import { timingSafeEqual } from 'node:crypto';
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

/**
 * The user a stored subscription belongs to, when `auth` is its auth secret: only the browser that made it and this
 * server know that secret, so it proves a renewed subscription comes from that device. The comparison takes the same
 * time whatever the secret, so it cannot be guessed a character at a time.
 */
export const ownerOfSubscription = async (
  db: Database,
  { endpoint, auth }: { endpoint: string; auth: string },
): Promise<string | null> => {
  const [row] = await db
    .select({ userId: pushSubscriptions.userId, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  if (!row) return null;
  const stored = Buffer.from(row.auth);
  const given = Buffer.from(auth);
  return stored.length === given.length && timingSafeEqual(stored, given) ? row.userId : null;
};
