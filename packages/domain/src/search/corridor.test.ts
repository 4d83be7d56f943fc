import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleDistanceM } from '../geo/great-circle';
import { corridorFrame, corridorPosition } from './corridor';

const CALGARY = { lat: 51.0447, lon: -114.0719 };
const WINNIPEG = { lat: 49.8951, lon: -97.1384 };
const REGINA = { lat: 50.4452, lon: -104.6189 };
const SASKATOON = { lat: 52.1332, lon: -106.67 };
const VANCOUVER = { lat: 49.2827, lon: -123.1207 };

const point = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('corridorPosition', () => {
  const frame = corridorFrame(CALGARY, WINNIPEG);

  it('puts the ends of the trip on it, at 0 and at its length', () => {
    expect(corridorPosition(frame, CALGARY)).toEqual({ offsetM: expect.closeTo(0, 3), alongRad: expect.closeTo(0, 9) });
    const end = corridorPosition(frame, WINNIPEG);
    expect(end.offsetM).toBeCloseTo(0, 3);
    expect(end.alongRad).toBeCloseTo(frame.lengthRad, 9);
    expect(frame.lengthRad * 6_371_008.8).toBeCloseTo(greatCircleDistanceM(CALGARY, WINNIPEG), 3);
  });

  it('finds Regina near the Calgary to Winnipeg line and Saskatoon farther off, both between the ends', () => {
    const regina = corridorPosition(frame, REGINA);
    const saskatoon = corridorPosition(frame, SASKATOON);
    expect(regina.offsetM / 1000).toBeLessThan(60);
    expect(saskatoon.offsetM / 1000).toBeGreaterThan(100);
    expect(regina.alongRad).toBeGreaterThan(saskatoon.alongRad);
    expect(regina.alongRad).toBeLessThan(frame.lengthRad);
  });

  it('measures a point behind the start from the start', () => {
    const vancouver = corridorPosition(frame, VANCOUVER);
    expect(vancouver.alongRad).toBeLessThan(0);
    expect(vancouver.offsetM).toBeCloseTo(greatCircleDistanceM(CALGARY, VANCOUVER), 3);
  });

  it('treats a trip that starts where it ends as its point', () => {
    const still = corridorFrame(REGINA, REGINA);
    expect(still.normal).toBeNull();
    expect(corridorPosition(still, SASKATOON)).toEqual({
      offsetM: greatCircleDistanceM(REGINA, SASKATOON),
      alongRad: 0,
    });
  });

  it('is never negative nor farther than the nearer end of the trip', () => {
    fc.assert(
      fc.property(point, point, point, (from, to, p) => {
        const position = corridorPosition(corridorFrame(from, to), p);
        const nearerEnd = Math.min(greatCircleDistanceM(from, p), greatCircleDistanceM(to, p));
        expect(position.offsetM).toBeLessThanOrEqual(nearerEnd + 1e-3);
        expect(position.offsetM).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });
});
