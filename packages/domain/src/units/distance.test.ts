import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kmToMi, MI_PER_KM, miToKm } from './distance';

const distancesKm = fc.double({ min: 0, max: 50_000, noNaN: true });

describe('kmToMi and miToKm', () => {
  it.each([
    [0, 0],
    [1, 0.621371],
    [2070, 1286.238],
    [100, 62.1371],
  ])('converts %f km to about %f mi and back', (distanceKm, distanceMi) => {
    expect(kmToMi(distanceKm)).toBeCloseTo(distanceMi, 3);
    expect(miToKm(distanceMi)).toBeCloseTo(distanceKm, 3);
  });

  it('uses the spec constant of 0.621371 mi per km', () => {
    expect(MI_PER_KM).toBe(0.621371);
  });

  it('round-trips kilometres through miles within floating-point error', () => {
    fc.assert(
      fc.property(distancesKm, (distanceKm) => {
        expect(miToKm(kmToMi(distanceKm))).toBeCloseTo(distanceKm, 6);
      }),
    );
  });

  it('is monotonic and never turns a distance negative', () => {
    fc.assert(
      fc.property(distancesKm, distancesKm, (a, b) => {
        const [nearer, farther] = a <= b ? [a, b] : [b, a];
        expect(kmToMi(nearer)).toBeGreaterThanOrEqual(0);
        expect(kmToMi(nearer)).toBeLessThanOrEqual(kmToMi(farther));
        expect(miToKm(nearer)).toBeLessThanOrEqual(miToKm(farther));
      }),
    );
  });
});
