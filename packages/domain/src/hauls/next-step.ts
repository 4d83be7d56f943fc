import { availableHaulActions, HAUL_STATUSES, type HaulAction, type HaulStatus } from './haul-status';

/** The two parties of a load, each of whom the load may be waiting on. */
export type HaulSide = 'shipper' | 'driver';

/**
 * The moves that keep a load going, per side, in the order the lifecycle takes them: the load stands still until
 * that side makes one (a draft is not posted, a driver who accepted is not booked until the shipper confirms and
 * pays, a paid load does not move until the driver picks it up and delivers). Reviews follow delivery and are asked
 * for, but nothing waits on them.
 */
const NEXT_STEPS = {
  shipper: ['publish', 'confirm', 'review'],
  driver: ['pick_up', 'complete', 'review'],
} as const satisfies Record<HaulSide, readonly HaulAction[]>;

/** The moves that keep a load going for `S`: the shipper's or the driver's. */
export type NextStep<S extends HaulSide = HaulSide> = (typeof NEXT_STEPS)[S][number];

/**
 * The one move `side` should make next on a load in `status`, read from the lifecycle table, or null when the load
 * waits on the other side or is done. `hasReviewed`: this side's review is already given (a review is given once).
 */
export const nextStepFor = <S extends HaulSide>({
  status,
  side,
  hasReviewed,
}: {
  status: HaulStatus;
  side: S;
  hasReviewed: boolean;
}): NextStep<S> | null => {
  const allowed = availableHaulActions(status, side);
  const steps: readonly NextStep<S>[] = NEXT_STEPS[side];
  return steps.find((step) => allowed.includes(step) && !(step === 'review' && hasReviewed)) ?? null;
};

/** Whether a load in `status` stands still until `side` acts (its review aside, which nothing waits on). */
export const awaitsSide = (status: HaulStatus, side: HaulSide): boolean =>
  nextStepFor({ status, side, hasReviewed: true }) !== null;

/** The statuses in which a load waits on `side`: what My Loads lists first as "needs your action". */
export const statusesAwaiting = (side: HaulSide): HaulStatus[] =>
  HAUL_STATUSES.filter((status) => awaitsSide(status, side));
