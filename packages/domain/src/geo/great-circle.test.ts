import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_M, type GeoPoint, greatCircleDistanceM, isValidGeoPoint } from './great-circle';

const point = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('greatCircleDistanceM', () => {
  it('measures one degree of latitude as 1/360 of the mean circumference', () => {
    expect(greatCircleDistanceM({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(
      (2 * Math.PI * EARTH_MEAN_RADIUS_M) / 360,
      3,
    );
  });

  it('puts Saskatoon about 235 km from Regina', () => {
    const saskatoon = { lat: 52.13238, lon: -106.66892 };
    const regina = { lat: 50.45008, lon: -104.6178 };
    expect(greatCircleDistanceM(saskatoon, regina) / 1000).toBeCloseTo(235.3, 0);
  });

  it('is symmetric, zero for the same point and never negative', () => {
    fc.assert(
      fc.property(point, point, (a: GeoPoint, b: GeoPoint) => {
        expect(greatCircleDistanceM(a, b)).toBe(greatCircleDistanceM(b, a));
        expect(greatCircleDistanceM(a, a)).toBe(0);
        expect(greatCircleDistanceM(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never exceeds half the circumference, antipodes included', () => {
    expect(greatCircleDistanceM({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * EARTH_MEAN_RADIUS_M,
      3,
    );
  });
});

describe('isValidGeoPoint', () => {
  it.each([
    [{ lat: 52.1, lon: -106.7 }, true],
    [{ lat: 90.01, lon: 0 }, false],
    [{ lat: 0, lon: -180.5 }, false],
    [{ lat: Number.NaN, lon: 0 }, false],
  ])('%o -> %s', (input, expected) => {
    expect(isValidGeoPoint(input)).toBe(expected);
  });
});
