import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_M, type GeoPoint, greatCircleDistanceM } from '../geo/great-circle';
import { corridorFrame } from './corridor';
import { corridorBox, corridorBoxes, isInBox, radiusBox } from './search-bounds';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `distanceM` from `start` on the initial bearing `bearingDeg` (the sphere's direct problem). */
const travel = (start: GeoPoint, bearingDeg: number, distanceM: number): GeoPoint => {
  const delta = distanceM / EARTH_MEAN_RADIUS_M;
  const phi = rad(start.lat);
  const theta = rad(bearingDeg);
  const lat = Math.asin(Math.sin(phi) * Math.cos(delta) + Math.cos(phi) * Math.sin(delta) * Math.cos(theta));
  const lon =
    rad(start.lon) +
    Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(phi), Math.cos(delta) - Math.sin(phi) * Math.sin(lat));
  return { lat: deg(lat), lon: ((((deg(lon) + 180) % 360) + 360) % 360) - 180 };
};

/** The point a fraction `t` of the way along the great-circle segment (spherical interpolation). */
const along = (from: GeoPoint, to: GeoPoint, t: number): GeoPoint => {
  const frame = corridorFrame(from, to);
  if (!frame.ahead) return from;
  const angle = t * frame.lengthRad;
  const v = frame.start.map((s, i) => s * Math.cos(angle) + (frame.ahead?.[i] ?? 0) * Math.sin(angle));
  return { lat: deg(Math.asin(Math.max(-1, Math.min(1, v[2] ?? 0)))), lon: deg(Math.atan2(v[1] ?? 0, v[0] ?? 0)) };
};

const point = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});
const bearing = fc.double({ min: 0, max: 360, noNaN: true });

describe('radiusBox', () => {
  it('holds every point within the radius, across the antimeridian and near the poles', () => {
    fc.assert(
      fc.property(
        point,
        bearing,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        (center, b, share, km) => {
          const inside = travel(center, b, share * km * 1000);
          expect(isInBox(radiusBox(center, km * 1000), inside)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stays tight: 250 km around Regina spans about 4.5 degrees of latitude', () => {
    const box = radiusBox({ lat: 50.45, lon: -104.62 }, 250_000);
    expect(box.north - box.south).toBeCloseTo(4.5, 1);
    expect(box.lonRanges).toHaveLength(1);
  });

  it('splits at the antimeridian', () => {
    const box = radiusBox({ lat: 52, lon: 179.5 }, 100_000);
    expect(box.lonRanges).toHaveLength(2);
    expect(isInBox(box, { lat: 52, lon: -179.8 })).toBe(true);
    expect(isInBox(box, { lat: 52, lon: 0 })).toBe(false);
  });

  it('spans every longitude when the circle reaches a pole', () => {
    expect(radiusBox({ lat: 89, lon: 0 }, 200_000).lonRanges).toBeNull();
  });
});

describe('corridorBox', () => {
  it('holds every point within the corridor of the segment', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 0, max: 1, noNaN: true }),
        bearing,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 2000 }),
        (from, to, t, b, share, km) => {
          const onTrip = along(from, to, t);
          const inside = travel(onTrip, b, share * km * 1000);
          const box = corridorBox(corridorFrame(from, to), km * 1000);
          // The sampled point is within the corridor up to rounding; the box's margin covers that.
          expect(greatCircleDistanceM(onTrip, inside)).toBeLessThanOrEqual(km * 1000 + 1);
          expect(isInBox(box, inside)).toBe(true);
          expect(corridorBoxes(corridorFrame(from, to), km * 1000).some((piece) => isInBox(piece, inside))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('cuts a long diagonal trip into pieces whose boxes cover far less than one box would', () => {
    const frame = corridorFrame({ lat: 49.28, lon: -123.12 }, { lat: 29.76, lon: -95.37 });
    const area = (box: { south: number; north: number; lonRanges: [number, number][] | null }) =>
      (box.north - box.south) * (box.lonRanges ?? [[-180, 180]]).reduce((sum, [west, east]) => sum + east - west, 0);
    const pieces = corridorBoxes(frame, 80_000);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.reduce((sum, box) => sum + area(box), 0)).toBeLessThan(area(corridorBox(frame, 80_000)) / 4);
  });

  it('keeps a Calgary to Winnipeg corridor of 50 km to a narrow band of latitude', () => {
    const box = corridorBox(corridorFrame({ lat: 51.05, lon: -114.07 }, { lat: 49.9, lon: -97.14 }), 50_000);
    expect(box.south).toBeGreaterThan(49.4);
    // The great circle bulges north of both ends.
    expect(box.north).toBeGreaterThan(51.5);
    expect(box.north).toBeLessThan(52.3);
    expect(box.lonRanges).toEqual([[expect.closeTo(-114.8, 1), expect.closeTo(-96.4, 1)]]);
  });
});
