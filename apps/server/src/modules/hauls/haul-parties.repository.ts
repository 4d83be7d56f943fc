import { and, desc, eq } from 'drizzle-orm';
import { haulLocations, reviews } from '../../db/schema';
import type { Database } from '../../platform/db/database';

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
