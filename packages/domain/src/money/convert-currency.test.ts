import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CadExchangeRate, CadExchangeRateSchema, convertFromCad, convertToCad } from './convert-currency';
import { CURRENCY_CODES, type CurrencyCode, getMinorDigits } from './currencies';

const AS_OF = '2025-01-15';
const rateOf = (currency: CurrencyCode, cadPerUnit: string | number): CadExchangeRate => ({
  currency,
  cadPerUnit,
  asOf: AS_OF,
});

// Realistic rates: 0.0001 to 10000 CAD per unit, written with 4 to 6 decimals as the Valet API does.
const rates = fc
  .record({ currency: fc.constantFrom(...CURRENCY_CODES), decimals: fc.constantFrom(4, 5, 6) })
  .chain(({ currency, decimals }) =>
    fc
      .integer({ min: 10 ** (decimals - 4), max: 10 ** (decimals + 4) })
      .map((scaled) => rateOf(currency, (scaled / 10 ** decimals).toFixed(decimals))),
  );
const cadCents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
const minorUnits = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

/** What one minor unit of the rate's currency is worth in CAD cents (1 US cent at 1.365 is 1.365 CAD cents). */
const cadCentsPerMinorUnit = (rate: CadExchangeRate) =>
  (Number(rate.cadPerUnit) * 100) / 10 ** getMinorDigits(rate.currency);

describe('convertFromCad', () => {
  it.each([
    [136_500, rateOf('usd', '1.3650'), 100_000],
    [100, rateOf('usd', '1.3650'), 73],
    [9300, rateOf('jpy', '0.0093'), 10_000],
    [98, rateOf('krw', '0.00098'), 1000],
    [100_000, rateOf('eur', 1.5), 66_667],
    [1, rateOf('usd', '2'), 1],
    [-1, rateOf('usd', '2'), -1],
    [3, rateOf('usd', '2'), 2],
    [-3, rateOf('usd', '2'), -2],
    [0, rateOf('gbp', '1.7512'), 0],
    [12_345, rateOf('cad', '1'), 12_345],
  ] as const)('turns %i CAD cents at %o into %i minor units', (amount, rate, expected) => {
    expect(convertFromCad(amount, rate)).toEqual({ amountCents: expected, currency: rate.currency });
  });

  it.each([
    ['a fractional amount', 1.5, rateOf('usd', '1.365')],
    ['a zero rate', 100, rateOf('usd', '0')],
    ['a negative rate', 100, rateOf('usd', -1.365)],
    ['an unreadable rate', 100, rateOf('usd', '1,365')],
    ['a result beyond 2^53', Number.MAX_SAFE_INTEGER, rateOf('krw', '0.0001')],
  ])('refuses %s', (_case, amount, rate) => {
    expect(() => convertFromCad(amount, rate)).toThrow(RangeError);
  });

  it('reads a rate given as a number the same as its decimal string', () => {
    fc.assert(
      fc.property(cadCents, rates, (amount, rate) => {
        const asNumber = { ...rate, cadPerUnit: Number(rate.cadPerUnit) };
        expect(convertFromCad(amount, asNumber)).toEqual(convertFromCad(amount, rate));
      }),
    );
  });
});

describe('convertToCad', () => {
  it.each([
    [100_000, rateOf('usd', '1.3650'), 136_500],
    [1, rateOf('usd', '1.3650'), 1],
    [10_000, rateOf('jpy', '0.0093'), 9300],
    [1, rateOf('jpy', '0.0093'), 1],
    [-1, rateOf('jpy', '0.005'), -1],
    [1000, rateOf('krw', '0.00098'), 98],
  ] as const)('turns %i minor units at %o into %i CAD cents', (amount, rate, expected) => {
    expect(convertToCad({ amountCents: amount, currency: rate.currency }, rate)).toEqual({
      amountCents: expected,
      currency: 'cad',
    });
  });

  it('refuses money in another currency than the rate', () => {
    expect(() => convertToCad({ amountCents: 100, currency: 'eur' }, rateOf('usd', '1.365'))).toThrow(RangeError);
  });
});

describe('currency conversion properties', () => {
  it('comes back to CAD within half a minor unit of each currency, so within one per conversion', () => {
    fc.assert(
      fc.property(cadCents, rates, (amount, rate) => {
        const back = convertToCad(convertFromCad(amount, rate), rate).amountCents;
        const bound = 0.5 * cadCentsPerMinorUnit(rate) + 0.5;
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(bound * (1 + 1e-12));
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(cadCentsPerMinorUnit(rate) + 1);
      }),
    );
  });

  it('comes back to the foreign currency within half a minor unit of each currency', () => {
    fc.assert(
      fc.property(minorUnits, rates, (amount, rate) => {
        const money = { amountCents: amount, currency: rate.currency };
        const back = convertFromCad(convertToCad(money, rate).amountCents, rate).amountCents;
        const bound = 0.5 / cadCentsPerMinorUnit(rate) + 0.5;
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(bound * (1 + 1e-12));
      }),
    );
  });

  const ordered = (a: number, b: number) => (a <= b ? [a, b] : [b, a]) as [smaller: number, larger: number];

  it('never converts a larger CAD amount to a smaller foreign one', () => {
    fc.assert(
      fc.property(cadCents, cadCents, rates, (a, b, rate) => {
        const [smaller, larger] = ordered(a, b);
        expect(convertFromCad(smaller, rate).amountCents).toBeLessThanOrEqual(convertFromCad(larger, rate).amountCents);
      }),
    );
  });

  it('never converts a larger foreign amount to a smaller CAD one', () => {
    fc.assert(
      fc.property(minorUnits, minorUnits, rates, (a, b, rate) => {
        const [smaller, larger] = ordered(a, b);
        const toCad = (amountCents: number) => convertToCad({ amountCents, currency: rate.currency }, rate).amountCents;
        expect(toCad(smaller)).toBeLessThanOrEqual(toCad(larger));
      }),
    );
  });

  it('keeps non-negative amounts non-negative and treats a refund as the mirror of a charge', () => {
    fc.assert(
      fc.property(cadCents, rates, (amount, rate) => {
        const converted = convertFromCad(Math.abs(amount), rate).amountCents;
        expect(converted).toBeGreaterThanOrEqual(0);
        expect(convertFromCad(-Math.abs(amount), rate).amountCents).toBe(-converted || 0);
      }),
    );
  });

  it('accepts the generated rates as valid wire data', () => {
    fc.assert(
      fc.property(rates, (rate) => {
        expect(CadExchangeRateSchema.parse(rate)).toEqual(rate);
      }),
    );
  });
});

describe('CadExchangeRateSchema', () => {
  it.each([
    [{ currency: 'usd', cadPerUnit: '1.3650', asOf: AS_OF }, true],
    [{ currency: 'jpy', cadPerUnit: 0.0093, asOf: AS_OF }, true],
    [{ currency: 'usd', cadPerUnit: '0', asOf: AS_OF }, false],
    [{ currency: 'usd', cadPerUnit: '-1.3', asOf: AS_OF }, false],
    [{ currency: 'usd', cadPerUnit: 'n/a', asOf: AS_OF }, false],
    [{ currency: 'usd', cadPerUnit: '1.3650', asOf: '15/01/2025' }, false],
    [{ currency: 'USD', cadPerUnit: '1.3650', asOf: AS_OF }, false],
  ])('judges %o valid: %s', (rate, isValid) => {
    expect(CadExchangeRateSchema.safeParse(rate).success).toBe(isValid);
  });
});
