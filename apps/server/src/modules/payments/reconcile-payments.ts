import { PAYMENT_NO_RESPONSE } from '@freight/domain';
import { releaseCharge } from './charge-lease';
import { finishSucceededPayment } from './finish-payment';
import { deliverNotices, recordPaymentNotices } from './payment-notices';
import { claimChargeLease, listStalePendingPayments, markPaymentFailed, type PaymentRow } from './payments.repository';
import type { PaymentsBaseContext } from './payments-context';

/** What asking the gateway about a pending payment did to it. */
export type LookupResult = 'succeeded' | 'failed' | 'unknown' | 'busy';

/**
 * Settles a pending payment nobody is charging by asking the gateway about its key (our payment id): charged means
 * it is finished as if the charge had just answered (ledger, load confirmed, or refunded when the load moved on);
 * not charged means it failed for want of an answer ("No response"). The payment's charge lease is taken for the
 * lookup, so a repeat of the payment (same key) or another lookup waits instead of racing it; `busy` when someone
 * holds the lease (a gateway call in flight), `unknown` when the gateway did not answer (left pending, asked again).
 */
export const settleByLookup = async (ctx: PaymentsBaseContext, payment: PaymentRow): Promise<LookupResult> => {
  const now = ctx.clock.now();
  if (!(await claimChargeLease(ctx.db, payment.id, now, new Date(now.getTime() + ctx.chargeLeaseMs)))) return 'busy';
  try {
    const found = await ctx.gateway.findCharge(payment.id);
    if (found.kind === 'no_response') return 'unknown';
    if (found.kind === 'not_charged') {
      await markPaymentFailed(ctx.db, payment.id, PAYMENT_NO_RESPONSE, ctx.clock.now());
      return 'failed';
    }
    const told = await finishSucceededPayment(ctx, payment, found, (tx) => recordPaymentNotices(tx, ctx, payment));
    if (told) await deliverNotices(ctx, told);
    return 'succeeded';
  } finally {
    await releaseCharge(ctx, payment.id);
  }
};

export type ReconcileRunResult = { succeeded: number; failed: number; unknown: number };

/**
 * One reconciliation round: every pending payment nobody is charging and older than `pendingLeaseMs` (time enough
 * for its payer to repeat it with the same key, and for a gateway's lookup to catch up) is settled by asking the
 * gateway. So a charge stranded by a crash between the gateway and our transaction is recorded (or refunded, when
 * its load was cancelled meanwhile) within minutes, and a payment the gateway never charged stops blocking its load.
 * One payment's failure is logged and the round goes on; what stays pending is asked again next round.
 */
export const reconcileStalePayments = async (ctx: PaymentsBaseContext): Promise<ReconcileRunResult> => {
  const result: ReconcileRunResult = { succeeded: 0, failed: 0, unknown: 0 };
  const now = ctx.clock.now();
  const stale = await listStalePendingPayments(ctx.db, {
    now,
    createdBefore: new Date(now.getTime() - ctx.pendingLeaseMs),
  });
  for (const payment of stale) {
    try {
      const settled = await settleByLookup(ctx, payment);
      if (settled === 'succeeded') result.succeeded += 1;
      else if (settled === 'failed') result.failed += 1;
      else if (settled === 'unknown') result.unknown += 1;
    } catch (error) {
      ctx.log.error({ err: error, paymentId: payment.id }, 'a pending payment could not be reconciled; retried later');
      result.unknown += 1;
    }
  }
  return result;
};
