import { z } from 'zod';
import { getMinorDigits } from './currencies';
import { CurrencyCodeSchema } from './currency.schema';
import { divideRoundingHalfAwayFromZero, type ExactRatio, parseExactDecimal } from './exact-decimal';
import type { Money } from './money';

/**
 * A dated exchange rate against the Canadian dollar, in the direction the Bank of Canada Valet API publishes it:
 * `cadPerUnit` is how many CAD one whole unit of `currency` is worth. Series FXUSDCAD = 1.3650 on 2025-01-15 is
 * `{ currency: 'usd', cadPerUnit: '1.3650', asOf: '2025-01-15' }`; FXJPYCAD = 0.0093 means 1 yen = 0.0093 CAD.
 * Keep the wire's decimal string when there is one: it is read exactly, with no binary rounding.
 * `asOf` is the observation date (YYYY-MM-DD) and travels with any amount converted with it.
 */
export const CadExchangeRateSchema = z.object({
  currency: CurrencyCodeSchema,
  cadPerUnit: z.union([z.string(), z.number()]).refine((value) => {
    const ratio = parseExactDecimal(value);
    return ratio !== null && ratio.numerator > 0n;
  }, 'Expected a positive decimal number of CAD per unit.'),
  asOf: z.iso.date(),
});
export type CadExchangeRate = z.infer<typeof CadExchangeRateSchema>;

const CAD_CENTS_PER_CAD = 100n;

const readRate = (rate: CadExchangeRate): ExactRatio => {
  const ratio = parseExactDecimal(rate.cadPerUnit);
  if (!ratio || ratio.numerator <= 0n) {
    throw new RangeError(`cadPerUnit must be a positive decimal, got ${String(rate.cadPerUnit)}`);
  }
  return ratio;
};

const assertWholeMinorUnits = (amount: number, name: string): void => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${name} must be a safe integer, got ${amount}`);
};

const toSafeNumber = (amount: bigint): number => {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`converted amount ${amount} is beyond the safe integer range`);
  }
  return Number(amount);
};

/**
 * CAD cents (the quote base) to the rate's currency, in that currency's minor unit, computed exactly and rounded
 * once, halves away from zero: 136500 CAD cents at 1.3650 CAD per USD is 100000 US cents; at 0.0093 CAD per yen,
 * 9300 CAD cents is 10000 yen.
 * Throws RangeError when amountCadCents is not a safe integer, cadPerUnit is not a positive decimal, or the
 * result is beyond the safe integer range.
 */
export const convertFromCad = (amountCadCents: number, rate: CadExchangeRate): Money => {
  assertWholeMinorUnits(amountCadCents, 'amountCadCents');
  const { numerator, denominator } = readRate(rate);
  const minorPerUnit = 10n ** BigInt(getMinorDigits(rate.currency));
  // target minor = CAD cents / 100 / (numerator / denominator) * minorPerUnit
  const amountCents = divideRoundingHalfAwayFromZero(
    BigInt(amountCadCents) * denominator * minorPerUnit,
    CAD_CENTS_PER_CAD * numerator,
  );
  return { amountCents: toSafeNumber(amountCents), currency: rate.currency };
};

/**
 * Money in the rate's currency to CAD cents, computed exactly and rounded once, halves away from zero:
 * 100000 US cents at 1.3650 CAD per USD is 136500 CAD cents.
 * Throws RangeError when the money's currency is not the rate's, its amount is not a safe integer, cadPerUnit is
 * not a positive decimal, or the result is beyond the safe integer range.
 */
export const convertToCad = (money: Money, rate: CadExchangeRate): Money => {
  if (money.currency !== rate.currency) {
    throw new RangeError(`a ${rate.currency} rate cannot convert ${money.currency}`);
  }
  assertWholeMinorUnits(money.amountCents, 'amountCents');
  const { numerator, denominator } = readRate(rate);
  const minorPerUnit = 10n ** BigInt(getMinorDigits(rate.currency));
  // CAD cents = minor / minorPerUnit * (numerator / denominator) * 100
  const amountCadCents = divideRoundingHalfAwayFromZero(
    BigInt(money.amountCents) * numerator * CAD_CENTS_PER_CAD,
    minorPerUnit * denominator,
  );
  return { amountCents: toSafeNumber(amountCadCents), currency: 'cad' };
};
