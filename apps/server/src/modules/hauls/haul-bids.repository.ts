import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bids, hauls, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type BidRow = typeof bids.$inferSelect;
/** A bid with the public name of the driver who placed it: what every view of a bid needs. */
export type BidRecord = { bid: BidRow; driver: { id: string; name: string; createdAt: Date } };
export type NewBid = Omit<typeof bids.$inferInsert, 'id' | 'status' | 'decidedAt'>;

/** Still counts at `now`: active and not past its expiry (an expired bid stops counting, whatever its status). */
export const isStanding = (now: Date): SQL =>
  and(eq(bids.status, 'active'), or(isNull(bids.expiresAt), gt(bids.expiresAt, now))) as SQL;

const withDriver = (db: Database) =>
  db
    .select({ bid: bids, driver: { id: users.id, name: users.name, createdAt: users.createdAt } })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.driverUserId));

export const findBidRecord = async (db: Database, bidId: string): Promise<BidRecord | null> => {
  const [row] = await withDriver(db).where(eq(bids.id, bidId));
  return row ?? null;
};

/**
 * A load's bids, standing ones (active, unexpired) first, then newest first; only one driver's when `driverUserId`
 * is given.
 */
export const listHaulBids = async (
  db: Database,
  { haulId, driverUserId, now }: { haulId: string; driverUserId?: string; now: Date },
): Promise<BidRecord[]> =>
  withDriver(db)
    .where(and(eq(bids.haulId, haulId), driverUserId ? eq(bids.driverUserId, driverUserId) : undefined))
    .orderBy(desc(isStanding(now)), desc(bids.createdAt), desc(bids.id));

/** Withdraws the driver's active bid on a load, if any (a new bid replaces it; taking the load makes it moot). */
export const withdrawActiveBid = async (
  db: Database,
  { haulId, driverUserId, at }: { haulId: string; driverUserId: string; at: Date },
): Promise<void> => {
  await db
    .update(bids)
    .set({ status: 'withdrawn', decidedAt: at })
    .where(and(eq(bids.haulId, haulId), eq(bids.driverUserId, driverUserId), eq(bids.status, 'active')));
};

/**
 * The load's status and holder, share-locked until the transaction ends: a bid is then placed against the state it
 * was checked on, while the shipper's accept (which updates the haul first) waits or is waited for.
 */
export const lockHaulForBid = async (db: Database, haulId: string) => {
  const [row] = await db
    .select({ status: hauls.status, driverUserId: hauls.driverUserId })
    .from(hauls)
    .where(eq(hauls.id, haulId))
    .for('share');
  return row ?? null;
};

/**
 * Serialises one driver's bids on one load until the transaction ends, so two bids sent at once replace each other in
 * turn instead of both finding no earlier bid and colliding on bids_one_active_key.
 */
export const lockDriverBidsOn = async (
  db: Database,
  { haulId, driverUserId }: { haulId: string; driverUserId: string },
): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bid:${haulId}:${driverUserId}`}, 0))`);
};

export const insertBid = async (db: Database, bid: NewBid): Promise<string> => {
  const [row] = await db.insert(bids).values(bid).returning({ id: bids.id });
  if (!row) throw new Error('inserting a bid returned no row');
  return row.id;
};

/**
 * Moves a bid from active to `status` in one conditional UPDATE; with `standingAt`, only while it has not expired.
 * False when it was no longer active (withdrawn, accepted or expired meanwhile).
 */
export const decideBid = async (
  db: Database,
  {
    bidId,
    status,
    at,
    standingAt,
  }: { bidId: string; status: 'withdrawn' | 'accepted' | 'declined'; at: Date; standingAt?: Date },
): Promise<boolean> => {
  const rows = await db
    .update(bids)
    .set({ status, decidedAt: at })
    .where(and(eq(bids.id, bidId), standingAt ? isStanding(standingAt) : eq(bids.status, 'active')))
    .returning({ id: bids.id });
  return rows.length > 0;
};

/** A condition on hauls: the driver has an active bid on the load (for the driver's list). */
export const hasActiveBidOn = (driverUserId: string): SQL =>
  sql`exists (select 1 from ${bids} where ${bids.haulId} = ${hauls.id} and ${bids.driverUserId} = ${driverUserId} and ${bids.status} = 'active')`;
