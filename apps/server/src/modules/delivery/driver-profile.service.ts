import { DRIVER_TYPES, type HaulDriverProfile, haulHolderId, VEHICLE_TYPES } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { loadOwnHaul } from '../hauls';
import { profilePictureOf } from '../pictures';
import type { DeliveryContext } from './delivery-context';
import { findDriverForShipper, hasBidOn } from './driver-profile.repository';
import { driverReviewSummary } from './reviews.repository';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * `GET /haul/{id}/driver_profile/` (spec 4: the shipper sees the driver's details before confirming or rejecting;
 * the web's job/{haulId}/driver/profile/{driverId}). The driver holding the load, or with `driver` a driver who bid
 * on it. Only the shipper of that haul and staff; anyone else is told it does not exist.
 */
export const driverProfileForHaul = async (
  ctx: DeliveryContext,
  { user, haulId, driverUserId }: { user: UserRow; haulId: string; driverUserId?: string | undefined },
): Promise<HaulDriverProfile> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  const holder = haulHolderId(record.haul);
  const wanted = driverUserId ?? holder;
  if (!wanted) throw new AppError('not_found', 'No driver has accepted this load.');
  if (wanted !== holder && !(await hasBidOn(ctx.db, { haulId, driverUserId: wanted }))) {
    throw new AppError('not_found', 'This driver has not offered to take this load.');
  }
  const driver = await findDriverForShipper(ctx.db, wanted);
  if (!driver) throw new AppError('not_found', 'No such driver.');
  const reviews = await driverReviewSummary(ctx.db, wanted);
  return {
    id: driver.userId,
    name: driver.name,
    member_since: driver.memberSince.toISOString(),
    picture: profilePictureOf(driver.profilePictureId),
    driver_type: isOneOf(DRIVER_TYPES, driver.driverType) ? driver.driverType : 'nondriver',
    company_name: driver.companyName,
    exp_years: driver.expYears,
    exp_accidents: driver.expAccidents,
    exp_companies: driver.expCompanies,
    exp_qualifications: driver.expQualifications,
    vehicles: driver.vehicles.flatMap(({ vehicleType, make, model, year, color }) =>
      isOneOf(VEHICLE_TYPES, vehicleType) ? [{ vehicle_type: vehicleType, make, model, year, color }] : [],
    ),
    completed_loads: driver.completedLoads,
    reviews: {
      average: reviews.average === null ? null : Math.round(reviews.average * 10) / 10,
      count: reviews.count,
      recent: reviews.recent.map((review) => ({
        stars: review.stars,
        comment: review.comment,
        created: review.createdAt.toISOString(),
      })),
    },
  };
};
