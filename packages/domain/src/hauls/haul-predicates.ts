import { HAUL_RULES, HAUL_STATUS, type HaulAction, type HaulStatus } from './haul-status';

/**
 * Questions about a haul's status that the server and the web both ask, answered from the lifecycle table
 * (haul-status.ts) where the table already says it, so a rule changed there is changed everywhere.
 */

/** Whether a haul in `status` is where `action` may start (who may take it is `canTransition`'s question). */
export const statusAllows = (action: HaulAction, status: HaulStatus): boolean =>
  (HAUL_RULES[action].from as readonly HaulStatus[]).includes(status);

/**
 * Whether `action` has already happened: the haul is in the status the action leads to. Answers repeated clicks
 * (a second pick-up, a second confirm) without a 409. Always false for actions that leave the status as it is.
 */
export const isActionDone = (action: HaulAction, status: HaulStatus): boolean => HAUL_RULES[action].to === status;

/** Still a draft (or a saved quote): never shown to drivers, and the only status the post flow saves details into. */
export const isDraft = (status: HaulStatus): boolean => status === HAUL_STATUS.draft;

/** On offer to drivers: search lists it, alerts go out for it, anyone may still take it or bid. */
export const isPosted = (status: HaulStatus): boolean => status === HAUL_STATUS.posted;

/** Deleted by the shipper or staff (the `cancel` action): drivers are told it was removed, not that it was taken. */
export const isRemoved = (status: HaulStatus): boolean => isActionDone('cancel', status);

/**
 * The statuses in which the haul's driver holds the load: from acceptance on, and still after completion or
 * cancellation (their chat, review and history stay theirs). A draft or a posted load has no holder, even when its
 * `driverUserId` is stale (a cancelled load resumed as a draft keeps the column, so the status decides, not the id).
 */
const HELD: readonly HaulStatus[] = ['accepted', 'confirmed', 'picked_up', 'completed', 'cancelled'];

export const isHeldByDriver = (status: HaulStatus): boolean => HELD.includes(status);

/** The driver's user id holding the load, or null while nobody does. */
export const haulHolderId = ({ status, driverUserId }: { status: HaulStatus; driverUserId: string | null }) =>
  isHeldByDriver(status) ? driverUserId : null;

/**
 * On its way: confirmed (prepaid, the driver may set off) until completed. The driver's location is shared and the
 * delivery code completes it in exactly these statuses, so this is the `complete` rule's `from`.
 */
export const isTravelling = (status: HaulStatus): boolean => statusAllows('complete', status);

/**
 * The shipper has paid for the load: confirmation and prepayment happen together (the `confirm` rule), so every
 * status from confirmed to completed has its prepayment held or paid out. A cancelled load was refunded.
 */
export const isPrepaid = (status: HaulStatus): boolean =>
  isActionDone('confirm', status) || isTravelling(status) || isActionDone('complete', status);

/**
 * What a driver's bid on a load in `status` is: an offer while the load is posted (the shipper may take it), an
 * expression of interest as backup once another driver accepted (spec 4), none otherwise.
 */
export const bidModeFor = (status: HaulStatus): 'offer' | 'interest' | null => {
  if (!statusAllows('place_bid', status)) return null;
  return statusAllows('accept_bid', status) ? 'offer' : 'interest';
};
