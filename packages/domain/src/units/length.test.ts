import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEET_PER_METRE,
  feetInchesToMetres,
  INCHES_PER_FOOT,
  metresCentimetresToMetres,
  metresToFeetInches,
  metresToMetresCentimetres,
} from './length';

const HALF_INCH_M = 0.5 / (FEET_PER_METRE * INCHES_PER_FOOT);
const HALF_CM_M = 0.005;
const FLOAT_SLACK = 1e-9;
const lengthsM = fc.double({ min: 0, max: 100_000, noNaN: true });
const totalInches = (lengthM: number) => {
  const { feet, inches } = metresToFeetInches(lengthM);
  return feet * INCHES_PER_FOOT + inches;
};

describe('metresToFeetInches', () => {
  it.each([
    [0, 0, 0],
    [3.76, 12, 4],
    [0.3048, 1, 0],
    [1.8, 5, 11],
    [1.82, 6, 0],
    [0.0254, 0, 1],
    [16.15, 53, 0],
  ])('shows %f m as %i ft %i in', (lengthM, feet, inches) => {
    expect(metresToFeetInches(lengthM)).toEqual({ feet, inches });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %f m', (lengthM) => {
    expect(() => metresToFeetInches(lengthM)).toThrow(RangeError);
  });

  it('always gives whole feet and 0..11 whole inches', () => {
    fc.assert(
      fc.property(lengthsM, (lengthM) => {
        const { feet, inches } = metresToFeetInches(lengthM);
        expect(Number.isInteger(feet) && feet >= 0).toBe(true);
        expect(Number.isInteger(inches) && inches >= 0 && inches <= 11).toBe(true);
      }),
    );
  });

  it('comes back within half an inch of the stored metres', () => {
    fc.assert(
      fc.property(lengthsM, (lengthM) => {
        const back = feetInchesToMetres(metresToFeetInches(lengthM));
        expect(Math.abs(back - lengthM)).toBeLessThanOrEqual(HALF_INCH_M + FLOAT_SLACK);
      }),
    );
  });

  it('never shows a longer length as fewer inches', () => {
    fc.assert(
      fc.property(lengthsM, lengthsM, (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(totalInches(shorter)).toBeLessThanOrEqual(totalInches(longer));
      }),
    );
  });
});

describe('feetInchesToMetres', () => {
  it.each([
    [{ feet: 12, inches: 4 }, 3.7592],
    [{ feet: 1, inches: 0 }, 0.3048],
    [{ feet: 0, inches: 30 }, 0.762],
    [{ feet: 0, inches: 0 }, 0],
  ])('stores %o as about %f m', (feetInches, lengthM) => {
    expect(feetInchesToMetres(feetInches)).toBeCloseTo(lengthM, 5);
  });

  it.each([
    { feet: -1, inches: 0 },
    { feet: 0, inches: -1 },
    { feet: Number.NaN, inches: 0 },
  ])('refuses %o', (fi) => {
    expect(() => feetInchesToMetres(fi)).toThrow(RangeError);
  });

  it('reads back any shown feet and inches exactly', () => {
    const shown = fc.record({ feet: fc.integer({ min: 0, max: 1_000_000 }), inches: fc.integer({ min: 0, max: 11 }) });
    fc.assert(
      fc.property(shown, (fi) => {
        expect(metresToFeetInches(feetInchesToMetres(fi))).toEqual(fi);
      }),
    );
  });
});

describe('metresToMetresCentimetres', () => {
  it.each([
    [0, 0, 0],
    [3.76, 3, 76],
    [1.999, 2, 0],
    [0.994, 0, 99],
    [0.995, 1, 0],
    [12.05, 12, 5],
  ])('shows %f m as %i m %i cm', (lengthM, metres, centimetres) => {
    expect(metresToMetresCentimetres(lengthM)).toEqual({ metres, centimetres });
  });

  it.each([-0.01, Number.NaN, Number.NEGATIVE_INFINITY])('refuses %f m', (lengthM) => {
    expect(() => metresToMetresCentimetres(lengthM)).toThrow(RangeError);
  });

  it('always gives whole metres and 0..99 whole centimetres, within half a centimetre', () => {
    fc.assert(
      fc.property(lengthsM, (lengthM) => {
        const split = metresToMetresCentimetres(lengthM);
        expect(Number.isInteger(split.metres) && split.metres >= 0).toBe(true);
        expect(Number.isInteger(split.centimetres) && split.centimetres >= 0 && split.centimetres <= 99).toBe(true);
        expect(Math.abs(metresCentimetresToMetres(split) - lengthM)).toBeLessThanOrEqual(HALF_CM_M + FLOAT_SLACK);
      }),
    );
  });

  it('is monotonic in the stored length', () => {
    const totalCm = (lengthM: number) => {
      const { metres, centimetres } = metresToMetresCentimetres(lengthM);
      return metres * 100 + centimetres;
    };
    fc.assert(
      fc.property(lengthsM, lengthsM, (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(totalCm(shorter)).toBeLessThanOrEqual(totalCm(longer));
      }),
    );
  });
});

describe('metresCentimetresToMetres', () => {
  it.each([
    [{ metres: 3, centimetres: 76 }, 3.76],
    [{ metres: 0, centimetres: 250 }, 2.5],
  ])('stores %o as %f m', (split, lengthM) => {
    expect(metresCentimetresToMetres(split)).toBeCloseTo(lengthM, 10);
  });

  it('refuses negative parts', () => {
    expect(() => metresCentimetresToMetres({ metres: 1, centimetres: -5 })).toThrow(RangeError);
  });

  it('reads back any shown metres and centimetres exactly', () => {
    const shown = fc.record({
      metres: fc.integer({ min: 0, max: 1_000_000 }),
      centimetres: fc.integer({ min: 0, max: 99 }),
    });
    fc.assert(
      fc.property(shown, (split) => {
        expect(metresToMetresCentimetres(metresCentimetresToMetres(split))).toEqual(split);
      }),
    );
  });
});
