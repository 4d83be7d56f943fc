import type { QuoteLine } from './quote-lines';
import { PLATFORM_FEE_PERCENT } from './rates-table';

/** Spec 9: a 30 % boost (it raises the chance of finding a driver by about 50 %). */
export const DEFAULT_BOOST_PERCENT = 30;
export const MAX_BOOST_PERCENT = 100;

export type BoostedRate = { lines: QuoteLine[]; transportRateCents: number; shipperRateCents: number };

/**
 * The priced lines with a boost of `boostPercent` on what the driver earns: the boost is its own line, the platform
 * fee follows the boosted transport rate, and the lines still add up to the shipper rate. Applying a boost replaces
 * any earlier one (a boost of 0 removes it), so boosting twice never compounds.
 */
export const applyBoost = (lines: readonly QuoteLine[], boostPercent: number): BoostedRate => {
  const base = lines.filter((line) => line.code !== 'boost' && line.code !== 'platform_fee');
  const baseTransport = base.reduce((sum, line) => sum + line.amountCents, 0);
  // Whole dollars for the driver, as the quote itself.
  const transportRateCents = Math.ceil((baseTransport * (100 + boostPercent)) / 100 / 100) * 100;
  const boost = transportRateCents - baseTransport;
  const fee = Math.round((transportRateCents * PLATFORM_FEE_PERCENT) / 100);
  return {
    lines: [
      ...base,
      ...(boost > 0 ? [{ code: 'boost' as const, amountCents: boost }] : []),
      { code: 'platform_fee', amountCents: fee },
    ],
    transportRateCents,
    shipperRateCents: transportRateCents + fee,
  };
};
