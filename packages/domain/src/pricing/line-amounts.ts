import type { QuoteLineCode } from './quote-lines';

/** Priced lines before rounding, in exact CAD cents; a missing code is 0. */
export type LineAmounts = Partial<Record<QuoteLineCode, number>>;

/**
 * A linear mix of two prices, line by line: `share` 0 is all `from`, 1 is all `to`. This is how a load at the edge of
 * one way of moving it takes on the price of the next, without a cliff.
 */
export const blendLines = (from: LineAmounts, to: LineAmounts, share: number): LineAmounts => {
  if (share <= 0) return from;
  if (share >= 1) return to;
  const codes = new Set([...Object.keys(from), ...Object.keys(to)] as QuoteLineCode[]);
  const mixed: LineAmounts = {};
  for (const code of codes) mixed[code] = (from[code] ?? 0) * (1 - share) + (to[code] ?? 0) * share;
  return mixed;
};
