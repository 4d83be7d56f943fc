import { eq } from 'drizzle-orm';
import { hauls } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { startSubscription } from '../drivers';
import { recordPrepayment, recordSubscriptionPayment, refundHaul } from '../ledger';
import { sendCardRefundsAfterCommit } from './card-refunds';
import { confirmPaidHaul } from './confirm-paid-haul';
import { assignInvoiceNumber } from './invoice-number';
import type { ChargeSucceeded } from './payment-gateway';
import { findDriverIdOfUser, markPaymentSucceeded, type PaymentRow } from './payments.repository';
import type { PaymentsContext } from './payments-context';

type FinishContext = Pick<PaymentsContext, 'db' | 'clock' | 'log' | 'cardRefunds'>;

/**
 * Everything a successful charge means, in ONE transaction: the payment succeeded, and for a load the prepayment is
 * in its escrow and the driver is confirmed with a delivery code (this is `PUT /haul/{id}/confirm/`); for a plan the
 * level is granted and its price goes to the ledger as platform revenue. A crash before the commit leaves all of it
 * undone (the payment still pending), and the retry with the same key (or the reconciliation round) finishes it.
 * `tell` runs last in the same transaction (the transaction record email and the notices, so they commit with the
 * payment); its result when this call finished the payment, null when another request had already.
 *
 * A load that can no longer be confirmed (cancelled, or its driver turned back while the card was being charged or
 * while a crash left the charge unrecorded) gets its money back: the same transaction records the refund, and the
 * card refund is sent after the commit (card-refunds.ts), so a charge is never left on a load nobody will haul.
 */
export const finishSucceededPayment = async <T>(
  ctx: FinishContext,
  payment: PaymentRow,
  charge: ChargeSucceeded,
  tell: (tx: Database) => Promise<T>,
): Promise<T | null> => {
  let refunded = false;
  const told = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    if (!(await markPaymentSucceeded(tx, payment.id, { ...charge, at }))) return null;
    // In this transaction, so a payment that rolls back leaves no gap in the invoice numbers.
    await assignInvoiceNumber(tx, { paymentId: payment.id, at });
    if (payment.purpose === 'haul' && payment.haulId) {
      await recordPrepayment(tx, {
        haulId: payment.haulId,
        paymentId: payment.id,
        // The row's CAD amount is what the card paid: the freight for the escrow, the tax for the tax account.
        amountCadCents: payment.amountCadCents - payment.taxCadCents,
        taxCadCents: payment.taxCadCents,
      });
      const confirmed = await confirmPaidHaul(tx, { haulId: payment.haulId, at });
      if (!confirmed.ok) {
        const [haul] = await tx.select({ status: hauls.status }).from(hauls).where(eq(hauls.id, payment.haulId));
        ctx.log.warn(
          { paymentId: payment.id, haulId: payment.haulId, status: haul?.status },
          'paid load had moved; its money goes back to the card',
        );
        await refundHaul(tx, { haulId: payment.haulId });
        refunded = true;
      }
    }
    if (payment.purpose === 'subscription' && payment.subscriptionLevel) {
      const driverId = await findDriverIdOfUser(tx, payment.userId);
      if (driverId) {
        await startSubscription(tx, { driverId, level: payment.subscriptionLevel, at, grantedBy: null });
      }
      // Recorded even if the driver profile vanished meanwhile: the card was charged, so the money arrived.
      await recordSubscriptionPayment(tx, { paymentId: payment.id, amountCadCents: payment.amountCadCents });
    }
    return tell(tx);
  });
  // After the commit, never inside it: the card gateway may be slow. What is not sent now the card refund runner sends.
  if (refunded && payment.haulId) await sendCardRefundsAfterCommit(ctx.cardRefunds, payment.haulId);
  return told;
};
