import { type Bidder, HAUL_STATUS } from '@freight/domain';
import { and, avg, count, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import { drivers, hauls, reviews, vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** What a shipper weighs a bidder by, beyond the name the bid already carries. */
export type BidderTrust = Omit<Bidder, 'id' | 'name' | 'member_since'>;

/** Reviews a driver received as the driver of the load (not those they got as a shipper). */
const ratings = (db: Database, userIds: string[]) =>
  db
    .select({ userId: reviews.subjectUserId, average: avg(reviews.stars), count: count() })
    .from(reviews)
    .innerJoin(hauls, and(eq(hauls.id, reviews.haulId), eq(hauls.driverUserId, reviews.subjectUserId)))
    .where(inArray(reviews.subjectUserId, userIds))
    .groupBy(reviews.subjectUserId);

const deliveries = (db: Database, userIds: string[]) =>
  db
    .select({ userId: hauls.driverUserId, count: count() })
    .from(hauls)
    .where(and(inArray(hauls.driverUserId, userIds), eq(hauls.status, HAUL_STATUS.completed)))
    .groupBy(hauls.driverUserId);

/**
 * Each driver's profile state, first vehicle (the one they registered first) and the latest expiry among vehicles
 * with insurance details given: vehicle columns only, never plates or policy numbers.
 */
const profiles = (db: Database, userIds: string[]) => {
  const insured = or(ne(vehicles.insuranceCompany, ''), ne(vehicles.insurancePolicyNumber, ''));
  const insuredUntil = db
    .select({ driverId: vehicles.driverId, until: max(vehicles.insuranceExpiry).as('until') })
    .from(vehicles)
    .where(insured)
    .groupBy(vehicles.driverId)
    .as('insured_until');
  return db
    .selectDistinctOn([drivers.userId], {
      userId: drivers.userId,
      profileState: drivers.profileState,
      insuredUntil: insuredUntil.until,
      vehicleType: vehicles.vehicleType,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
    })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.driverId, drivers.id))
    .leftJoin(insuredUntil, eq(insuredUntil.driverId, drivers.id))
    .where(inArray(drivers.userId, userIds))
    .orderBy(drivers.userId, sql`${vehicles.createdAt} nulls last`, vehicles.id);
};

type ProfileRow = Awaited<ReturnType<typeof profiles>>[number];

/**
 * Insurance is `verified` once staff approved the profile (they check it, spec 6) and a policy is in force on
 * `today` (YYYY-MM-DD, UTC); in force but not reviewed is `on_file`; a lapsed policy is `expired`.
 */
const insuranceOf = (profile: ProfileRow | undefined, today: string): Bidder['insurance'] => {
  if (!profile?.insuredUntil) return 'none';
  if (profile.insuredUntil < today) return 'expired';
  return profile.profileState === 'approved' ? 'verified' : 'on_file';
};

/**
 * The track record of every driver in `userIds`, in three set-wise queries whatever the number of bids (never one
 * query per bid). The average is rounded to one decimal, as the driver's profile page shows it.
 */
export const findBidderTrust = async (
  db: Database,
  { userIds, today }: { userIds: string[]; today: string },
): Promise<Map<string, BidderTrust>> => {
  const unique = [...new Set(userIds)];
  const trust = new Map<string, BidderTrust>();
  if (unique.length === 0) return trust;
  const [rated, delivered, profiled] = await Promise.all([
    ratings(db, unique),
    deliveries(db, unique),
    profiles(db, unique),
  ]);
  for (const userId of unique) {
    const rating = rated.find((row) => row.userId === userId);
    const profile = profiled.find((row) => row.userId === userId);
    trust.set(userId, {
      rating: {
        average: rating?.average == null ? null : Math.round(Number(rating.average) * 10) / 10,
        count: rating?.count ?? 0,
      },
      delivered_loads: delivered.find((row) => row.userId === userId)?.count ?? 0,
      vehicle: profile?.vehicleType
        ? {
            vehicle_type: profile.vehicleType,
            make: profile.make ?? '',
            model: profile.model ?? '',
            year: profile.year,
          }
        : null,
      insurance: insuranceOf(profile, today),
    });
  }
  return trust;
};
