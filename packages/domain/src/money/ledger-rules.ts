/**
 * The double-entry rules of the money ledger (DESIGN.md section 5), pure so the server and its tests share them.
 * Amounts are CAD cents. An entry's sign follows the table's convention: positive debits the account (money now held
 * there), negative credits it, so an account's balance is the plain sum of its entries and money coming in from
 * outside shows as a negative gateway_clearing balance.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'gateway_clearing',
  'haul_escrow',
  'driver_payable',
  'platform_revenue',
  'payout_clearing',
  'refund_clearing',
  /** GST/HST/QST a shipper paid on a haul, held with its escrow until delivery or a refund. */
  'haul_tax',
  /** Sales tax collected on delivered hauls, owed to the CRA and Revenu Québec. */
  'sales_tax_payable',
  /** A delivered haul's driver payout held while its shipper's problem report is open (issue 23 part 4). */
  'payout_held',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSACTION_KINDS = [
  'prepayment',
  'completion',
  'payout',
  'refund',
  'subscription',
  'payout_hold',
  'payout_release',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** An account: `ownerId` is the haul of an escrow, the driver's user id of a payable, null for platform accounts. */
export type LedgerAccountRef = { kind: LedgerAccountKind; ownerId: string | null };
export type LedgerEntryPlan = { account: LedgerAccountRef; amountCents: number };

const platform = (kind: LedgerAccountKind): LedgerAccountRef => ({ kind, ownerId: null });
const escrowOf = (haulId: string): LedgerAccountRef => ({ kind: 'haul_escrow', ownerId: haulId });
const payableOf = (driverUserId: string): LedgerAccountRef => ({ kind: 'driver_payable', ownerId: driverUserId });
const taxOf = (haulId: string): LedgerAccountRef => ({ kind: 'haul_tax', ownerId: haulId });

/** A zero or positive whole number of cents (a tax may be nothing: zero-rated freight), or a RangeError. */
const assertCentsOrZero = (name: string, cents: number): void => {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be whole cents >= 0, got ${cents}`);
};

/** A positive whole number of cents, or a RangeError naming the amount: money moves only in positive amounts. */
const assertPositiveCents = (name: string, cents: number): void => {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`${name} must be positive whole cents, got ${cents}`);
};

/**
 * Throws when `entries` do not sum to zero, hold a zero or fractional amount, or are empty: the invariant every ledger
 * transaction must keep before it is stored.
 */
export const assertBalanced = (entries: readonly LedgerEntryPlan[]): void => {
  if (entries.length === 0) throw new RangeError('a ledger transaction needs entries');
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new RangeError(`ledger entry amounts are non-zero whole cents, got ${entry.amountCents}`);
    }
  }
  const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) throw new RangeError(`ledger entries must sum to zero, got ${sum}`);
};

/**
 * The shipper's card payment arrives through the gateway: the freight (`amountCadCents`) is held in the haul's escrow
 * and the sales tax on it (`taxCadCents`, 0 when none) in the haul's tax account beside it, never mixed with what the
 * driver is paid from.
 */
export const prepaymentEntries = ({
  haulId,
  amountCadCents,
  taxCadCents = 0,
}: {
  haulId: string;
  amountCadCents: number;
  taxCadCents?: number;
}): LedgerEntryPlan[] => {
  assertPositiveCents('amountCadCents', amountCadCents);
  assertCentsOrZero('taxCadCents', taxCadCents);
  const entries: LedgerEntryPlan[] = [
    { account: platform('gateway_clearing'), amountCents: -(amountCadCents + taxCadCents) },
    { account: escrowOf(haulId), amountCents: amountCadCents },
  ];
  if (taxCadCents > 0) entries.push({ account: taxOf(haulId), amountCents: taxCadCents });
  return entries;
};

export type EscrowSplit = { payableCents: number; revenueCents: number };

/**
 * How a released escrow divides: the driver's transport rate, the platform keeping the rest. The driver's share is
 * capped at what escrow holds, because the ledger never pays out money that was never received; a negative or
 * fractional input is a RangeError.
 */
export const splitEscrow = ({
  escrowCents,
  transportRateCents,
}: {
  escrowCents: number;
  transportRateCents: number;
}): EscrowSplit => {
  if (!Number.isSafeInteger(escrowCents) || escrowCents < 0) throw new RangeError(`bad escrow ${escrowCents}`);
  if (!Number.isSafeInteger(transportRateCents) || transportRateCents < 0) {
    throw new RangeError(`bad transport rate ${transportRateCents}`);
  }
  const payableCents = Math.min(escrowCents, transportRateCents);
  return { payableCents, revenueCents: escrowCents - payableCents };
};

/**
 * Delivery releases the whole escrow: the split to the driver's payable and platform revenue, zero parts left out;
 * and the haul's tax (`taxCents`, what its tax account holds) becomes sales tax payable, none of it the driver's.
 */
export const completionEntries = ({
  haulId,
  driverUserId,
  split,
  taxCents = 0,
}: {
  haulId: string;
  driverUserId: string;
  split: EscrowSplit;
  taxCents?: number;
}): LedgerEntryPlan[] => {
  const released = split.payableCents + split.revenueCents;
  assertPositiveCents('released escrow', released);
  assertCentsOrZero('taxCents', taxCents);
  const entries: LedgerEntryPlan[] = [{ account: escrowOf(haulId), amountCents: -released }];
  if (split.payableCents > 0) entries.push({ account: payableOf(driverUserId), amountCents: split.payableCents });
  if (split.revenueCents > 0) entries.push({ account: platform('platform_revenue'), amountCents: split.revenueCents });
  if (taxCents > 0) {
    entries.push({ account: taxOf(haulId), amountCents: -taxCents });
    entries.push({ account: platform('sales_tax_payable'), amountCents: taxCents });
  }
  return entries;
};

/**
 * A refund sends everything the escrow holds (`amountCents`) and the tax held with it (`taxCents`) back to the
 * shipper's card: no service was supplied, so no tax is owed on it.
 */
export const refundEntries = ({
  haulId,
  amountCents,
  taxCents = 0,
}: {
  haulId: string;
  amountCents: number;
  taxCents?: number;
}): LedgerEntryPlan[] => {
  assertCentsOrZero('refund', amountCents);
  assertCentsOrZero('taxCents', taxCents);
  assertPositiveCents('refund with tax', amountCents + taxCents);
  const entries: LedgerEntryPlan[] = [];
  if (amountCents > 0) entries.push({ account: escrowOf(haulId), amountCents: -amountCents });
  if (taxCents > 0) entries.push({ account: taxOf(haulId), amountCents: -taxCents });
  entries.push({ account: platform('refund_clearing'), amountCents: amountCents + taxCents });
  return entries;
};

/** A payout pays the driver's payable to their bank. */
export const payoutEntries = ({ driverUserId, amountCents }: { driverUserId: string; amountCents: number }) => {
  assertPositiveCents('payout', amountCents);
  return [
    { account: payableOf(driverUserId), amountCents: -amountCents },
    { account: platform('payout_clearing'), amountCents },
  ] satisfies LedgerEntryPlan[];
};

/** A driver's paid plan: the card payment arrives through the gateway and is the platform's revenue at once. */
export const subscriptionEntries = ({ amountCadCents }: { amountCadCents: number }) => {
  assertPositiveCents('amountCadCents', amountCadCents);
  return [
    { account: platform('gateway_clearing'), amountCents: -amountCadCents },
    { account: platform('platform_revenue'), amountCents: amountCadCents },
  ] satisfies LedgerEntryPlan[];
};

/** Event keys: one ledger transaction per business event, so retries and concurrent duplicates move money once. */
export const ledgerEventKeys = {
  prepayment: (paymentId: string) => `prepayment:${paymentId}`,
  completion: (haulId: string) => `completion:${haulId}`,
  /**
   * A refund returns the escrow of one paid round of a haul. A cancelled haul can be resumed, paid and cancelled
   * again, so the key counts the haul's prepayments: a repeated refund of the same round finds its key taken.
   */
  refund: (haulId: string, prepaymentCount: number) => `refund:${haulId}:${prepaymentCount}`,
  payout: (payoutId: string) => `payout:${payoutId}`,
  /** Issue 23 part 4: a problem report holds the load's payout once, staff release it once. */
  payoutHold: (disputeId: string) => `payout_hold:${disputeId}`,
  payoutRelease: (disputeId: string) => `payout_release:${disputeId}`,
  /** A refund staff decide on a reported load: a refund like the others (`refund:` first), one per case. */
  disputeRefund: (haulId: string, disputeId: string) => `refund:${haulId}:dispute:${disputeId}`,
  subscription: (paymentId: string) => `subscription:${paymentId}`,
};

/** When a driver's payout falls due: `days` whole days after delivery. */
export const payoutDueAt = (deliveredAt: Date, days: number): Date =>
  new Date(deliveredAt.getTime() + days * 24 * 60 * 60 * 1000);
