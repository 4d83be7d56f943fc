import { isActionDone } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { findHaulRecord, type HaulRecord } from '../hauls';
import type { NoticesContext } from '../notices';
import { deliverNotice, type PendingNotice, recordNotice } from '../notices';
import type { PaymentRow } from './payments.repository';

/** The driver of a load just confirmed hears it is theirs (recorded in `tx`); the delivery code stays with the shipper. */
export const recordConfirmedDriverNotice = async (
  tx: Database,
  ctx: NoticesContext,
  record: HaulRecord,
): Promise<PendingNotice[]> => {
  const { haul, load } = record;
  if (!isActionDone('confirm', haul.status) || !haul.driverUserId) return [];
  return [
    await recordNotice(tx, ctx, {
      userId: haul.driverUserId,
      kind: 'driver_confirmed',
      data: { haul_id: haul.id, load: load.makeModel },
      link: `/job/${haul.id}`,
    }),
  ];
};

/**
 * A payment this request finished, recorded in its transaction `tx`: the payer gets an app notice and text (their
 * email is the transaction record, sent whatever their settings), and a load's driver hears they are confirmed.
 * Never the card.
 */
export const recordPaymentNotices = async (
  tx: Database,
  ctx: NoticesContext,
  payment: PaymentRow,
): Promise<PendingNotice[]> => {
  const amount = { amount: payment.amountMinor, currency: payment.currency };
  if (payment.purpose === 'subscription' || !payment.haulId) {
    return [
      await recordNotice(tx, ctx, {
        userId: payment.userId,
        kind: 'payment',
        data: { ...amount, plan_level: payment.subscriptionLevel ?? 0 },
        link: '/user/driver',
        email: false,
      }),
    ];
  }
  const record = await findHaulRecord(tx, payment.haulId);
  if (!record) return [];
  const paid = await recordNotice(tx, ctx, {
    userId: payment.userId,
    kind: 'payment',
    data: { ...amount, haul_id: record.haul.id, load: record.load.makeModel },
    link: `/job/${record.haul.id}`,
    email: false,
  });
  return [paid, ...(await recordConfirmedDriverNotice(tx, ctx, record))];
};

/** Sends the emails of notices whose transaction committed. */
export const deliverNotices = async (ctx: NoticesContext, pending: readonly PendingNotice[]): Promise<void> => {
  for (const notice of pending) await deliverNotice(ctx, notice);
};
