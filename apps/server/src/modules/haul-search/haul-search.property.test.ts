import {
  greatCircleDistanceM,
  HAUL_SEARCH_SORTS,
  HaulSearchPageSchema,
  type HaulSearchQuery,
  HaulSearchQuerySchema,
  haulMatchesQuery,
  LOAD_TYPES,
  ratePerKm,
  type SearchableHaul,
  type VehicleLimits,
} from '@freight/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haulDeclines, shipperBlockedDrivers, vehicles } from '../../db/schema';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { insertSeedHauls, type SeedHaul } from './posted-haul-seeds';

/**
 * Search results equal a brute-force filter with `haulMatchesQuery` over the same random loads, for random queries
 * (every filter, the corridor included, every sort, every page): the SQL and the predicate may never disagree.
 */

/** Towns the random loads cluster around, so radii, regions and corridors catch some and miss others. */
const ANCHORS = [
  { lat: 50.4452, lon: -104.6189, region: 'SK' },
  { lat: 52.1332, lon: -106.67, region: 'SK' },
  { lat: 51.0447, lon: -114.0719, region: 'AB' },
  { lat: 53.5461, lon: -113.4938, region: 'AB' },
  { lat: 49.8951, lon: -97.1384, region: 'MB' },
  { lat: 49.8485, lon: -99.95, region: 'MB' },
  { lat: 43.6532, lon: -79.3832, region: 'ON' },
  { lat: 46.8772, lon: -96.7898, region: 'ND' },
  { lat: 45.7833, lon: -108.5007, region: 'MT' },
  { lat: 44.9778, lon: -93.265, region: 'MN' },
];
const anchor = fc.constantFrom(...ANCHORS);
/** Up to ~1.5 degrees from a town; sometimes without a region, as a geocoder miss would leave it. */
const place = fc
  .tuple(
    anchor,
    fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    fc.nat(9),
  )
  .map(([town, dLat, dLon, roll]) => ({
    lat: town.lat + dLat,
    lon: town.lon + dLon,
    region: roll === 0 ? null : town.region,
  }));
const at = (from: string, to: string) => fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true });

const seedHaul = fc.record({
  origin: place,
  destination: place,
  loadType: fc.constantFrom(...LOAD_TYPES),
  lengthM: fc.double({ min: 2, max: 16, noNaN: true }),
  widthM: fc.double({ min: 1.5, max: 4, noNaN: true }),
  heightM: fc.double({ min: 1, max: 4.5, noNaN: true }),
  weightKg: fc.integer({ min: 300, max: 30_000 }),
  transportRateCents: fc.option(fc.integer({ min: 20_000, max: 800_000 }), { freq: 6 }),
  routeDistanceM: fc.integer({ min: 20_000, max: 3_000_000 }),
  readyAt: fc.option(at('2026-11-25', '2026-12-31'), { freq: 5 }),
  // A few loads share a publication time, so the sorts' tie-breaks are exercised.
  publishedAt: fc.oneof(at('2026-11-01', '2026-11-24'), fc.constant(new Date('2026-11-10T12:00:00Z'))),
  fate: fc.constantFrom('plain', 'plain', 'plain', 'plain', 'plain', 'plain', 'own', 'declined', 'blocked', 'draft'),
});
type Generated = typeof seedHaul extends fc.Arbitrary<infer T> ? T : never;

const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const km = fc.oneof(fc.constantFrom(50, 100, 250, 500, 1000), fc.double({ min: 1, max: 2500, noNaN: true }));
const day = fc
  .integer({ min: 0, max: 45 })
  .map((offset) => new Date(Date.UTC(2026, 10, 20 + offset)).toISOString().slice(0, 10));
const near = (town: (typeof ANCHORS)[number], spread: number) =>
  fc
    .tuple(coordinate(-spread, spread), coordinate(-spread, spread))
    .map(([dLat, dLon]) => ({ lat: town.lat + dLat, lon: town.lon + dLon }));

const originFilter = fc
  .tuple(
    anchor.chain((town) => near(town, 2)),
    fc.option(km, { nil: undefined }),
    fc.subarray(['SK', 'AB', 'MB', 'MT']),
  )
  .map(([point, radius, regions]) => ({
    origin_lon: point.lon,
    origin_lat: point.lat,
    origin_radius_km: radius,
    // A driver's home search: around the base OR in their regions.
    ...(regions.length > 0 && { origin_regions: regions }),
  }));
const destinationFilter = fc.oneof(
  fc.record({ destination_regions: fc.subarray(['SK', 'AB', 'MB', 'ON', 'ND', 'MT', 'MN'], { minLength: 1 }) }),
  fc
    .tuple(
      anchor.chain((town) => near(town, 2)),
      km,
    )
    .map(([point, radius]) => ({
      destination_lon: point.lon,
      destination_lat: point.lat,
      destination_radius_km: radius,
    })),
  fc.tuple(fc.subarray(['SK', 'MB', 'MT'], { minLength: 1 }), anchor, km).map(([regions, town, radius]) => ({
    destination_regions: regions,
    destination_lon: town.lon,
    destination_lat: town.lat,
    destination_radius_km: radius,
  })),
);
const corridorFilter = fc
  .tuple(
    anchor.chain((town) => near(town, 1)),
    anchor.chain((town) => near(town, 1)),
    fc.option(km, { nil: undefined }),
  )
  .map(([from, to, corridor]) => ({
    route_from_lon: from.lon,
    route_from_lat: from.lat,
    route_to_lon: to.lon,
    route_to_lat: to.lat,
    corridor_km: corridor,
  }));
const bboxFilter = fc
  .tuple(coordinate(-125, -70), coordinate(40, 58), coordinate(1, 30), coordinate(1, 12))
  .map(([west, south, width, height]) => ({ bbox: [west, south, west + width, south + height] }));

/** A filter in about one query of four, so that combined queries still find loads. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });

const query = fc
  .record({
    origin: sometimes(originFilter),
    destination: sometimes(destinationFilter),
    pickup: sometimes(fc.tuple(fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }))),
    load_types: sometimes(fc.subarray([...LOAD_TYPES], { minLength: 2 })),
    fits_my_vehicles: sometimes(fc.constant(true)),
    max_weight_kg: sometimes(fc.integer({ min: 500, max: 30_000 })),
    max_length_m: sometimes(fc.double({ min: 2, max: 16, noNaN: true })),
    min_rate_per_km: sometimes(fc.oneof(fc.constantFrom(0, 1, 2), fc.double({ min: 0, max: 6, noNaN: true }))),
    bbox: sometimes(bboxFilter),
    corridor: sometimes(corridorFilter),
    sort: fc.constantFrom(...HAUL_SEARCH_SORTS),
    page_size: fc.constantFrom(7, 20, 100),
  })
  .map(({ origin, destination, pickup, corridor, bbox, sort, ...rest }) => {
    const [from, to] = (pickup ?? [undefined, undefined]).sort();
    return {
      ...origin,
      ...destination,
      ...corridor,
      ...bbox,
      ...rest,
      pickup_from: from,
      pickup_to: to,
      // Nearest needs a starting point; without one the server answers 400 (tested in the route tests).
      sort: sort === 'nearest' && !origin ? 'newest' : sort,
    };
  });

/** The query as the web sends it: lists joined by commas, numbers as JavaScript prints them. */
const toSearchParams = (q: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
};

const VEHICLES: VehicleLimits[] = [
  { capacityKg: 9000, deckLengthM: 12, deckWidthM: null, maxLoadHeightM: 3.5 },
  { capacityKg: 20_000, deckLengthM: null, deckWidthM: 2.6, maxLoadHeightM: null },
];

type Stored = SearchableHaul & { id: string; fate: Generated['fate'] };

let app: FastifyInstance;
let driver: TestDriver;
let stored: Stored[];

beforeAll(async () => {
  app = await buildTestApp();
  driver = await makeDriver(app);
  await app.db.insert(vehicles).values(
    VEHICLES.map((limits) => ({
      driverId: driver.driverId,
      vehicleType: 'hotshot',
      insuranceExpiry: '2027-03-31',
      ...limits,
    })),
  );
  const shipper = await registerUser(app);
  const blocker = await registerUser(app);
  await app.db.insert(shipperBlockedDrivers).values({ shipperUserId: blocker.user.id, driverUserId: driver.user.id });
  const generated = fc.sample(seedHaul, { numRuns: 200, seed: 20_261_123 });
  const seeds: SeedHaul[] = generated.map(({ fate, ...haul }) => ({
    ...haul,
    userId: fate === 'own' ? driver.user.id : fate === 'blocked' ? blocker.user.id : shipper.user.id,
    status: fate === 'draft' ? 'draft' : 'posted',
  }));
  const ids = await insertSeedHauls(app.db, seeds);
  stored = generated.map((haul, index) => ({ ...haul, id: ids[index] as string }));
  const declined = stored.filter((haul) => haul.fate === 'declined');
  await app.db
    .insert(haulDeclines)
    .values(declined.map((haul) => ({ haulId: haul.id, driverUserId: driver.user.id, reason: 'too_far' })));
});

afterAll(async () => {
  await app?.close();
});

const byId = (a: Stored, b: Stored) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const time = (date: Date | null) => date?.getTime() ?? Number.POSITIVE_INFINITY;
const newestFirst = (a: Stored, b: Stored) => time(b.publishedAt) - time(a.publishedAt) || byId(a, b);
const descendingNullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;

/** The order the API promises for each sort, ties broken as documented. */
const comparator = (q: HaulSearchQuery) => {
  switch (q.sort ?? 'newest') {
    case 'newest':
      return newestFirst;
    case 'pickup_date':
      return (a: Stored, b: Stored) => time(a.readyAt) - time(b.readyAt) || newestFirst(a, b);
    case 'rate':
      return (a: Stored, b: Stored) =>
        descendingNullsLast(a.transportRateCents, b.transportRateCents) || newestFirst(a, b);
    case 'rate_per_km':
      return (a: Stored, b: Stored) => descendingNullsLast(ratePerKm(a), ratePerKm(b)) || newestFirst(a, b);
    case 'nearest': {
      const origin = { lon: q.origin_lon ?? 0, lat: q.origin_lat ?? 0 };
      return (a: Stored, b: Stored) =>
        greatCircleDistanceM(origin, a.origin) - greatCircleDistanceM(origin, b.origin) || byId(a, b);
    }
  }
};

/** The first `maxPages` pages of the search, concatenated, and the count the server gave. */
const searchPages = async (params: URLSearchParams, maxPages = 3) => {
  const ids: string[] = [];
  let count = -1;
  for (let page = 1; page <= maxPages; page += 1) {
    params.set('page', String(page));
    const response = await app.inject({ method: 'GET', url: `/api/haul/search/?${params}`, headers: auth(driver.key) });
    expect(response.statusCode, response.body).toBe(200);
    const body = HaulSearchPageSchema.parse(response.json());
    count = body.count;
    ids.push(...body.results.map((result) => result.id));
    if (body.results.length < body.page_size) break;
  }
  return { count, ids };
};

describe('GET /haul/search/ against a brute-force filter', () => {
  it('returns exactly the loads haulMatchesQuery accepts, in the promised order, page by page', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(query, async (generatedQuery) => {
        const params = toSearchParams(generatedQuery);
        const parsed = HaulSearchQuerySchema.parse(Object.fromEntries(params));
        const expected = stored
          .filter((haul) => haul.fate === 'plain')
          .filter((haul) => haulMatchesQuery(haul, parsed, { vehicleLimits: VEHICLES }))
          .sort(comparator(parsed))
          .map((haul) => haul.id);
        const actual = await searchPages(params);
        expect(actual.count).toBe(expected.length);
        expect(actual.ids).toEqual(expected.slice(0, actual.ids.length));
        expect(actual.ids.length).toBe(Math.min(expected.length, 3 * (parsed.page_size ?? 20)));
        if (expected.length > 0) nonEmpty += 1;
      }),
      { numRuns: 40, seed: 20_261_124 },
    );
    // Queries that find nothing prove little; most of the random ones must find something.
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('agrees on the corridor alone, for trips across the prairies in both directions', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(corridorFilter, async (corridor) => {
        const params = toSearchParams({ ...corridor, page_size: 100 });
        const parsed = HaulSearchQuerySchema.parse(Object.fromEntries(params));
        const expected = stored.filter((haul) => haul.fate === 'plain' && haulMatchesQuery(haul, parsed));
        const actual = await searchPages(params, 2);
        expect(new Set(actual.ids)).toEqual(new Set(expected.map((haul) => haul.id)));
        found += expected.length;
      }),
      { numRuns: 25, seed: 20_261_125 },
    );
    expect(found).toBeGreaterThan(0);
  });
});
