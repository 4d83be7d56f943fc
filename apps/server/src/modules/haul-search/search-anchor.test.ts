import { radiusBox } from '@freight/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf, cellsCovering } from './search-anchor';

const lat = fc.double({ min: -89, max: 89, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true });

describe('cellsCovering', () => {
  it('holds the cell of every point within a radius box, across the antimeridian too', () => {
    fc.assert(
      fc.property(
        lat,
        lon,
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (centerLat, centerLon, km, u, v) => {
          const box = radiusBox({ lat: centerLat, lon: centerLon }, km * 1000);
          const cells = cellsCovering([box]);
          if (cells === null) return;
          const pointLat = box.south + u * (box.north - box.south);
          const [west, east] = (box.lonRanges ?? [[-180, 180]])[0] as [number, number];
          const pointLon = west + v * (east - west);
          expect(cells).toContain(cellOf(pointLat, pointLon));
          expect(cells).toContain(cellOf(box.north, east));
          expect(cells).toContain(cellOf(box.south, west));
        },
      ),
    );
  });

  it('gives up on an area of more than 120 cells, where walking the newest loads is as quick', () => {
    expect(cellsCovering([{ south: 40, north: 60, lonRanges: [[-130, -60]] }])).toBeNull();
    expect(cellsCovering([{ south: 49, north: 51, lonRanges: null }])).toBeNull();
    expect(cellsCovering([{ south: 49.5, north: 50.5, lonRanges: [[-105, -104.5]] }])).toEqual([
      cellOf(49.5, -105),
      cellOf(50.5, -105),
    ]);
  });
});
