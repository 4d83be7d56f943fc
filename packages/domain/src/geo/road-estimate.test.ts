import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleDistanceM } from './great-circle';
import {
  estimateDrivingDurationS,
  estimateRoadDistanceM,
  estimateRoadTrip,
  ROAD_CIRCUITY_FACTOR,
  URBAN_GRID_CIRCUITY_FACTOR,
} from './road-estimate';

const lat = fc.double({ min: 25, max: 70, noNaN: true });
const lon = fc.double({ min: -140, max: -52, noNaN: true });
const point = fc.record({ lat, lon });

describe('estimateRoadTrip', () => {
  it('is symmetric and zero for the same point', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(estimateRoadTrip(a, b)).toEqual(estimateRoadTrip(b, a));
        expect(estimateRoadTrip(a, a)).toEqual({ distanceM: 0, durationS: 0 });
      }),
    );
  });

  it('never gives a shorter road for a destination farther along the same meridian', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (start, a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const toNear = estimateRoadTrip(start, { lat: start.lat - near, lon: start.lon });
          const toFar = estimateRoadTrip(start, { lat: start.lat - far, lon: start.lon });
          expect(toFar.distanceM).toBeGreaterThanOrEqual(toNear.distanceM);
          expect(toFar.durationS).toBeGreaterThanOrEqual(toNear.durationS);
        },
      ),
    );
  });

  it('stays at or above the great-circle distance', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(estimateRoadTrip(a, b).distanceM).toBeGreaterThanOrEqual(greatCircleDistanceM(a, b));
      }),
    );
  });
});

describe('estimateRoadDistanceM', () => {
  it('uses the street-grid factor across town and the fitted factor between towns', () => {
    expect(estimateRoadDistanceM(100) / 100).toBeCloseTo(URBAN_GRID_CIRCUITY_FACTOR, 2);
    expect(estimateRoadDistanceM(500_000) / 500_000).toBeCloseTo(ROAD_CIRCUITY_FACTOR, 6);
  });

  it('never decreases as the great-circle distance grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        (a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          expect(estimateRoadDistanceM(long)).toBeGreaterThanOrEqual(estimateRoadDistanceM(short));
        },
      ),
    );
  });
});

describe('estimateDrivingDurationS', () => {
  it('drives slowly out of town and at highway speed beyond', () => {
    expect(estimateDrivingDurationS(5_000)).toBeCloseTo(600, 6); // 5 km at 30 km/h
    expect(estimateDrivingDurationS(30_000)).toBeCloseTo(600 + 1_500, 6); // then 25 km at 60 km/h
    expect(estimateDrivingDurationS(120_000) - estimateDrivingDurationS(30_000)).toBeCloseTo(3_600, 6); // 90 km/h
  });

  it('grows strictly with distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 6e6, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (d, more) => {
          expect(estimateDrivingDurationS(d + more)).toBeGreaterThan(estimateDrivingDurationS(d));
        },
      ),
    );
  });
});
