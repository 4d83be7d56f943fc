/**
 * The rules of a shipper's problem report on a delivered load (issue 23 part 4; docs/decisions/020-disputes.md),
 * pure so the server, the web and their tests share them. Amounts are CAD cents.
 */

/** When the window to report a problem closes: `windowHours` after delivery. */
export const disputeWindowEnds = (deliveredAt: Date, windowHours: number): Date =>
  new Date(deliveredAt.getTime() + windowHours * 60 * 60 * 1000);

/** Whether a problem may still be reported at `now` (the window's last instant included). */
export const isWithinDisputeWindow = ({
  deliveredAt,
  windowHours,
  now,
}: {
  deliveredAt: Date;
  windowHours: number;
  now: Date;
}): boolean => now.getTime() <= disputeWindowEnds(deliveredAt, windowHours).getTime();

/** How the delivered load's money was split at completion (what the ledger's completion moved). */
export type DeliveredMoney = { payoutCents: number; feeCents: number; taxCents: number };

/** What a dispute refund takes back from each: the driver's held payout, the platform's fee, the sales tax. */
export type DisputeRefundSplit = {
  freightCents: number;
  fromPayoutCents: number;
  fromFeeCents: number;
  taxCents: number;
  /** What goes back to the shipper's card: the freight plus its tax. */
  totalCents: number;
};

const assertWholeCents = (name: string, cents: number) => {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be whole cents >= 0, got ${cents}`);
};

/**
 * Splits a refund of `freightCents` of the freight between the driver's payout and the platform's fee in proportion
 * to how completion split the freight, and gives back the sales tax in the same proportion (a credit note reduces
 * the tax owed by what it credits). A full refund (`freightCents` = payout + fee) takes all three back exactly; a
 * partial one rounds the driver's part to the nearest cent and the fee takes the rest, so neither goes below zero.
 * Throws a RangeError for an amount of nothing or more than the freight.
 */
export const splitDisputeRefund = (money: DeliveredMoney, freightCents: number): DisputeRefundSplit => {
  assertWholeCents('payoutCents', money.payoutCents);
  assertWholeCents('feeCents', money.feeCents);
  assertWholeCents('taxCents', money.taxCents);
  const freightPaid = money.payoutCents + money.feeCents;
  if (!Number.isSafeInteger(freightCents) || freightCents <= 0 || freightCents > freightPaid) {
    throw new RangeError(`a dispute refund is 1 to ${freightPaid} cents, got ${freightCents}`);
  }
  const fromPayoutCents = Math.round((freightCents * money.payoutCents) / freightPaid);
  const taxCents = Math.round((freightCents * money.taxCents) / freightPaid);
  return {
    freightCents,
    fromPayoutCents,
    fromFeeCents: freightCents - fromPayoutCents,
    taxCents,
    totalCents: freightCents + taxCents,
  };
};

/**
 * The tax lines of a credit note: each line of the invoice credited in proportion, the last line taking the rounding
 * so the lines add up to `taxCents` exactly.
 */
export const creditedTaxLines = <Line extends { amountCents: number }>(
  invoiceLines: readonly Line[],
  taxCents: number,
): Line[] => {
  const invoiced = invoiceLines.reduce((sum, line) => sum + line.amountCents, 0);
  if (invoiced === 0) return [];
  let left = taxCents;
  return invoiceLines.map((line, index) => {
    const amountCents = index === invoiceLines.length - 1 ? left : Math.round((line.amountCents * taxCents) / invoiced);
    left -= amountCents;
    return { ...line, amountCents };
  });
};
