import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kgToLb, LB_PER_KG, lbToKg } from './weight';

const weightsKg = fc.double({ min: 0, max: 1_000_000, noNaN: true });

describe('kgToLb and lbToKg', () => {
  it.each([
    [0, 0],
    [1, 2.20462],
    [2000, 4409.24],
    [36_287, 79_999.05],
  ])('converts %f kg to about %f lb and back', (weightKg, weightLb) => {
    expect(kgToLb(weightKg)).toBeCloseTo(weightLb, 2);
    expect(lbToKg(weightLb)).toBeCloseTo(weightKg, 2);
  });

  it('uses the spec constant of 2.20462 lb per kg', () => {
    expect(LB_PER_KG).toBe(2.20462);
  });

  it('round-trips kilograms through pounds within floating-point error', () => {
    fc.assert(
      fc.property(weightsKg, (weightKg) => {
        expect(lbToKg(kgToLb(weightKg))).toBeCloseTo(weightKg, 6);
      }),
    );
  });

  it('is monotonic and never turns a weight negative', () => {
    fc.assert(
      fc.property(weightsKg, weightsKg, (a, b) => {
        const [lighter, heavier] = a <= b ? [a, b] : [b, a];
        expect(kgToLb(lighter)).toBeGreaterThanOrEqual(0);
        expect(kgToLb(lighter)).toBeLessThanOrEqual(kgToLb(heavier));
        expect(lbToKg(lighter)).toBeLessThanOrEqual(lbToKg(heavier));
      }),
    );
  });
});
