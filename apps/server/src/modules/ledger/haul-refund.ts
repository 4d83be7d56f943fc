import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordRefund } from './ledger';

/**
 * Refunds a haul's escrow in full (cancellation, or a refund staff decide) and marks it on the haul's card payments,
 * oldest first, each up to what it charged. Run it in the transaction that cancels the haul so both commit together;
 * the ledger's event key makes a second call refund nothing.
 */
export const refundHaul = async (
  tx: Database,
  { haulId }: { haulId: string },
): Promise<{ refundedCadCents: number }> => {
  const { refundedCadCents } = await recordRefund(tx, { haulId });
  let left = refundedCadCents;
  if (left === 0) return { refundedCadCents };
  const refundable = await tx
    .select({ id: payments.id, amount: payments.amountCadCents, refunded: payments.refundedCadCents })
    .from(payments)
    .where(
      and(
        eq(payments.haulId, haulId),
        eq(payments.purpose, 'haul'),
        eq(payments.status, 'succeeded'),
        gt(payments.amountCadCents, payments.refundedCadCents),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update');
  for (const payment of refundable) {
    if (left === 0) break;
    const share = Math.min(left, payment.amount - payment.refunded);
    await tx
      .update(payments)
      .set({ refundedCadCents: sql`${payments.refundedCadCents} + ${share}` })
      .where(eq(payments.id, payment.id));
    left -= share;
  }
  return { refundedCadCents };
};
