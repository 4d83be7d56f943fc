import { type CurrencyCode, getMinorDigits } from './currencies';

/**
 * An amount of money as a whole number of the currency's minor unit: cents for CAD and USD, yen for JPY (which
 * has no minor unit). Never a float of dollars, so sums and ledgers stay exact. Its schema is MoneySchema
 * (money.schema.ts).
 */
export type Money = { amountCents: number; currency: CurrencyCode };

/**
 * Builds Money from a whole number of minor units (cents, or yen for JPY).
 * Throws RangeError when amountCents is not a safe integer (fractions, NaN, beyond 2^53 - 1).
 */
export const createMoney = (amountCents: number, currency: CurrencyCode): Money => {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`amountCents must be a safe integer, got ${amountCents}`);
  }
  return { amountCents, currency };
};

/**
 * The exact amount in major units as a plain decimal string with the currency's minor digits: 123456 cad is
 * "1234.56", -5 usd is "-0.05", 1235 jpy is "1235". For Intl (which formats decimal strings without rounding
 * through a float) and for payment or analytics payloads that want major units. Never throws.
 */
export const formatDecimalAmount = ({ amountCents, currency }: Money): string => {
  const digits = getMinorDigits(currency);
  const sign = amountCents < 0 ? '-' : '';
  const padded = Math.abs(amountCents)
    .toString()
    .padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${padded}`;
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
};
