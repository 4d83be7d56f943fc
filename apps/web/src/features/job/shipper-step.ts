import { HAUL_STATUS, type HaulStatus, nextStepFor } from '@freight/domain';

/** Where a load stands for its shipper, and so what the job page tells them to do next. */
export type ShipperStep =
  | 'finish'
  | 'awaiting_driver'
  | 'confirm_and_pay'
  | 'awaiting_pickup'
  | 'on_its_way'
  | 'review'
  | 'delivered';

/**
 * The shipper's step on a load: their own move when the load waits on them (packages/domain's nextStepFor, which
 * My Loads and the server's list order read too), otherwise what the load waits for; null once it is deleted.
 */
export const shipperStepOf = (status: HaulStatus, hasReviewed: boolean): ShipperStep | null => {
  const step = nextStepFor({ status, side: 'shipper', hasReviewed });
  if (step === 'publish') return 'finish';
  if (step === 'confirm') return 'confirm_and_pay';
  if (step === 'review') return 'review';
  switch (status) {
    case HAUL_STATUS.posted:
      return 'awaiting_driver';
    case HAUL_STATUS.confirmed:
      return 'awaiting_pickup';
    case HAUL_STATUS.picked_up:
      return 'on_its_way';
    case HAUL_STATUS.completed:
      return 'delivered';
    case HAUL_STATUS.draft:
    case HAUL_STATUS.accepted:
    case HAUL_STATUS.cancelled:
      return null;
    default:
      return status satisfies never;
  }
};
