import { and, avg, count, desc, eq } from 'drizzle-orm';
import { hauls, reviews, shipperBlockedDrivers, shipperPreferredDrivers, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type NewReview = { haulId: string; authorUserId: string; subjectUserId: string; stars: number; comment: string };

/** One review per author and haul (reviews_haul_author_key); null when the author already reviewed it. */
export const insertReview = async (db: Database, review: NewReview & { at: Date }) => {
  const { at, ...values } = review;
  const [row] = await db
    .insert(reviews)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing({ target: [reviews.haulId, reviews.authorUserId] })
    .returning();
  return row ?? null;
};

export const findAuthorName = async (db: Database, userId: string): Promise<string> => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
};

/**
 * The shipper's standing verdict on a driver after a review (spec 5): 1 star blocks them from the shipper's future
 * loads, 5 stars makes them preferred. The latest verdict wins, so a driver is never both.
 */
export const recordShipperVerdict = async (
  db: Database,
  { shipperUserId, driverUserId, stars, at }: { shipperUserId: string; driverUserId: string; stars: number; at: Date },
): Promise<void> => {
  const pair = { shipperUserId, driverUserId };
  const blocked = and(
    eq(shipperBlockedDrivers.shipperUserId, shipperUserId),
    eq(shipperBlockedDrivers.driverUserId, driverUserId),
  );
  const preferred = and(
    eq(shipperPreferredDrivers.shipperUserId, shipperUserId),
    eq(shipperPreferredDrivers.driverUserId, driverUserId),
  );
  if (stars === 1) {
    await db.delete(shipperPreferredDrivers).where(preferred);
    await db
      .insert(shipperBlockedDrivers)
      .values({ ...pair, createdAt: at })
      .onConflictDoNothing();
  } else if (stars === 5) {
    await db.delete(shipperBlockedDrivers).where(blocked);
    await db
      .insert(shipperPreferredDrivers)
      .values({ ...pair, createdAt: at })
      .onConflictDoNothing();
  }
};

/** Reviews a user received as the driver of a load (not those they received as a shipper). */
const receivedAsDriver = (driverUserId: string) =>
  and(eq(reviews.subjectUserId, driverUserId), eq(hauls.driverUserId, driverUserId), eq(hauls.id, reviews.haulId));

export const driverReviewSummary = async (db: Database, driverUserId: string, recentLimit = 5) => {
  const [[totals], recent] = await Promise.all([
    db
      .select({ average: avg(reviews.stars), count: count() })
      .from(reviews)
      .innerJoin(hauls, eq(hauls.id, reviews.haulId))
      .where(receivedAsDriver(driverUserId)),
    db
      .select({ stars: reviews.stars, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(hauls, eq(hauls.id, reviews.haulId))
      .where(receivedAsDriver(driverUserId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(recentLimit),
  ]);
  return {
    average: totals?.average == null ? null : Number(totals.average),
    count: totals?.count ?? 0,
    recent,
  };
};
