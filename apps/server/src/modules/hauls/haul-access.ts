import { canTransition, type HaulAction, type HaulActor, type HaulStatus } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findHaulRecord, type HaulRecord } from './hauls.repository';

/** The load's shipper, or staff: the side that sees the whole haul (its price, its parties, its delivery code). */
export const isShipperSide = (user: Pick<UserRow, 'id' | 'isStaff'>, haul: { userId: string }): boolean =>
  haul.userId === user.id || user.isStaff;

/** The haul if `user` is its shipper or staff; anyone else is told it does not exist (no ids revealed). */
export const loadOwnHaul = async (db: Database, user: UserRow, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(db, haulId);
  if (!record || !isShipperSide(user, record.haul)) throw new AppError('not_found', 'No such haul.');
  return record;
};

export const actorFor = (user: UserRow, record: HaulRecord): HaulActor =>
  record.haul.userId === user.id ? 'shipper' : 'staff';

const ACTION_WORDS: Record<HaulAction, string> = {
  publish: 'posted',
  edit: 'changed',
  boost: 'boosted',
  accept: 'accepted',
  not_interested: 'declined',
  place_bid: 'bid on',
  accept_bid: 'given to a bidder',
  counter_bid: 'given a counter-offer',
  accept_counter: 'given to a driver at the counter-offer',
  reject_driver: 'turned back',
  confirm: 'confirmed',
  pick_up: 'picked up',
  complete: 'completed',
  review: 'reviewed',
  cancel: 'deleted',
  resume: 'resumed',
};

const STATUS_WORDS: Record<HaulStatus, string> = {
  draft: 'a draft',
  posted: 'posted',
  accepted: 'accepted by a driver',
  confirmed: 'confirmed with a driver',
  picked_up: 'on its way',
  completed: 'delivered',
  cancelled: 'deleted',
};

/**
 * The status `action` leads to from the haul's present one (DESIGN.md 4). An illegal move is a 409 saying why; an
 * action this kind of user may never take is a 403.
 */
export const nextStatus = (record: HaulRecord, action: HaulAction, actor: HaulActor): HaulStatus => {
  const result = canTransition({ status: record.haul.status, action, actor });
  if (result.ok) return result.next;
  if (result.reason === 'wrong_actor') throw new AppError('forbidden', 'Only the shipper of this load can do that.');
  throw new AppError(
    'haul_action_not_allowed',
    `This load is ${STATUS_WORDS[record.haul.status]}, so it cannot be ${ACTION_WORDS[action]}.`,
  );
};
