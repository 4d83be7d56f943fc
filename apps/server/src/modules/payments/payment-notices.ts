import { findHaulRecord, type HaulRecord } from '../hauls/hauls.repository';
import type { NoticesContext } from '../notices/notices-context';
import { notify } from '../notices/notify';
import type { PaymentRow } from './payments.repository';

/** The driver of a load just confirmed hears it is theirs; the delivery code stays with the shipper. */
export const announceConfirmedDriver = async (ctx: NoticesContext, record: HaulRecord): Promise<void> => {
  const { haul, load } = record;
  if (haul.status !== 'confirmed' || !haul.driverUserId) return;
  await notify(ctx, {
    userId: haul.driverUserId,
    kind: 'driver_confirmed',
    data: { haul_id: haul.id, load: load.makeModel },
    link: `/job/${haul.id}`,
  });
};

/**
 * After a payment was finished by this request: the payer gets an app notice and text (their email is the
 * transaction record, sent whatever their settings), and a load's driver hears they are confirmed. Never the card.
 */
export const announcePayment = async (ctx: NoticesContext, payment: PaymentRow): Promise<void> => {
  const amount = { amount: payment.amountMinor, currency: payment.currency };
  if (payment.purpose === 'subscription' || !payment.haulId) {
    await notify(ctx, {
      userId: payment.userId,
      kind: 'payment',
      data: { ...amount, plan_level: payment.subscriptionLevel ?? 0 },
      link: '/user/driver',
      email: false,
    });
    return;
  }
  const record = await findHaulRecord(ctx.db, payment.haulId);
  if (!record) return;
  await notify(ctx, {
    userId: payment.userId,
    kind: 'payment',
    data: { ...amount, haul_id: record.haul.id, load: record.load.makeModel },
    link: `/job/${record.haul.id}`,
    email: false,
  });
  await announceConfirmedDriver(ctx, record);
};
