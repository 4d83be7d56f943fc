/** A non-negative rational number held exactly as numerator / denominator, both BigInt. */
export type ExactRatio = { numerator: bigint; denominator: bigint };

// Plain or exponent notation, as a rate arrives on the wire ("1.3650") or as String(number) writes it ("1e-7").
const DECIMAL_PATTERN = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a non-negative decimal exactly: "1.3650" is 13650 / 10000; a number goes through its shortest round-trip
 * string, so 0.1 is 1 / 10, not the binary value nearest to it. Returns null for text that is not a plain
 * non-negative decimal, or for NaN, Infinity and negative numbers. Never throws.
 */
export const parseExactDecimal = (value: string | number): ExactRatio | null => {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return null;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  const digits = BigInt(`${whole}${fraction}`);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
};

/**
 * numerator / denominator rounded to a whole number, halves away from zero (2.5 -> 3, -2.5 -> -3), so a
 * conversion of -x is always minus the conversion of x. Throws RangeError when the denominator is not positive.
 */
export const divideRoundingHalfAwayFromZero = (numerator: bigint, denominator: bigint): bigint => {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
};
