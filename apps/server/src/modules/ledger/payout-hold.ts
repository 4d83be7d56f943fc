import {
  type DeliveredMoney,
  type DisputeRefundSplit,
  type LedgerEntryPlan,
  ledgerEventKeys,
  splitDisputeRefund,
} from '@freight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payouts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { markCardRefundsOwed } from './haul-refund';
import { postLedgerTransaction } from './ledger';

/**
 * A delivered load's driver payout held while its shipper's problem report is open, then released or (partly)
 * refunded (issue 23 part 4; docs/decisions/020-disputes.md). Holding moves the payout from the driver's payable to
 * the load's `payout_held` account and marks the payouts row `held`, which the payout runner does not pay; every move
 * locks the payouts row first, so a hold racing the runner, or two staff deciding at once, move the money once.
 */

type PayoutRow = typeof payouts.$inferSelect;

const heldAccount = (haulId: string) => ({ kind: 'payout_held', ownerId: haulId }) as const;
const payableAccount = (driverUserId: string) => ({ kind: 'driver_payable', ownerId: driverUserId }) as const;

const lockPayout = async (tx: Database, haulId: string): Promise<PayoutRow | null> => {
  const [row] = await tx.select().from(payouts).where(eq(payouts.haulId, haulId)).for('update');
  return row ?? null;
};

export type PayoutHoldOutcome = 'held' | 'already_paid' | 'no_payout';

/**
 * Holds the load's payout for the dispute: `held` when it was waiting (scheduled, or failed for bank details),
 * `already_paid` when it left before (the row lock waits for a runner paying it right now, so the answer is what
 * happened), `no_payout` when the driver was owed nothing.
 */
export const holdPayout = async (
  tx: Database,
  { haulId, disputeId }: { haulId: string; disputeId: string },
): Promise<PayoutHoldOutcome> => {
  const payout = await lockPayout(tx, haulId);
  if (!payout || payout.status === 'cancelled') return 'no_payout';
  if (payout.status === 'paid') return 'already_paid';
  if (payout.status === 'held') return 'held';
  await postLedgerTransaction(tx, {
    kind: 'payout_hold',
    eventKey: ledgerEventKeys.payoutHold(disputeId),
    haulId,
    entries: [
      { account: payableAccount(payout.driverUserId), amountCents: -payout.amountCents },
      { account: heldAccount(haulId), amountCents: payout.amountCents },
    ],
  });
  await tx.update(payouts).set({ status: 'held', failure: null }).where(eq(payouts.id, payout.id));
  return 'held';
};

/** Staff release: the held payout goes back to the driver's payable and is paid by the next run. False: not held. */
export const releaseHeldPayout = async (
  tx: Database,
  { haulId, disputeId }: { haulId: string; disputeId: string },
): Promise<boolean> => {
  const payout = await lockPayout(tx, haulId);
  if (payout?.status !== 'held') return false;
  await postLedgerTransaction(tx, {
    kind: 'payout_release',
    eventKey: ledgerEventKeys.payoutRelease(disputeId),
    haulId,
    entries: [
      { account: heldAccount(haulId), amountCents: -payout.amountCents },
      { account: payableAccount(payout.driverUserId), amountCents: payout.amountCents },
    ],
  });
  await tx.update(payouts).set({ status: 'scheduled' }).where(eq(payouts.id, payout.id));
  return true;
};

/** The load's payout, fee and tax as its completion moved them (CAD cents); null when it was never completed. */
export const deliveredMoneyOf = async (tx: Database, haulId: string): Promise<DeliveredMoney | null> => {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.eventKey, ledgerEventKeys.completion(haulId)),
        inArray(ledgerAccounts.kind, ['driver_payable', 'platform_revenue', 'sales_tax_payable']),
      ),
    );
  if (rows.length === 0) return null;
  const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  return { payoutCents: sum('driver_payable'), feeCents: sum('platform_revenue'), taxCents: sum('sales_tax_payable') };
};

export type DisputeRefund = DisputeRefundSplit & { eventKey: string };

/**
 * Staff refund of a held load, as one ledger transaction: the split's share of the held payout, the platform's fee
 * and the sales tax go to refund_clearing (owed to the shipper's cards, marked on the payments like any refund), and
 * what is left of the held payout goes back to the driver's payable; the payouts row is cut to that (cancelled at 0)
 * and scheduled again. Null when the payout is not held (already decided, or never held).
 */
export const refundHeldPayout = async (
  tx: Database,
  { haulId, disputeId, freightCents }: { haulId: string; disputeId: string; freightCents: number | 'all' },
): Promise<DisputeRefund | null> => {
  const payout = await lockPayout(tx, haulId);
  const money = await deliveredMoneyOf(tx, haulId);
  if (payout?.status !== 'held' || !money) return null;
  const split = splitDisputeRefund(money, freightCents === 'all' ? money.payoutCents + money.feeCents : freightCents);
  const kept = payout.amountCents - split.fromPayoutCents;
  const entries: LedgerEntryPlan[] = [
    { account: heldAccount(haulId), amountCents: -payout.amountCents },
    { account: { kind: 'refund_clearing', ownerId: null }, amountCents: split.totalCents },
  ];
  if (kept > 0) entries.push({ account: payableAccount(payout.driverUserId), amountCents: kept });
  if (split.fromFeeCents > 0)
    entries.push({ account: { kind: 'platform_revenue', ownerId: null }, amountCents: -split.fromFeeCents });
  if (split.taxCents > 0)
    entries.push({ account: { kind: 'sales_tax_payable', ownerId: null }, amountCents: -split.taxCents });
  const eventKey = ledgerEventKeys.disputeRefund(haulId, disputeId);
  const moved = await postLedgerTransaction(tx, { kind: 'refund', eventKey, haulId, entries });
  if (!moved) return null;
  await tx
    .update(payouts)
    .set({ amountCents: kept, status: kept > 0 ? 'scheduled' : 'cancelled' })
    .where(eq(payouts.id, payout.id));
  await markCardRefundsOwed(tx, { haulId, eventKey, cadCents: split.totalCents });
  return { ...split, eventKey };
};
