import { HAUL_RULES, type HaulStatus } from '@freight/domain';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { haulDeclines, haulRejections, hauls, shipperBlockedDrivers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyHaulAction } from './apply-haul-action';
import { hasActiveBidOn, withdrawActiveBid } from './haul-bids.repository';
import { findHaulRecords, type HaulRecord } from './hauls.repository';

/** Spec 5: a driver the shipper rated 1 star is blocked from that shipper's loads. */
export const isDriverBlocked = async (
  db: Database,
  { shipperUserId, driverUserId }: { shipperUserId: string; driverUserId: string },
): Promise<boolean> => {
  const rows = await db
    .select({ driverUserId: shipperBlockedDrivers.driverUserId })
    .from(shipperBlockedDrivers)
    .where(
      and(eq(shipperBlockedDrivers.shipperUserId, shipperUserId), eq(shipperBlockedDrivers.driverUserId, driverUserId)),
    )
    .limit(1);
  return rows.length > 0;
};

/**
 * Gives a posted load to the driver in one conditional UPDATE: when many drivers accept at once, the database lets
 * exactly one move it out of `posted`; the others find no row to update. The winner's own offer on it is moot then.
 */
export const takeHaul = async (
  db: Database,
  { haulId, driverUserId, at }: { haulId: string; driverUserId: string; at: Date },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const taken = await applyHaulAction(tx, {
      haulId,
      action: 'accept',
      actor: 'driver',
      changes: { driverUserId, acceptedAt: at, updatedAt: at },
    });
    if (taken.ok) await withdrawActiveBid(tx, { haulId, driverUserId, at });
    return taken.ok;
  });

/** A driver's "not interested"; a second one for the same load replaces the reason (one row per driver and load). */
export const upsertDecline = async (
  db: Database,
  {
    haulId,
    driverUserId,
    reason,
    elaboration,
    at,
  }: { haulId: string; driverUserId: string; reason: string; elaboration: string; at: Date },
): Promise<void> => {
  await db
    .insert(haulDeclines)
    .values({ haulId, driverUserId, reason, elaboration, createdAt: at })
    .onConflictDoUpdate({
      target: [haulDeclines.haulId, haulDeclines.driverUserId],
      set: { reason, elaboration, createdAt: at },
    });
};

/**
 * One page of the loads a driver holds (in `heldStatuses`) or has an active bid on, most recently changed first, and
 * how many there are in all.
 */
export const listDrivingHaulRecords = async (
  db: Database,
  {
    driverUserId,
    heldStatuses,
    page,
    pageSize,
  }: { driverUserId: string; heldStatuses: readonly HaulStatus[]; page: number; pageSize: number },
): Promise<{ count: number; records: HaulRecord[] }> => {
  const where = or(
    and(eq(hauls.driverUserId, driverUserId), inArray(hauls.status, [...heldStatuses])),
    // Loads that still take the driver's offer or backup interest (the `place_bid` rule).
    and(inArray(hauls.status, [...HAUL_RULES.place_bid.from]), hasActiveBidOn(driverUserId)),
  );
  const [[total], ids] = await Promise.all([
    db.select({ count: count() }).from(hauls).where(where),
    db
      .select({ id: hauls.id })
      .from(hauls)
      .where(where)
      .orderBy(desc(hauls.updatedAt), desc(hauls.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    count: total?.count ?? 0,
    records: await findHaulRecords(
      db,
      ids.map((row) => row.id),
    ),
  };
};

/** Whether the shipper turned this driver down for this load before: they may not take it again. */
export const wasRejectedFrom = async (
  db: Database,
  { haulId, driverUserId }: { haulId: string; driverUserId: string },
): Promise<boolean> => {
  const rows = await db
    .select({ id: haulRejections.id })
    .from(haulRejections)
    .where(and(eq(haulRejections.haulId, haulId), eq(haulRejections.driverUserId, driverUserId)))
    .limit(1);
  return rows.length > 0;
};
