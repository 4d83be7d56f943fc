import { availableHaulActions, type HaulStatus, isPrepaid, isRemoved, isTravelling } from '@freight/domain';
import type { JobViewer } from './driver-actions';

/** What the booking part of the job page offers one viewer: confirm or reject, delivery, reviews, money. */
export type BookingActions = {
  /** The shipper pays to confirm the accepting driver (confirmation and prepayment are one step, spec 4). */
  canConfirmAndPay: boolean;
  canRejectDriver: boolean;
  /** The delivery code, for the shipper's eyes only, while the load travels (spec 6). */
  showsDeliveryCode: boolean;
  canPickUp: boolean;
  canComplete: boolean;
  /** The driver may send where they are while they hold a confirmed load (spec 7: postLocation). */
  canShareLocation: boolean;
  /** Both sides review once after delivery (spec 4). */
  canReview: boolean;
  /** Paid, held, released, refunded and the payout: for the two parties and staff once money may have moved. */
  showsMoney: boolean;
};

/** Money moves from confirmation (prepayment) on; a cancelled load may have been refunded. */
const hasMoney = (status: HaulStatus): boolean => isPrepaid(status) || isRemoved(status);

/**
 * The lifecycle table in packages/domain decides which moves a side may make in a status; this adds who the viewer
 * is (only the shipper of the load, only the driver holding it) and what they did already (a review is given once).
 */
export const bookingActionsFor = ({
  status,
  viewer,
  hasReviewed,
}: {
  status: HaulStatus;
  viewer: JobViewer;
  hasReviewed: boolean;
}): BookingActions => {
  const isShipper = viewer === 'shipper';
  const isHolder = viewer === 'holder';
  const shipperMay = isShipper ? availableHaulActions(status, 'shipper') : [];
  const holderMay = isHolder ? availableHaulActions(status, 'driver') : [];
  return {
    canConfirmAndPay: shipperMay.includes('confirm'),
    canRejectDriver: shipperMay.includes('reject_driver'),
    showsDeliveryCode: isShipper && isTravelling(status),
    canPickUp: holderMay.includes('pick_up'),
    canComplete: holderMay.includes('complete'),
    canShareLocation: isHolder && isTravelling(status),
    canReview: (shipperMay.includes('review') || holderMay.includes('review')) && !hasReviewed,
    showsMoney: (isShipper || isHolder || viewer === 'staff') && hasMoney(status),
  };
};

/** Spec 5: one star keeps that driver off the shipper's future loads, five makes them a preferred driver. */
export const reviewEffectOf = (stars: number, viewer: JobViewer): 'blocks' | 'prefers' | null => {
  if (viewer !== 'shipper') return null;
  if (stars === 1) return 'blocks';
  return stars === 5 ? 'prefers' : null;
};
