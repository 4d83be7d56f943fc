import type { Driver } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { toDriverView } from './driver-view';
import {
  type DriverRow,
  findDriverById,
  findDriverByUser,
  findDriverRecordOfUser,
  loadDriverRecord,
} from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { settleRenewal } from './subscription-renewal';

const NO_SUCH_DRIVER = 'No such driver profile.';

/** The Driver response, after ending a plan whose renewal fell due. */
export const readDriver = async (ctx: DriversContext, row: DriverRow): Promise<Driver> =>
  toDriverView(await settleRenewal(ctx, await loadDriverRecord(ctx.db, row)));

/** The user's own profile for User.driver, or null when they never started one. */
export const readDriverOfUser = async (ctx: DriversContext, userId: string): Promise<Driver | null> => {
  // One read for the profile and all its parts: the profile route answers in two queries with the auth hook's.
  const record = await findDriverRecordOfUser(ctx.db, userId);
  return record ? toDriverView(await settleRenewal(ctx, record)) : null;
};

/** Owner and staff see a profile; anyone else is told it does not exist (decision 003). */
export const loadViewableDriver = async (ctx: DriversContext, user: UserRow, driverId: string): Promise<DriverRow> => {
  const row = await findDriverById(ctx.db, driverId);
  if (!row || (row.userId !== user.id && !user.isStaff)) throw new AppError('not_found', NO_SUCH_DRIVER);
  return row;
};

/** Only the owner changes a profile; staff, who may see it, are told why not, anyone else gets 404. */
export const loadOwnDriver = async (ctx: DriversContext, user: UserRow, driverId: string): Promise<DriverRow> => {
  const row = await loadViewableDriver(ctx, user, driverId);
  if (row.userId !== user.id) throw new AppError('forbidden', 'Only the driver can change their profile.');
  return row;
};

/** The caller's own profile, for calls that do not name one. */
export const loadCallersDriver = async (ctx: DriversContext, user: UserRow): Promise<DriverRow> => {
  const row = await findDriverByUser(ctx.db, user.id);
  if (!row) throw new AppError('not_found', 'Start your driver profile first.');
  return row;
};
