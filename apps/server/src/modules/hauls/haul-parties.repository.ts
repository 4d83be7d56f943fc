import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bids, haulLocations, hauls, reviews, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { type BidRecord, isStanding } from './haul-bids.repository';

/** Where the driver last reported the load to be (delivery's tracking writes these), or null. */
export const findLatestHaulLocation = async (db: Database, haulId: string) => {
  const [row] = await db
    .select({ lon: haulLocations.lon, lat: haulLocations.lat, createdAt: haulLocations.createdAt })
    .from(haulLocations)
    .where(eq(haulLocations.haulId, haulId))
    .orderBy(desc(haulLocations.createdAt), desc(haulLocations.id))
    .limit(1);
  return row ?? null;
};

/** The review `authorUserId` left on the haul, if any: the load's view says whether the viewer has reviewed it. */
export const findReviewBy = async (
  db: Database,
  { haulId, authorUserId }: { haulId: string; authorUserId: string },
) => {
  const [row] = await db
    .select({ stars: reviews.stars, comment: reviews.comment, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.haulId, haulId), eq(reviews.authorUserId, authorUserId)))
    .limit(1);
  return row ?? null;
};

const holders = alias(users, 'holders');
const bidders = alias(users, 'bidders');

/**
 * The drivers' side of a haul in one read: how many bids still count at `now`, the active bid of `bidderId` (with
 * the bidder's public name) and the public name of `holderId`, each left out when not asked for (null).
 */
export const findHaulPartyRows = async (
  db: Database,
  { haulId, now, bidderId, holderId }: { haulId: string; now: Date; bidderId: string | null; holderId: string | null },
): Promise<{
  bidCount: number;
  myBid: BidRecord | null;
  holder: { id: string; name: string; createdAt: Date } | null;
}> => {
  const [row] = await db
    .select({
      bidCount: sql<number>`(select count(*)::int from ${bids} where ${and(eq(bids.haulId, haulId), isStanding(now))})`,
      bid: bids,
      bidder: { id: bidders.id, name: bidders.name, createdAt: bidders.createdAt },
      holder: { id: holders.id, name: holders.name, createdAt: holders.createdAt },
    })
    .from(hauls)
    .leftJoin(
      bids,
      bidderId
        ? and(eq(bids.haulId, hauls.id), eq(bids.driverUserId, bidderId), eq(bids.status, 'active'))
        : sql`false`,
    )
    .leftJoin(bidders, eq(bidders.id, bids.driverUserId))
    .leftJoin(holders, holderId ? eq(holders.id, holderId) : sql`false`)
    .where(eq(hauls.id, haulId))
    .limit(1);
  if (!row) return { bidCount: 0, myBid: null, holder: null };
  return {
    bidCount: row.bidCount,
    myBid: row.bid && row.bidder ? { bid: row.bid, driver: row.bidder } : null,
    holder: row.holder,
  };
};
