import { HAUL_STATUS, searchGaps } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { driverStandingOf, requireSearchAccess } from '../drivers';
import { isDriverBlocked } from './driver-hauls.repository';
import { isShipperSide } from './haul-access';
import { findHaulRecord, type HaulRecord } from './hauls.repository';

/** Spec 8, the load-unavailable texts (not logged in is the guards' 401). */
export const UNAVAILABLE = {
  notFound: 'No such haul.',
  taken: 'This load was accepted by another driver.',
  removed: 'This load was removed by the shipper.',
} as const;

const notFound = () => new AppError('not_found', UNAVAILABLE.notFound);

/**
 * A load as far as a driver other than its holder may see it: posted loads (to accept, bid or decline) and accepted
 * ones (which take expressions of interest as backup, spec 4). A load gone further is another driver's (409
 * haul_taken), a deleted one was removed by the shipper (409 haul_removed), and drafts, unknown ids and loads of a
 * shipper who blocked the driver do not exist for them (404). Access rights are the caller's to check first.
 */
export const loadHaulAsDriver = async (db: Database, user: UserRow, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(db, haulId);
  if (!record) throw notFound();
  return seenByDriver(db, user, record);
};

const seenByDriver = async (db: Database, user: UserRow, record: HaulRecord): Promise<HaulRecord> => {
  const { haul } = record;
  if (haul.userId === user.id || haul.driverUserId === user.id) return record;
  if (await isDriverBlocked(db, { shipperUserId: haul.userId, driverUserId: user.id })) throw notFound();
  switch (haul.status) {
    case HAUL_STATUS.draft:
      throw notFound();
    case HAUL_STATUS.cancelled:
      // A load deleted before it was ever posted was never shown to drivers.
      if (!haul.publishedAt) throw notFound();
      throw new AppError('haul_removed', UNAVAILABLE.removed);
    case HAUL_STATUS.posted:
    case HAUL_STATUS.accepted:
      return record;
    case HAUL_STATUS.confirmed:
    case HAUL_STATUS.picked_up:
    case HAUL_STATUS.completed:
      throw new AppError('haul_taken', UNAVAILABLE.taken);
    default:
      return haul.status satisfies never;
  }
};

/**
 * `GET /haul/{id}/`: the shipper and staff see their load; the driver holding it sees it in every state; a driver
 * who may search sees what loadHaulAsDriver allows. Anyone else is told it does not exist.
 */
export const loadViewableHaul = async (db: Database, user: UserRow, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(db, haulId);
  if (!record) throw notFound();
  if (isShipperSide(user, record.haul) || record.haul.driverUserId === user.id) return record;
  const gaps = searchGaps(await driverStandingOf(db, user.id));
  if (gaps.includes('not_a_driver')) throw notFound();
  // A driver still missing something is told what (403 driver_not_approved), so the web can offer the fix.
  if (gaps.length > 0) await requireSearchAccess(db, user.id);
  return seenByDriver(db, user, record);
};
