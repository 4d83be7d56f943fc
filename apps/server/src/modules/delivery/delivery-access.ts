import { haulHolderId } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findHaulRecord, type HaulRecord, isShipperSide } from '../hauls';

const NO_HAUL = 'No such haul.';

/**
 * The haul if `user` is the driver holding it. Its shipper and staff learn that only the driver may do this (403);
 * anyone else is told it does not exist (404), so a stranger learns nothing about who holds which load.
 */
export const loadHeldHaul = async (db: Database, user: UserRow, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(db, haulId);
  if (!record) throw new AppError('not_found', NO_HAUL);
  const { haul } = record;
  if (haulHolderId(haul) === user.id) return record;
  if (isShipperSide(user, haul)) {
    throw new AppError('forbidden', 'Only the driver of this load can do that.');
  }
  throw new AppError('not_found', NO_HAUL);
};

/** The haul if `user` is its shipper; staff are told only the shipper may do this, anyone else that it does not exist. */
export const loadShippersHaul = async (db: Database, user: UserRow, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(db, haulId);
  if (!record) throw new AppError('not_found', NO_HAUL);
  if (record.haul.userId === user.id) return record;
  if (user.isStaff) throw new AppError('forbidden', 'Only the shipper of this load can do that.');
  throw new AppError('not_found', NO_HAUL);
};
