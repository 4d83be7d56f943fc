import {
  assertBalanced,
  completionEntries,
  DRIVER_PAYOUT_DAYS,
  type LedgerEntryPlan,
  type LedgerTransactionKind,
  ledgerEventKeys,
  payoutDueAt,
  payoutEntries,
  prepaymentEntries,
  refundEntries,
  splitEscrow,
  subscriptionEntries,
} from '@freight/domain';
import { and, count, eq } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions, payouts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { ensureLedgerAccount, ledgerAccountBalance } from './ledger-accounts';

/**
 * The ledger's write side (DESIGN.md section 5). Every function takes the caller's transaction handle so the money
 * moves commit or roll back with the business change that caused them (a haul moving to completed, a payment row).
 * Each business event has one event key; the transaction row claims it with ON CONFLICT DO NOTHING, so a retry or a
 * concurrent duplicate (which waits on the unique index until the first commits) finds it taken and moves nothing.
 */

type Posting = { kind: LedgerTransactionKind; eventKey: string; haulId: string | null; entries: LedgerEntryPlan[] };

/** Stores one balanced transaction; false when its event key was already used (then nothing is written). */
export const postLedgerTransaction = async (
  tx: Database,
  { kind, eventKey, haulId, entries }: Posting,
): Promise<boolean> => {
  assertBalanced(entries);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind, eventKey, haulId })
    .onConflictDoNothing({ target: ledgerTransactions.eventKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) return false;
  const rows = [];
  for (const entry of entries) {
    rows.push({
      transactionId: created.id,
      accountId: await ensureLedgerAccount(tx, entry.account),
      amountCents: entry.amountCents,
    });
  }
  await tx.insert(ledgerEntries).values(rows);
  return true;
};

/**
 * Locks the haul's escrow account row and returns its balance. Completion and refund both read the escrow and then
 * move all of it; holding this lock until commit keeps a concurrent completion and refund from moving it twice.
 */
const lockEscrow = async (tx: Database, haulId: string): Promise<number> => {
  const account = { kind: 'haul_escrow', ownerId: haulId } as const;
  await ensureLedgerAccount(tx, account, { lock: true });
  return ledgerAccountBalance(tx, account);
};

/** The sales tax held for the haul; read under lockEscrow, which every move of it (prepay, complete, refund) takes. */
export const heldTax = (tx: Database, haulId: string): Promise<number> =>
  ledgerAccountBalance(tx, { kind: 'haul_tax', ownerId: haulId });

export const escrowBalance = (tx: Database, haulId: string): Promise<number> =>
  ledgerAccountBalance(tx, { kind: 'haul_escrow', ownerId: haulId });

export const payableBalance = (tx: Database, driverUserId: string): Promise<number> =>
  ledgerAccountBalance(tx, { kind: 'driver_payable', ownerId: driverUserId });

/**
 * A succeeded card payment for a haul: gateway_clearing -> the haul's escrow (the freight, `amountCadCents`) and its
 * tax account (the sales tax charged with it, `taxCadCents`).
 */
export const recordPrepayment = async (
  tx: Database,
  {
    haulId,
    paymentId,
    amountCadCents,
    taxCadCents = 0,
  }: { haulId: string; paymentId: string; amountCadCents: number; taxCadCents?: number },
): Promise<{ moved: boolean }> => {
  await lockEscrow(tx, haulId);
  const moved = await postLedgerTransaction(tx, {
    kind: 'prepayment',
    eventKey: ledgerEventKeys.prepayment(paymentId),
    haulId,
    entries: prepaymentEntries({ haulId, amountCadCents, taxCadCents }),
  });
  return { moved };
};

/**
 * A succeeded card payment for a driver's paid plan: gateway_clearing -> platform_revenue. A plan is the platform's
 * own sale (no escrow, no driver share), so it is revenue as soon as it is paid; the event key is the payment's.
 */
export const recordSubscriptionPayment = async (
  tx: Database,
  { paymentId, amountCadCents }: { paymentId: string; amountCadCents: number },
): Promise<{ moved: boolean }> => {
  const moved = await postLedgerTransaction(tx, {
    kind: 'subscription',
    eventKey: ledgerEventKeys.subscription(paymentId),
    haulId: null,
    entries: subscriptionEntries({ amountCadCents }),
  });
  return { moved };
};

/**
 * Delivery: the whole escrow goes to the driver's payable (the transport rate, capped at the escrow) and platform
 * revenue (the rest), the haul's held tax to sales tax payable, and the payout is scheduled DRIVER_PAYOUT_DAYS after `now`. With nothing in escrow nothing moves
 * and no payout is scheduled.
 */
export const recordCompletion = async (
  tx: Database,
  {
    haulId,
    driverUserId,
    transportRateCents,
    now,
  }: { haulId: string; driverUserId: string; transportRateCents: number; now: Date },
): Promise<{ moved: boolean }> => {
  const escrowCents = await lockEscrow(tx, haulId);
  if (escrowCents <= 0) return { moved: false };
  const split = splitEscrow({ escrowCents, transportRateCents });
  const taxCents = await heldTax(tx, haulId);
  const moved = await postLedgerTransaction(tx, {
    kind: 'completion',
    eventKey: ledgerEventKeys.completion(haulId),
    haulId,
    entries: completionEntries({ haulId, driverUserId, split, taxCents }),
  });
  if (moved && split.payableCents > 0) {
    await tx
      .insert(payouts)
      .values({ driverUserId, haulId, amountCents: split.payableCents, dueAt: payoutDueAt(now, DRIVER_PAYOUT_DAYS) })
      .onConflictDoNothing({ target: payouts.haulId });
  }
  return { moved };
};

/**
 * Cancellation or a staff refund before delivery: everything the escrow holds, and the tax held with it, goes back
 * to the shipper's card. The event key counts the haul's prepayments, so refunding the same paid round twice refunds
 * once; an empty escrow (never paid, already refunded, or released at delivery) refunds 0.
 */
export const recordRefund = async (
  tx: Database,
  { haulId }: { haulId: string },
): Promise<{ refundedCadCents: number }> => {
  const escrowCents = await lockEscrow(tx, haulId);
  const taxCents = await heldTax(tx, haulId);
  if (escrowCents <= 0 && taxCents <= 0) return { refundedCadCents: 0 };
  const moved = await postLedgerTransaction(tx, {
    kind: 'refund',
    eventKey: await refundEventKey(tx, haulId),
    haulId,
    entries: refundEntries({ haulId, amountCents: escrowCents, taxCents }),
  });
  // What the cards get back: the freight and the tax charged with it.
  return { refundedCadCents: moved ? escrowCents + taxCents : 0 };
};

/** The event key of the haul's refund of its current paid round (what `recordRefund` uses, and card refunds cite). */
export const refundEventKey = async (tx: Database, haulId: string): Promise<string> => {
  const [prepayments] = await tx
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.haulId, haulId), eq(ledgerTransactions.kind, 'prepayment')));
  return ledgerEventKeys.refund(haulId, prepayments?.n ?? 0);
};

/** A payout sent to the driver's bank: driver_payable -> payout_clearing, once per payouts row. */
export const recordPayout = async (
  tx: Database,
  {
    payoutId,
    haulId,
    driverUserId,
    amountCents,
  }: { payoutId: string; haulId: string; driverUserId: string; amountCents: number },
): Promise<{ moved: boolean }> => {
  const moved = await postLedgerTransaction(tx, {
    kind: 'payout',
    eventKey: ledgerEventKeys.payout(payoutId),
    haulId,
    entries: payoutEntries({ driverUserId, amountCents }),
  });
  return { moved };
};

/**
 * A refund the card gateway confirmed: refund_clearing -> gateway_clearing, so refund_clearing holds only what is
 * still owed to cards. `eventKey` is `card_refund:<paymentId>:<refund event>`, one per payment per refund; the
 * gateway's refund reference is kept as the memo. This transaction is the record that the refund was sent.
 */
export const recordCardRefund = async (
  tx: Database,
  {
    eventKey,
    haulId,
    amountCadCents,
    reference,
  }: { eventKey: string; haulId: string | null; amountCadCents: number; reference: string },
): Promise<{ moved: boolean }> => {
  const moved = await postLedgerTransaction(tx, {
    kind: 'refund',
    eventKey,
    haulId,
    entries: [
      { account: { kind: 'refund_clearing', ownerId: null }, amountCents: -amountCadCents },
      { account: { kind: 'gateway_clearing', ownerId: null }, amountCents: amountCadCents },
    ],
  });
  if (moved)
    await tx.update(ledgerTransactions).set({ memo: reference }).where(eq(ledgerTransactions.eventKey, eventKey));
  return { moved };
};
