import { acceptGaps, type DriverGap, type DriverStanding, type SubscriptionLevel, searchGaps } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import { drivers, subscriptions } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';

export type DriverStandingRecord = DriverStanding & { driverId: string | null };

const NOT_A_DRIVER: DriverStandingRecord = {
  driverId: null,
  driverType: 'nondriver',
  profileState: 'incomplete',
  subscriptionLevel: 0,
};

/** The user's standing as a driver (spec 6), read in one query: profile state, driver type, level in force. */
export const driverStandingOf = async (db: Database, userId: string): Promise<DriverStandingRecord> => {
  const [row] = await db
    .select({
      driverId: drivers.id,
      driverType: drivers.driverType,
      profileState: drivers.profileState,
      level: subscriptions.level,
    })
    .from(drivers)
    .leftJoin(subscriptions, and(eq(subscriptions.driverId, drivers.id), eq(subscriptions.status, 'active')))
    .where(eq(drivers.userId, userId))
    .limit(1);
  if (!row) return NOT_A_DRIVER;
  return {
    driverId: row.driverId,
    driverType: row.driverType,
    profileState: row.profileState,
    subscriptionLevel: (row.level ?? 0) as SubscriptionLevel,
  };
};

/** The error a driver gets when something stands in the way; its code tells the web which fix to offer. */
const refusal = (gaps: DriverGap[], action: string) =>
  gaps.includes('not_a_driver')
    ? new AppError('not_a_driver', `Register as a driver to ${action}.`)
    : new AppError(
        'driver_not_approved',
        `Your driver profile must be approved, or you need a subscription, to ${action}.`,
      );

/** Spec 6: searching for loads needs an approved driver profile or a subscription. */
export const requireSearchAccess = async (db: Database, userId: string): Promise<DriverStandingRecord> => {
  const standing = await driverStandingOf(db, userId);
  const gaps = searchGaps(standing);
  if (gaps.length > 0) throw refusal(gaps, 'see posted loads');
  return standing;
};

/** Spec 5 and 6: accepting (and bidding) needs a driver with an approved profile or a full subscription. */
export const requireAcceptAccess = async (db: Database, userId: string): Promise<DriverStandingRecord> => {
  const standing = await driverStandingOf(db, userId);
  const gaps = acceptGaps(standing);
  if (gaps.length > 0) throw refusal(gaps, 'take loads');
  return standing;
};
