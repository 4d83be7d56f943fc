import type { HaulSearchQuery } from '@freight/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { drivers, notifications } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationChanges = Partial<Pick<NotificationRow, 'name' | 'state'>> & { filters?: HaulSearchQuery };

export const listNotificationsOf = (db: Database, userId: string): Promise<NotificationRow[]> =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

/** Where the driver works from: their base (null when not placed) and the region codes of their profile. */
export const findDriverHome = async (
  db: Database,
  driverId: string,
): Promise<{ baseLon: number | null; baseLat: number | null; regions: string[] } | null> => {
  const [row] = await db
    .select({ baseLon: drivers.baseLon, baseLat: drivers.baseLat, regions: drivers.regions })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return row ?? null;
};

/** The saved search if `userId` owns it; anyone else's is as good as missing. */
const findOwnNotification = async (
  db: Database,
  { id, userId }: { id: string; userId: string },
): Promise<NotificationRow | null> => {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
};

/**
 * Inserts the saved search unless the driver already has `limit`. The driver's row is locked first, so two
 * concurrent saves by one driver count one after the other and cannot both squeeze past the limit.
 */
export const insertNotificationWithin = (
  db: Database,
  {
    userId,
    limit,
    values,
  }: { userId: string; limit: number; values: Required<NotificationChanges> & { createdAt: Date } },
): Promise<NotificationRow | null> =>
  db.transaction(async (tx) => {
    await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId)).for('update');
    const [held] = await tx.select({ count: count() }).from(notifications).where(eq(notifications.userId, userId));
    if ((held?.count ?? 0) >= limit) return null;
    const [row] = await tx
      .insert(notifications)
      .values({ userId, ...values })
      .returning();
    return row ?? null;
  });

export const updateOwnNotification = async (
  db: Database,
  { id, userId, changes }: { id: string; userId: string; changes: NotificationChanges },
): Promise<NotificationRow | null> => {
  if (Object.keys(changes).length === 0) return findOwnNotification(db, { id, userId });
  const [row] = await db
    .update(notifications)
    .set(changes)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
};

export const deleteOwnNotification = async (
  db: Database,
  { id, userId }: { id: string; userId: string },
): Promise<boolean> => {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
};
