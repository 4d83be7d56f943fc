import { bidModeFor, HAUL_STATUS, type Haul, isHeldByDriver, isRemoved } from '@freight/domain';
import { holderIdOf } from './haul-holder';

/** Where a load a driver holds or bid on stands for that driver, and so what they do next. */
export type DrivingStep =
  | 'awaiting_confirmation'
  | 'pick_up'
  | 'deliver'
  | 'paid_soon'
  | 'offer_waiting'
  | 'backup'
  | 'offer_expired'
  | 'offer_declined'
  | 'withdrawn'
  | 'taken'
  | 'removed'
  | 'open';

type StepHaul = Pick<Haul, 'status' | 'driver' | 'my_bid'>;

const holderStep = (status: StepHaul['status']): DrivingStep | null => {
  switch (status) {
    case HAUL_STATUS.accepted:
      return 'awaiting_confirmation';
    case HAUL_STATUS.confirmed:
      return 'pick_up';
    case HAUL_STATUS.picked_up:
      return 'deliver';
    case HAUL_STATUS.completed:
      return 'paid_soon';
    case HAUL_STATUS.draft:
    case HAUL_STATUS.posted:
    case HAUL_STATUS.cancelled:
      return null;
    default:
      return status satisfies never;
  }
};

/**
 * The driver's next step on a load (spec 4): as its holder, the lifecycle after acceptance (the shipper confirms and
 * prepays, pick-up, delivery with the code, payout within 7 days); as a bidder, whether the offer still waits, is kept
 * as backup, ran out or was turned down.
 */
export const drivingStepOf = (haul: StepHaul, userId: string): DrivingStep => {
  if (isRemoved(haul.status)) return 'removed';
  const bid = haul.my_bid;
  // The shipper taking the driver's offer makes the driver the holder, whether or not `driver` says so yet.
  const isHolder = holderIdOf(haul) === userId || bid?.status === 'accepted';
  const asHolder = isHolder ? holderStep(haul.status) : null;
  if (asHolder) return asHolder;
  if (bid?.status === 'declined') return 'offer_declined';
  if (bid?.status === 'withdrawn') return 'withdrawn';
  if (bid?.status === 'active' && bid.expired) return 'offer_expired';
  // A standing bid is an offer the shipper may still take, or interest kept as backup once another driver holds it.
  const bidMode = bidModeFor(haul.status);
  if (bid?.status === 'active' && bidMode === 'offer') return 'offer_waiting';
  if (bid?.status === 'active' && bidMode === 'interest') return 'backup';
  return isHeldByDriver(haul.status) ? 'taken' : 'open';
};
