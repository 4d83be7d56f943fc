import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundingHalfAwayFromZero, parseExactDecimal } from './exact-decimal';

describe('parseExactDecimal', () => {
  it.each([
    ['1.3650', 13_650n, 10_000n],
    ['2', 2n, 1n],
    ['0.0093', 93n, 10_000n],
    ['5.', 5n, 1n],
    [' 1.5 ', 15n, 10n],
    ['1.5e-7', 15n, 100_000_000n],
    ['2E3', 2000n, 1n],
    [0.1, 1n, 10n],
    [1.365, 1365n, 1000n],
    [1e-7, 1n, 10_000_000n],
    [0, 0n, 1n],
  ])('reads %j as %i / %i', (value, numerator, denominator) => {
    expect(parseExactDecimal(value)).toEqual({ numerator, denominator });
  });

  it.each(['', 'abc', '-1', '1,5', '.5', '1e', '1e999999', Number.NaN, -1, Number.POSITIVE_INFINITY])(
    'refuses %j',
    (value) => {
      expect(parseExactDecimal(value)).toBeNull();
    },
  );

  it('agrees with the number it was given', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1e12, noNaN: true }), (value) => {
        const ratio = parseExactDecimal(value);
        expect(ratio).not.toBeNull();
        if (!ratio) return;
        const quotient = Number(ratio.numerator) / Number(ratio.denominator);
        expect(Math.abs(quotient - value)).toBeLessThanOrEqual(value * 1e-15);
      }),
    );
  });
});

describe('divideRoundingHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 2n, 4n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [-5n, 3n, -2n],
    [0n, 7n, 0n],
  ])('rounds %i / %i to %i', (numerator, denominator, expected) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
    expect(() => divideRoundingHalfAwayFromZero(1n, -2n)).toThrow(RangeError);
  });

  it('lands within half of the exact quotient and is odd-symmetric', () => {
    const ints = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
    fc.assert(
      fc.property(ints, fc.bigInt({ min: 1n, max: 10n ** 12n }), (numerator, denominator) => {
        const rounded = divideRoundingHalfAwayFromZero(numerator, denominator);
        const error = rounded * denominator - numerator;
        expect(2n * (error < 0n ? -error : error) <= denominator).toBe(true);
        expect(divideRoundingHalfAwayFromZero(-numerator, denominator)).toBe(-rounded);
      }),
    );
  });
});
