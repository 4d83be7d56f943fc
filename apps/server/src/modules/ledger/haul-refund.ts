import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { ledgerTransactions, payments } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { cardRefundsMemo, type OwedCardRefund } from './card-refunds-owed';
import { recordRefund, refundEventKey } from './ledger';

/**
 * Refunds a haul's escrow in full (cancellation, or a refund staff decide) and marks it on the haul's card payments,
 * oldest first, each up to what it charged. Run it in the transaction that cancels the haul so both commit together;
 * the ledger's event key makes a second call refund nothing. What each card is owed is written on the refund's ledger
 * transaction in the same commit (its memo, an outbox): the card gateway is asked only after the commit
 * (payments/card-refunds.ts), so a slow gateway never holds the haul's locks and a crash loses no refund.
 */
export const refundHaul = async (
  tx: Database,
  { haulId }: { haulId: string },
): Promise<{ refundedCadCents: number }> => {
  const { refundedCadCents } = await recordRefund(tx, { haulId });
  if (refundedCadCents > 0) {
    await markCardRefundsOwed(tx, { haulId, eventKey: await refundEventKey(tx, haulId), cadCents: refundedCadCents });
  }
  return { refundedCadCents };
};

/**
 * Marks `cadCents` refunded on the haul's succeeded card payments, oldest first, each up to what it charged, and
 * writes what each card is owed on the refund's ledger transaction (`eventKey`), in the caller's transaction.
 */
export const markCardRefundsOwed = async (
  tx: Database,
  { haulId, eventKey, cadCents }: { haulId: string; eventKey: string; cadCents: number },
): Promise<void> => {
  let left = cadCents;
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
  const owed: OwedCardRefund[] = [];
  for (const payment of refundable) {
    if (left === 0) break;
    const share = Math.min(left, payment.amount - payment.refunded);
    await tx
      .update(payments)
      .set({ refundedCadCents: sql`${payments.refundedCadCents} + ${share}` })
      .where(eq(payments.id, payment.id));
    owed.push({ paymentId: payment.id, cadCents: share });
    left -= share;
  }
  if (owed.length > 0) {
    await tx
      .update(ledgerTransactions)
      .set({ memo: cardRefundsMemo(owed) })
      .where(eq(ledgerTransactions.eventKey, eventKey));
  }
};
