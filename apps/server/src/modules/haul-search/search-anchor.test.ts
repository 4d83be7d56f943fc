import { greatCircleDistanceM, haulMatchesQuery, radiusBox } from '@freight/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf, cellsCovering, searchAnchor } from './search-anchor';

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

/** The point `metres` from `from` on the bearing `degrees` (the sphere's direct problem, the mean radius). */
const pointAway = (from: { lat: number; lon: number }, degrees: number, metres: number) => {
  const toRad = Math.PI / 180;
  const angle = metres / 6_371_008.8;
  const [lat1, lon1, bearing] = [from.lat * toRad, from.lon * toRad, degrees * toRad];
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / toRad, lon: ((((lon2 / toRad + 180) % 360) + 360) % 360) - 180 };
};

describe('searchAnchor of an origin radius', () => {
  it('reads the cell of every place within the radius, across the antimeridian too', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        lon,
        fc.constantFrom(50, 100, 250, 500, 1000),
        fc.double({ min: 0, max: 360, noNaN: true }),
        // Near the circle's edge, where a cell is left out or not.
        fc.double({ min: 0.9, max: 1, noNaN: true }),
        (centreLat, centreLon, km, bearing, share) => {
          const centre = { lat: centreLat, lon: centreLon };
          const anchor = searchAnchor({ origin_lat: centreLat, origin_lon: centreLon, origin_radius_km: km });
          if (anchor?.kind !== 'origin_cell') return;
          const place = pointAway(centre, bearing, share * km * 1000);
          if (greatCircleDistanceM(centre, place) > km * 1000) return;
          expect(anchor.cells).toContain(cellOf(place.lat, place.lon));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves out the cells of its box that hold no place within it', () => {
    // 250 km around Niagara Falls: a box of 15 cells, whose corners lie beyond the circle.
    const centre = { lat: 43.1, lon: -79.07 };
    const boxCells = cellsCovering([radiusBox(centre, 250_000)]) ?? [];
    const anchor = searchAnchor({ origin_lat: centre.lat, origin_lon: centre.lon, origin_radius_km: 250 });
    const cells = anchor?.kind === 'origin_cell' ? anchor.cells : [];
    expect(boxCells).toHaveLength(15);
    expect(cells.length).toBeLessThan(boxCells.length);
    expect(cells).toContain(cellOf(centre.lat, centre.lon));
    // A left-out cell's nearest corner to the centre is beyond the radius.
    for (const cell of boxCells.filter((boxCell) => !cells.includes(boxCell))) {
      const south = Math.floor(cell / 1000) * 2 - 90;
      const west = (cell % 1000) * 2 - 180;
      const corners = [south, south + 2].flatMap((cornerLat) =>
        [west, west + 2].map((cornerLon) => greatCircleDistanceM(centre, { lat: cornerLat, lon: cornerLon })),
      );
      expect(Math.min(...corners)).toBeGreaterThan(250_000);
    }
  });
});

type LatLon = { lat: number; lon: number };

const haulBetween = (origin: { lat: number; lon: number }, destination: { lat: number; lon: number }) => ({
  origin: { ...origin, region: null },
  destination: { ...destination, region: null },
  loadType: 'machinery',
  lengthM: 5,
  widthM: 2.5,
  heightM: 3,
  weightKg: 5000,
  transportRateCents: 100_000,
  routeDistanceM: 500_000,
  readyAt: null,
  publishedAt: new Date('2026-11-20T00:00:00Z'),
});

describe('searchAnchor of a trip', () => {
  it('reads the pair of cells of every load the corridor matches', () => {
    let matched = 0;
    // Places near the trip (a degree of jitter around a point of the straight lat/lon line), kept when they match.
    const nearTrip = fc.record({
      along: fc.double({ min: -0.1, max: 1.1, noNaN: true }),
      dLat: fc.double({ min: -1, max: 1, noNaN: true }),
      dLon: fc.double({ min: -1, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 60, noNaN: true }),
        fc.double({ min: -125, max: -65, noNaN: true }),
        fc.double({ min: 30, max: 60, noNaN: true }),
        fc.double({ min: -125, max: -65, noNaN: true }),
        fc.integer({ min: 10, max: 150 }),
        nearTrip,
        nearTrip,
        (fromLat, fromLon, toLat, toLon, corridorKm, pickup, dropOff) => {
          const query = {
            route_from_lat: fromLat,
            route_from_lon: fromLon,
            route_to_lat: toLat,
            route_to_lon: toLon,
            corridor_km: corridorKm,
          };
          const at = ({ along, dLat, dLon }: { along: number; dLat: number; dLon: number }) => ({
            lat: fromLat + along * (toLat - fromLat) + dLat,
            lon: fromLon + along * (toLon - fromLon) + dLon,
          });
          const origin = at(pickup);
          const destination = at(dropOff);
          const anchor = searchAnchor(query);
          if (!haulMatchesQuery(haulBetween(origin, destination), query)) return;
          matched += 1;
          if (anchor?.kind === 'cell_pair') {
            const pair = `${cellOf(origin.lat, origin.lon)}:${cellOf(destination.lat, destination.lon)}`;
            expect(anchor.pairs.map(([from, to]) => `${from}:${to}`)).toContain(pair);
          } else if (anchor?.kind === 'origin_cell') {
            expect(anchor.cells).toContain(cellOf(origin.lat, origin.lon));
          } else {
            // Too many cells for an anchor: the search walks the whole board.
            expect(anchor).toBeNull();
          }
        },
      ),
      // About one draw in ten matches: 1,000 draws keep the guard below clear of chance (500 draws fell under it once).
      { numRuns: 1000 },
    );
    // The places are drawn near the trip so that a good share of them match, or the property would say nothing.
    expect(matched).toBeGreaterThan(50);
  });

  it('puts both places of every load the corridor matches inside the boxes of its pair', () => {
    let matched = 0;
    const nearTrip = fc.record({
      along: fc.double({ min: -0.1, max: 1.1, noNaN: true }),
      dLat: fc.double({ min: -1, max: 1, noNaN: true }),
      dLon: fc.double({ min: -1, max: 1, noNaN: true }),
    });
    const inside = (box: { south: number; north: number; west: number; east: number }, place: LatLon) =>
      place.lat >= box.south && place.lat <= box.north && place.lon >= box.west && place.lon <= box.east;
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 60, noNaN: true }),
        fc.double({ min: -125, max: -65, noNaN: true }),
        fc.double({ min: 30, max: 60, noNaN: true }),
        fc.double({ min: -125, max: -65, noNaN: true }),
        fc.integer({ min: 10, max: 150 }),
        nearTrip,
        nearTrip,
        (fromLat, fromLon, toLat, toLon, corridorKm, pickup, dropOff) => {
          const query = {
            route_from_lat: fromLat,
            route_from_lon: fromLon,
            route_to_lat: toLat,
            route_to_lon: toLon,
            corridor_km: corridorKm,
          };
          const at = ({ along, dLat, dLon }: { along: number; dLat: number; dLon: number }) => ({
            lat: fromLat + along * (toLat - fromLat) + dLat,
            lon: fromLon + along * (toLon - fromLon) + dLon,
          });
          const origin = at(pickup);
          const destination = at(dropOff);
          if (!haulMatchesQuery(haulBetween(origin, destination), query)) return;
          const anchor = searchAnchor(query);
          if (anchor?.kind !== 'cell_pair') return;
          matched += 1;
          const index = anchor.pairs.findIndex(
            ([from, to]) => from === cellOf(origin.lat, origin.lon) && to === cellOf(destination.lat, destination.lon),
          );
          const [originBox, destinationBox] = anchor.boxes[index] ?? [];
          expect(originBox && inside(originBox, origin)).toBe(true);
          expect(destinationBox && inside(destinationBox, destination)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
    expect(matched).toBeGreaterThan(50);
  });

  it('reads a cell the corridor only grazes as the strip that it grazes', () => {
    // Northwest Missouri to Albany: New York City's cell lies within 80 km of the trip's end at its northern edge only.
    const albany = { lat: 42.65, lon: -73.75 };
    const newYork = { lat: 40.71, lon: -74.01 };
    const anchor = searchAnchor({
      route_from_lat: 40.35,
      route_from_lon: -94.87,
      route_to_lat: albany.lat,
      route_to_lon: albany.lon,
      corridor_km: 80,
    });
    expect(anchor?.kind).toBe('cell_pair');
    if (anchor?.kind !== 'cell_pair') return;
    const newYorkCell = cellOf(newYork.lat, newYork.lon);
    const grazed = anchor.boxes.filter((_, index) => anchor.pairs[index]?.[1] === newYorkCell);
    expect(grazed.length).toBeGreaterThan(0);
    for (const [, destinationBox] of grazed) expect(destinationBox.south).toBeGreaterThan(newYork.lat);
  });

  it('leaves out the pairs that run against the trip', () => {
    // Regina to Calgary: a load from Calgary back to Regina is in the corridor's cells but goes the wrong way.
    const anchor = searchAnchor({
      route_from_lat: 50.45,
      route_from_lon: -104.62,
      route_to_lat: 51.04,
      route_to_lon: -114.07,
      corridor_km: 50,
    });
    expect(anchor?.kind).toBe('cell_pair');
    const pairs = anchor?.kind === 'cell_pair' ? anchor.pairs.map(([from, to]) => `${from}:${to}`) : [];
    expect(pairs).toContain(`${cellOf(50.45, -104.62)}:${cellOf(51.04, -114.07)}`);
    expect(pairs).not.toContain(`${cellOf(51.04, -114.07)}:${cellOf(50.45, -104.62)}`);
  });

  it('pairs the cells of an origin radius with those of a destination radius', () => {
    const anchor = searchAnchor({
      origin_lat: 50.45,
      origin_lon: -104.62,
      origin_radius_km: 50,
      destination_lat: 49.9,
      destination_lon: -97.14,
      destination_radius_km: 50,
    });
    const regina = cellsCovering([radiusBox({ lat: 50.45, lon: -104.62 }, 50_000)]) ?? [];
    const winnipeg = cellsCovering([radiusBox({ lat: 49.9, lon: -97.14 }, 50_000)]) ?? [];
    expect(anchor?.kind).toBe('cell_pair');
    const pairs = anchor?.kind === 'cell_pair' ? anchor.pairs : [];
    expect(pairs).toHaveLength(regina.length * winnipeg.length);
    expect(pairs).toContainEqual([cellOf(50.45, -104.62), cellOf(49.9, -97.14)]);
  });
});
