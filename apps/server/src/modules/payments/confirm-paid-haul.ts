import type { Database } from '../../platform/db/database';
import { type AppliedHaulAction, applyHaulAction } from '../hauls';
import { makeDeliveryCode } from './delivery-code';

/**
 * The one way a load is confirmed (the `confirm` rule): its prepayment is held, so the accepting driver is confirmed
 * and the load gets the delivery code the driver completes it with. Both the payment that succeeds
 * (finish-payment.ts) and `PUT /haul/{id}/confirm/` on an already prepaid load come here; refused when the load is no
 * longer accepted.
 */
export const confirmPaidHaul = (
  db: Database,
  { haulId, at }: { haulId: string; at: Date },
): Promise<AppliedHaulAction> =>
  applyHaulAction(db, {
    haulId,
    action: 'confirm',
    actor: 'shipper',
    changes: { confirmedAt: at, deliveryCode: makeDeliveryCode(), updatedAt: at },
  });
