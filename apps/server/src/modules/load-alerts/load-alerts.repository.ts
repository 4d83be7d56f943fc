import { HAUL_STATUS } from '@freight/domain';
import { and, count, desc, eq, gt, inArray, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { haulDeclines, hauls, loadAlerts, shipperBlockedDrivers } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type LoadAlertRow = Pick<
  typeof loadAlerts.$inferSelect,
  'id' | 'haulId' | 'notificationId' | 'reason' | 'visibleAt' | 'seenAt'
>;

/**
 * An alert (joined with its haul) that is still news to its driver: the load is still posted, and they have not
 * declined it nor been blocked by its shipper since the alert was raised.
 */
export const isStillNews = (): SQL =>
  and(
    eq(hauls.status, HAUL_STATUS.posted),
    notExists(
      sql`(select 1 from ${haulDeclines} where ${haulDeclines.haulId} = ${loadAlerts.haulId}
        and ${haulDeclines.driverUserId} = ${loadAlerts.userId})`,
    ),
    notExists(
      sql`(select 1 from ${shipperBlockedDrivers} where ${shipperBlockedDrivers.shipperUserId} = ${hauls.userId}
        and ${shipperBlockedDrivers.driverUserId} = ${loadAlerts.userId})`,
    ),
  ) as SQL;

/** The alerts a driver sees now: visible (premium at once, basic after the delay) and still news. */
const shownTo = (userId: string, now: Date): SQL =>
  and(eq(loadAlerts.userId, userId), lte(loadAlerts.visibleAt, now), isStillNews()) as SQL;

const countShown = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db
    .select({ count: count() })
    .from(loadAlerts)
    .innerJoin(hauls, eq(hauls.id, loadAlerts.haulId))
    .where(where);
  return row?.count ?? 0;
};

/** One page of the driver's alerts, newest first, with how many there are and how many are unseen. */
export const listShownAlerts = async (
  db: Database,
  { userId, now, page, pageSize }: { userId: string; now: Date; page: number; pageSize: number },
): Promise<{ count: number; unseen: number; rows: LoadAlertRow[] }> => {
  const where = shownTo(userId, now);
  const [total, unseen, rows] = await Promise.all([
    countShown(db, where),
    countShown(db, and(where, isNull(loadAlerts.seenAt)) as SQL),
    db
      .select({
        id: loadAlerts.id,
        haulId: loadAlerts.haulId,
        notificationId: loadAlerts.notificationId,
        reason: loadAlerts.reason,
        visibleAt: loadAlerts.visibleAt,
        seenAt: loadAlerts.seenAt,
      })
      .from(loadAlerts)
      .innerJoin(hauls, eq(hauls.id, loadAlerts.haulId))
      .where(where)
      .orderBy(desc(loadAlerts.visibleAt), desc(loadAlerts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { count: total, unseen, rows };
};

/**
 * Unseen alerts shown to the driver, optionally only those that became visible after `since` (when the driver last
 * opened the load search), for the Find tab's badge.
 */
export const countUnseenAlerts = (
  db: Database,
  { userId, now, since = null }: { userId: string; now: Date; since?: Date | null },
): Promise<number> =>
  countShown(
    db,
    and(shownTo(userId, now), isNull(loadAlerts.seenAt), since ? gt(loadAlerts.visibleAt, since) : undefined) as SQL,
  );

/** Marks the driver's visible alerts seen: those of `ids`, or all of them. Others' ids are ignored. */
export const markAlertsSeen = async (
  db: Database,
  { userId, now, ids }: { userId: string; now: Date; ids?: string[] },
): Promise<void> => {
  if (ids?.length === 0) return;
  await db
    .update(loadAlerts)
    .set({ seenAt: now })
    .where(
      and(
        eq(loadAlerts.userId, userId),
        lte(loadAlerts.visibleAt, now),
        isNull(loadAlerts.seenAt),
        ids ? inArray(loadAlerts.id, ids) : undefined,
      ),
    );
};
