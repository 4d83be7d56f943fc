import { HAUL_STATUS } from '@freight/domain';
import { and, eq, gt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  drivers,
  haulDeclines,
  hauls,
  loadAlerts,
  notifications,
  places,
  shipperBlockedDrivers,
  shipperPreferredDrivers,
  subscriptions,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** A driver a new load may be alerted to; premium ones (level >= 1 in force) see it first. */
export type AlertRecipient = { userId: string; isPremium: boolean };

const isPremium = sql<boolean>`coalesce(${subscriptions.level}, 0) >= 1`;

/**
 * Who may ever be alerted to the haul: drivers who may search (spec 6: an approved profile or a subscription), while
 * the haul is posted, never its own shipper, nor a driver that shipper blocked (spec 5), nor one who declined it.
 */
const mayBeAlerted = (haulId: string): SQL =>
  and(
    eq(hauls.id, haulId),
    eq(hauls.status, HAUL_STATUS.posted),
    ne(drivers.userId, hauls.userId),
    or(eq(drivers.profileState, 'approved'), gt(subscriptions.level, 0)),
    notExists(
      sql`(select 1 from ${shipperBlockedDrivers} where ${shipperBlockedDrivers.shipperUserId} = ${hauls.userId}
        and ${shipperBlockedDrivers.driverUserId} = ${drivers.userId})`,
    ),
    notExists(
      sql`(select 1 from ${haulDeclines} where ${haulDeclines.haulId} = ${hauls.id}
        and ${haulDeclines.driverUserId} = ${drivers.userId})`,
    ),
  ) as SQL;

/** Drivers whose regions (province and state codes) hold the load's pickup region. */
export const findRegionRecipients = (db: Database, haulId: string): Promise<AlertRecipient[]> =>
  db
    .select({ userId: drivers.userId, isPremium })
    .from(hauls)
    .innerJoin(places, and(eq(places.haulId, hauls.id), eq(places.role, 'origin')))
    .innerJoin(drivers, sql`${drivers.regions} @> jsonb_build_array(${places.region})`)
    .leftJoin(subscriptions, and(eq(subscriptions.driverId, drivers.id), eq(subscriptions.status, 'active')))
    .where(mayBeAlerted(haulId));

/**
 * The shipper's preferred drivers (5 stars from them, spec 5) who may be alerted to the haul, wherever they work:
 * they hear of the shipper's new loads first, region or not.
 */
export const findPreferredRecipients = (db: Database, haulId: string): Promise<AlertRecipient[]> =>
  db
    .select({ userId: drivers.userId, isPremium })
    .from(hauls)
    .innerJoin(shipperPreferredDrivers, eq(shipperPreferredDrivers.shipperUserId, hauls.userId))
    .innerJoin(drivers, eq(drivers.userId, shipperPreferredDrivers.driverUserId))
    .leftJoin(subscriptions, and(eq(subscriptions.driverId, drivers.id), eq(subscriptions.status, 'active')))
    .where(mayBeAlerted(haulId));

/** The active saved searches of every driver who may be alerted to the haul, to run the search's predicate on. */
export const findSearchCandidates = (db: Database, haulId: string) =>
  db
    .select({
      notificationId: notifications.id,
      userId: drivers.userId,
      driverId: drivers.id,
      filters: notifications.filters,
      isPremium,
    })
    .from(hauls)
    .innerJoin(notifications, eq(notifications.state, 'active'))
    .innerJoin(drivers, eq(drivers.userId, notifications.userId))
    .leftJoin(subscriptions, and(eq(subscriptions.driverId, drivers.id), eq(subscriptions.status, 'active')))
    .where(mayBeAlerted(haulId))
    .orderBy(notifications.createdAt, notifications.id);

export type NewLoadAlert = Pick<
  typeof loadAlerts.$inferInsert,
  'haulId' | 'userId' | 'notificationId' | 'visibleAt' | 'reason' | 'createdAt'
>;

const INSERT_CHUNK = 1_000;

/** One alert per load and driver: publishing again (after a resume) or a second matching search adds nothing. */
export const insertLoadAlerts = async (
  db: Database,
  alerts: NewLoadAlert[],
): Promise<{ userId: string; visibleAt: Date }[]> => {
  const inserted: { userId: string; visibleAt: Date }[] = [];
  // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters however many drivers match.
  for (let start = 0; start < alerts.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(loadAlerts)
      .values(alerts.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing({ target: [loadAlerts.haulId, loadAlerts.userId] })
      .returning({ userId: loadAlerts.userId, visibleAt: loadAlerts.visibleAt });
    inserted.push(...rows);
  }
  return inserted;
};
