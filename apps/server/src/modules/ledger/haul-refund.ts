import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments } from '../../db/schema';
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

/**
 * What a haul's refund (`refundHaul`, by its event key) gave back, read from its own entries: the freight out of the
 * haul's escrow and the tax held beside it, and when. Null for any other transaction. The credit note of a
 * cancellation is drawn from this, so it always says what the ledger moved.
 */
export const haulRefundOf = async (
  tx: Database,
  eventKey: string,
): Promise<{ haulId: string; freightCadCents: number; taxCadCents: number; at: Date } | null> => {
  const rows = await tx
    .select({
      haulId: ledgerTransactions.haulId,
      at: ledgerTransactions.createdAt,
      kind: ledgerAccounts.kind,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.eventKey, eventKey),
        eq(ledgerTransactions.kind, 'refund'),
        inArray(ledgerAccounts.kind, ['haul_escrow', 'haul_tax']),
      ),
    )
    .groupBy(ledgerTransactions.haulId, ledgerTransactions.createdAt, ledgerAccounts.kind);
  const first = rows[0];
  if (!first?.haulId) return null;
  // The refund credits (takes out of) both accounts, so their entries are negative.
  const outOf = (kind: string) => -(rows.find((row) => row.kind === kind)?.cents ?? 0);
  return { haulId: first.haulId, freightCadCents: outOf('haul_escrow'), taxCadCents: outOf('haul_tax'), at: first.at };
};
