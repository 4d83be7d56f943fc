import { HaulSearchPageSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bids, haulDeclines, shipperBlockedDrivers } from '../../db/schema';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { queryCounter } from '../../testing/query-counter';
import { insertSeedHauls, type SeedHaul, seedHaul } from './posted-haul-seeds';

/** The key's check, the driver's standing, and the page: count, ids, result rows, bids and exclusions together. */
const MAX_QUERIES = 3;
/** `fits_my_vehicles` reads the driver's rigs first, and a page past the last match counts alone. */
const MAX_QUERIES_WITH_RIGS = MAX_QUERIES + 1;

const counter = queryCounter();
let app: FastifyInstance;
let driver: TestDriver;

beforeAll(async () => {
  app = await buildTestApp({ onQuery: counter.onQuery, clock: testClock(new Date('2026-11-23T12:00:00Z')) });
  driver = await makeDriver(app, { vehicle: { capacityKg: 20_000 } });
});

afterAll(() => app.close());

const search = async (query: string) => {
  let body: unknown;
  const queries = await counter.during(async () => {
    const response = await app.inject({ url: `/api/haul/search/?${query}`, headers: auth(driver.key) });
    expect(response.statusCode, response.body).toBe(200);
    body = response.json();
  });
  return { queries, page: HaulSearchPageSchema.parse(body) };
};

const seed = (userId: string, lon: number, changes: Partial<SeedHaul> = {}): SeedHaul =>
  seedHaul(userId, {
    origin: { lat: 50.45, lon, region: 'SK' },
    destination: { lat: 51.04, lon: -114.07, region: 'AB' },
    routeDistanceM: 760_000,
    ...changes,
  });

it('answers a search in three queries, declines, blocks and bids included, whatever the filter and sort', async () => {
  const shipper = await registerUser(app);
  const blocker = await registerUser(app);
  const [kept, declined, , bidOn] = await insertSeedHauls(app.db, [
    seed(shipper.user.id, -104.6),
    seed(shipper.user.id, -104.5),
    seed(blocker.user.id, -104.4),
    seed(shipper.user.id, -104.3, { publishedAt: new Date('2026-11-21T12:00:00Z') }),
  ]);
  await app.db
    .insert(haulDeclines)
    .values({ haulId: declined as string, driverUserId: driver.user.id, reason: 'too_far' });
  await app.db.insert(shipperBlockedDrivers).values({ shipperUserId: blocker.user.id, driverUserId: driver.user.id });
  const bidder = await makeDriver(app);
  await app.db.insert(bids).values({
    haulId: bidOn as string,
    driverUserId: bidder.user.id,
    kind: 'offer',
    amountCents: 90_000,
    deliverAt: new Date('2026-12-01T12:00:00Z'),
  });

  const trip = 'route_from_lon=-104.62&route_from_lat=50.45&route_to_lon=-114.07&route_to_lat=51.04&corridor_km=80';
  const searches = [
    'origin_lon=-104.6&origin_lat=50.45&origin_radius_km=100',
    'origin_lon=-104.6&origin_lat=50.45&origin_radius_km=100&sort=rate',
    'origin_lon=-104.6&origin_lat=50.45&origin_radius_km=100&destination_lon=-114&destination_lat=51&destination_radius_km=100',
    trip,
    `${trip}&sort=pickup_date`,
    'bbox=-105,50,-104,51&sort=nearest&origin_lon=-104.6&origin_lat=50.45',
    'origin_regions=SK&sort=rate_per_km',
    '',
  ];
  for (const query of searches) {
    const { queries, page } = await search(query);
    expect(queries.length, `${query}\n${queries.join('\n')}`).toBeLessThanOrEqual(MAX_QUERIES);
    const ids = page.results.map((result) => result.id);
    expect(ids, query).toContain(kept);
    expect(ids, query).not.toContain(declined);
    expect(page.results.find((result) => result.id === bidOn)?.bid_count, query).toBe(1);
  }
});

it('reads the rigs first for fits_my_vehicles, and counts alone for a page past the last match', async () => {
  const rigs = await search('origin_lon=-104.6&origin_lat=50.45&origin_radius_km=100&fits_my_vehicles=true');
  expect(rigs.page.results.length).toBeGreaterThan(0);
  expect(rigs.queries.length, rigs.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES_WITH_RIGS);

  const beyond = await search('origin_lon=-104.6&origin_lat=50.45&origin_radius_km=100&page=50');
  expect(beyond.page.results).toEqual([]);
  expect(beyond.page.count).toBeGreaterThan(0);
  expect(beyond.queries.length, beyond.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES_WITH_RIGS);
});

it('sorts by nearest without an area through widening circles, page for page as the whole board would', async () => {
  const shipper = await registerUser(app);
  // North of Tampa by 10, 100, 240, 600, 900 and 1,500 km (a degree of latitude is about 111 km).
  const tampa = { lat: 27.95, lon: -82.46 };
  const norths = [0.09, 0.9, 2.16, 5.4, 8.1, 13.5];
  const ids = await insertSeedHauls(
    app.db,
    norths.map((north) =>
      seed(shipper.user.id, tampa.lon, { origin: { lat: tampa.lat + north, lon: tampa.lon, region: 'FL' } }),
    ),
  );
  const nearest = `sort=nearest&origin_lon=${tampa.lon}&origin_lat=${tampa.lat}&page_size=2`;
  // Page 1 fills within 250 km; page 2 needs 1,000 km; page 3 reaches past it, to the whole board.
  const pages: Awaited<ReturnType<typeof search>>[] = [];
  for (const page of [1, 2, 3]) pages.push(await search(`${nearest}&page=${page}`));
  expect(pages.flatMap(({ page }) => page.results.map((result) => result.id))).toEqual(ids);
  expect(pages[0]?.queries.length).toBeLessThanOrEqual(MAX_QUERIES);
  expect(pages[1]?.queries.length).toBeLessThanOrEqual(MAX_QUERIES + 1);
  expect(pages[2]?.queries.length).toBeLessThanOrEqual(MAX_QUERIES + 2);
  expect(pages.map(({ page }) => page.count)).toEqual(pages.map(() => pages[0]?.page.count));
});
