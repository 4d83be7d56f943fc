import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, getMinorDigits } from './currencies';
import { createMoney, formatDecimalAmount } from './money';
import { MoneySchema } from './money.schema';

describe('createMoney', () => {
  it('keeps a whole number of minor units', () => {
    expect(createMoney(123_456, 'cad')).toEqual({ amountCents: 123_456, currency: 'cad' });
    expect(createMoney(-1, 'jpy')).toEqual({ amountCents: -1, currency: 'jpy' });
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %f minor units', (amountCents) => {
    expect(() => createMoney(amountCents, 'usd')).toThrow(RangeError);
  });
});

describe('MoneySchema', () => {
  it('accepts integer minor units in a listed currency and refuses floats or unknown currencies', () => {
    expect(MoneySchema.safeParse({ amountCents: 100, currency: 'usd' }).success).toBe(true);
    expect(MoneySchema.safeParse({ amountCents: 1.5, currency: 'usd' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amountCents: 100, currency: 'USD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amountCents: 100, currency: 'xyz' }).success).toBe(false);
  });
});

describe('formatDecimalAmount', () => {
  it.each([
    [123_456, 'cad', '1234.56'],
    [5, 'usd', '0.05'],
    [-5, 'usd', '-0.05'],
    [-120, 'eur', '-1.20'],
    [0, 'cad', '0.00'],
    [1235, 'jpy', '1235'],
    [-7, 'krw', '-7'],
    [Number.MAX_SAFE_INTEGER, 'cad', '90071992547409.91'],
  ] as const)('writes %i minor units of %s as %j', (amountCents, currency, expected) => {
    expect(formatDecimalAmount({ amountCents, currency })).toBe(expected);
  });

  it('keeps every digit: removing the point gives back the minor units', () => {
    const money = fc.record({
      amountCents: fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      currency: fc.constantFrom(...CURRENCY_CODES),
    });
    fc.assert(
      fc.property(money, (value) => {
        const text = formatDecimalAmount(value);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(value.amountCents));
        expect(text.split('.')[1]?.length ?? 0).toBe(getMinorDigits(value.currency));
      }),
    );
  });
});
