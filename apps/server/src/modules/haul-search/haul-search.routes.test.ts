import { HaulSchema, HaulSearchPageSchema, HaulSearchParamsSchema, type SearchableHaul } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, haulDeclines, shipperBlockedDrivers, vehicles } from '../../db/schema';
import { auth, makeConfirmedShipper, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { expectCompressedInOnePiece } from '../../testing/compressed-answers';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { makeQuotedHaul } from '../../testing/hauls';
import { insertSeedHauls, type SeedHaul, seedHaul } from './posted-haul-seeds';

const clock = testClock(new Date('2026-11-23T12:00:00Z'));
let app: FastifyInstance;
let driver: TestDriver;
let shipperId: string;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  driver = await makeDriver(app, { base: [-106.67, 52.13] });
  shipperId = (await registerUser(app)).user.id;
});

afterAll(() => app.close());

const REGINA = { lat: 50.4452, lon: -104.6189, region: 'SK' };
const SASKATOON = { lat: 52.1332, lon: -106.67, region: 'SK' };
const WINNIPEG = { lat: 49.8951, lon: -97.1384, region: 'MB' };
const CALGARY = { lat: 51.0447, lon: -114.0719, region: 'AB' };

/** A load of the test shipper posted a day before the clock's now, with `changes`. */
const seed = (changes: Partial<SeedHaul> = {}): SeedHaul =>
  seedHaul(shipperId, {
    origin: REGINA,
    destination: WINNIPEG,
    readyAt: new Date('2026-12-01T15:00:00Z'),
    makeModel: 'Kubota M7-172 tractor',
    originName: 'Regina, SK',
    destinationName: 'Winnipeg, MB',
    ...changes,
  });

const search = (query: string, key = driver.key) =>
  app.inject({ method: 'GET', url: `/api/haul/search/?${query}`, headers: auth(key) });

/** Ids of the page, keeping only the loads this test wrote (other tests in the file add their own). */
const idsIn = async (query: string, mine: string[]) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return HaulSearchPageSchema.parse(response.json()).results.flatMap((result) =>
    mine.includes(result.id) ? [result.id] : [],
  );
};

describe('who may search', () => {
  it('asks for a login, then a driver profile, then an approval or a subscription', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/haul/search/' })).statusCode).toBe(401);
    const shipper = await registerUser(app);
    expect((await search('', shipper.key)).json()).toMatchObject({ code: 'not_a_driver' });
    const pending = await makeDriver(app, { profileState: 'submitted' });
    const refused = await search('', pending.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'driver_not_approved' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/haul/search_params/', headers: auth(pending.key) })).statusCode,
    ).toBe(403);
    const subscribed = await makeDriver(app, { profileState: 'submitted', level: 1 });
    expect((await search('', subscribed.key)).statusCode).toBe(200);
  });
});

describe('GET /haul/search/', () => {
  it('sends a page of results compressed in one piece, its compressed length given, not streamed', async () => {
    await insertSeedHauls(
      app.db,
      Array.from({ length: 20 }, () => seed()),
    );
    // A 20-result page is 12-13 KB of JSON.
    await expectCompressedInOnePiece(app, '/api/haul/search/?page_size=20', driver.key);
  });

  it('lists a load posted through the post flow, without its street address, next to GET /haul/{id}/', async () => {
    const shipper = await makeConfirmedShipper(app);
    const quoted = await makeQuotedHaul(app, shipper.key);
    const published = await app.inject({
      method: 'PUT',
      url: `/api/haul/${quoted.id}/publish/`,
      headers: auth(shipper.key),
      payload: {
        load: { ready_datetime: '2026-12-02T14:00:00.000Z', deliver_by_datetime: '2026-12-06T22:00:00.000Z' },
        origin: { address: '1 Yard Rd, Regina', loading_provided: true, loading_times: 'weekdays_8_to_5' },
        destination: { address: '3105 2 Ave N, Winnipeg', unloading_provided: true, loading_times: 'see_instructions' },
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    const haul = HaulSchema.parse(published.json());

    const response = await search(`origin_lon=${REGINA.lon}&origin_lat=${REGINA.lat}&origin_radius_km=50`);
    const page = HaulSearchPageSchema.parse(response.json());
    const found = page.results.find((result) => result.id === haul.id);
    expect(found).toMatchObject({
      make_model: haul.load.make_model,
      load_type: 'machinery',
      origin: { name: haul.origin.name, location: haul.origin.location },
      destination: { name: haul.destination.name },
      transport_rate: haul.transport_rate,
      ready_datetime: '2026-12-02T14:00:00.000Z',
      bid_count: 0,
    });
    expect(found?.deadhead_km).toBeLessThan(1);
    expect(JSON.stringify(found)).not.toContain('Yard Rd');
    // The static search paths and the uuid route live side by side.
    expect(
      (await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/`, headers: auth(shipper.key) })).statusCode,
    ).toBe(200);
  });

  it('leaves out the driver’s own loads, loads they declined, blocked shippers’ loads and unposted ones', async () => {
    const blocker = await registerUser(app);
    await app.db.insert(shipperBlockedDrivers).values({ shipperUserId: blocker.user.id, driverUserId: driver.user.id });
    const here = { origin: { lat: 60.1, lon: -128.1, region: 'YT' } };
    const [visible, own, declined, blocked, draft, accepted] = await insertSeedHauls(app.db, [
      seed(here),
      seed({ ...here, userId: driver.user.id }),
      seed(here),
      seed({ ...here, userId: blocker.user.id }),
      seed({ ...here, status: 'draft' }),
      seed({ ...here, status: 'accepted' }),
    ]);
    await app.db
      .insert(haulDeclines)
      .values({ haulId: declined as string, driverUserId: driver.user.id, reason: 'too_far' });
    const all = [visible, own, declined, blocked, draft, accepted] as string[];
    expect(await idsIn('bbox=-129,59,-127,61', all)).toEqual([visible]);
    // Another driver, whom nobody blocked and who declined nothing, sees the declined and blocked ones too.
    const other = await makeDriver(app);
    const page = HaulSearchPageSchema.parse((await search('bbox=-129,59,-127,61', other.key)).json());
    expect(page.results.map((result) => result.id).sort()).toEqual([visible, declined, blocked, own].sort());
  });

  it('sorts by newest, pickup date, rate, rate per km and nearest, each with a stable tie-break', async () => {
    const near = { lat: 62.5, lon: -135.1, region: 'YT' };
    const far = { lat: 63.5, lon: -135.1, region: 'YT' };
    const loads: Partial<SearchableHaul>[] = [
      {
        origin: far,
        transportRateCents: 100_000,
        routeDistanceM: 100_000,
        readyAt: new Date('2026-12-03'),
        publishedAt: new Date('2026-11-20'),
      },
      {
        origin: near,
        transportRateCents: 150_000,
        routeDistanceM: 300_000,
        readyAt: new Date('2026-12-01'),
        publishedAt: new Date('2026-11-21'),
      },
      {
        origin: near,
        transportRateCents: null,
        routeDistanceM: 200_000,
        readyAt: null,
        publishedAt: new Date('2026-11-22'),
      },
    ];
    const ids = await insertSeedHauls(
      app.db,
      loads.map((changes) => seed(changes)),
    );
    const [a, b, c] = ids;
    const box = 'bbox=-136,62,-134,64';
    expect(await idsIn(box, ids)).toEqual([c, b, a]);
    expect(await idsIn(`${box}&sort=pickup_date`, ids)).toEqual([b, a, c]);
    expect(await idsIn(`${box}&sort=rate`, ids)).toEqual([b, a, c]);
    expect(await idsIn(`${box}&sort=rate_per_km`, ids)).toEqual([a, b, c]);
    const nearest = await idsIn(`${box}&sort=nearest&origin_lon=-135.1&origin_lat=62.4`, ids);
    expect(nearest.slice(2)).toEqual([a]);
    expect(nearest.slice(0, 2)).toEqual([b, c].sort());

    const page = HaulSearchPageSchema.parse(
      (await search(`${box}&sort=rate_per_km&origin_lon=-135.1&origin_lat=62.5`)).json(),
    );
    expect(page.results.map((r) => [r.rate_per_km, r.deadhead_km])).toEqual([
      [10, 111.2],
      [5, 0],
      [null, 0],
    ]);
  });

  it('pages through the results with a count of them all', async () => {
    const spot = { lat: 58.7, lon: -94.2, region: 'MB' };
    const ids = await insertSeedHauls(
      app.db,
      Array.from({ length: 5 }, (_, index) =>
        seed({ origin: spot, publishedAt: new Date(Date.UTC(2026, 10, 1, index)) }),
      ),
    );
    const box = 'bbox=-95,58,-93,59';
    const first = HaulSearchPageSchema.parse((await search(`${box}&page_size=2`)).json());
    const third = HaulSearchPageSchema.parse((await search(`${box}&page_size=2&page=3`)).json());
    const beyond = HaulSearchPageSchema.parse((await search(`${box}&page_size=2&page=9`)).json());
    expect(first).toMatchObject({ count: 5, page: 1, page_size: 2 });
    expect(first.results.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    expect(third.results.map((r) => r.id)).toEqual([ids[0]]);
    expect(beyond).toMatchObject({ count: 5, results: [] });
    expect(HaulSearchPageSchema.parse((await search(box)).json()).page_size).toBe(20);
    expect((await search(`${box}&page_size=101`)).statusCode).toBe(400);
  });

  it('counts active bids that have not expired', async () => {
    const spot = { lat: 56.2, lon: -117.3, region: 'AB' };
    const [haulId] = await insertSeedHauls(app.db, [seed({ origin: spot })]);
    const bidders = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    const bid = (index: number, changes: Partial<typeof bids.$inferInsert>) => ({
      haulId: haulId as string,
      driverUserId: bidders[index]?.user.id as string,
      kind: 'offer' as const,
      amountCents: 100_000,
      deliverAt: new Date('2026-12-05'),
      ...changes,
    });
    await app.db
      .insert(bids)
      .values([
        bid(0, {}),
        bid(1, { expiresAt: new Date('2026-11-30') }),
        bid(2, { expiresAt: new Date('2026-11-23T11:00:00Z') }),
        bid(3, { status: 'withdrawn' }),
      ]);
    const page = HaulSearchPageSchema.parse((await search('bbox=-118,56,-117,57')).json());
    expect(page.results.find((r) => r.id === haulId)?.bid_count).toBe(2);
  });

  it('keeps only loads one of the driver’s vehicles can take', async () => {
    const rigged = await makeDriver(app, {
      vehicle: { capacityKg: 5000, deckLengthM: 8, deckWidthM: null, maxLoadHeightM: null },
    });
    await app.db.insert(vehicles).values({
      driverId: rigged.driverId,
      vehicleType: 'flatbed',
      insuranceExpiry: '2027-03-31',
      capacityKg: 20_000,
      deckLengthM: 5,
    });
    const spot = { lat: 47.2, lon: -68.3, region: 'NB' };
    const [light, heavyShort, heavyLong] = await insertSeedHauls(app.db, [
      seed({ origin: spot, weightKg: 4000, lengthM: 7 }),
      seed({ origin: spot, weightKg: 9000, lengthM: 4.5 }),
      seed({ origin: spot, weightKg: 9000, lengthM: 7 }),
    ]);
    const page = HaulSearchPageSchema.parse(
      (await search('bbox=-69,47,-68,48&fits_my_vehicles=true&sort=rate', rigged.key)).json(),
    );
    expect(page.results.map((r) => r.id).sort()).toEqual([light, heavyShort].sort());
    expect(heavyLong).toBeDefined();
    // A driver without vehicles has nothing a load could fit on.
    const bare = await makeDriver(app);
    expect(
      HaulSearchPageSchema.parse((await search('bbox=-69,47,-68,48&fits_my_vehicles=1', bare.key)).json()).count,
    ).toBe(0);
  });

  it('finds backhauls along a trip, in the direction of travel only', async () => {
    const [forward, backward] = await insertSeedHauls(app.db, [
      seed({ origin: CALGARY, destination: REGINA }),
      seed({ origin: REGINA, destination: CALGARY }),
    ]);
    const trip = `route_from_lon=${CALGARY.lon}&route_from_lat=${CALGARY.lat}&route_to_lon=${WINNIPEG.lon}&route_to_lat=${WINNIPEG.lat}&corridor_km=60`;
    expect(await idsIn(`${trip}&page_size=100`, [forward as string, backward as string])).toEqual([forward]);
  });

  it('filters by pickup region or radius, as a driver’s home search does', async () => {
    const ids = await insertSeedHauls(app.db, [
      seed({ origin: { lat: 44.2, lon: -103.3, region: 'SD' } }),
      seed({ origin: { lat: 44.3, lon: -103.4, region: 'ND' } }),
      seed({ origin: { lat: 44.4, lon: -103.9, region: 'WY' } }),
    ]);
    const [southDakota, northDakota, wyoming] = ids;
    const box = 'bbox=-104,44,-103,45';
    const matching = async (query: string) => (await idsIn(`${box}&${query}`, ids)).sort();
    expect(await matching('origin_regions=sd,Nd')).toEqual([southDakota, northDakota].sort());
    const aroundWyoming = 'origin_lon=-103.9&origin_lat=44.4&origin_radius_km=5';
    expect(await matching(`origin_regions=SD&${aroundWyoming}`)).toEqual([southDakota, wyoming].sort());
  });

  it('filters by destination region or radius, dates, type, size and rate', async () => {
    const spot = { lat: 44.1, lon: -103.2, region: 'SD' };
    const ids = await insertSeedHauls(app.db, [
      seed({ origin: spot, destination: SASKATOON, loadType: 'boat', readyAt: null }),
      seed({ origin: spot, destination: CALGARY, transportRateCents: null, readyAt: new Date('2026-12-10T12:00:00Z') }),
      seed({ origin: spot, destination: WINNIPEG, weightKg: 12_000, lengthM: 11 }),
    ]);
    const [boat, bidOnly, heavy] = ids;
    const box = 'bbox=-104,44,-103,45';
    const matching = async (query: string) => (await idsIn(`${box}&${query}`, ids)).sort();
    expect(await matching(`destination_regions=sk,AB`)).toEqual([boat, bidOnly].sort());
    const aroundWinnipeg = `destination_lon=${WINNIPEG.lon}&destination_lat=${WINNIPEG.lat}&destination_radius_km=30`;
    expect(await matching(`destination_regions=AB&${aroundWinnipeg}`)).toEqual([bidOnly, heavy].sort());
    expect(await matching(`pickup_from=2026-12-05&pickup_to=2026-12-10`)).toEqual([boat, bidOnly].sort());
    expect(await matching(`load_types=boat,rv`)).toEqual([boat].sort());
    expect(await matching(`max_weight_kg=10000&max_length_m=10`)).toEqual([boat, bidOnly].sort());
    expect(await matching(`min_rate_per_km=0`)).toEqual([boat, heavy].sort());
  });

  it.each([
    ['origin_lon=-104', 'origin_lat'],
    ['origin_radius_km=100', 'origin_radius_km'],
    ['destination_lon=-97&destination_lat=49.9', 'destination_radius_km'],
    ['route_from_lon=-114&route_from_lat=51', 'route_to_lon'],
    ['corridor_km=50', 'corridor_km'],
    ['sort=nearest', 'sort'],
    ['bbox=-100,55,-90,50', 'bbox'],
    ['bbox=-100,50,-90', 'bbox'],
    ['pickup_from=2026-12-10&pickup_to=2026-12-01', 'pickup_to'],
    ['origin_lat=95&origin_lon=0', 'origin_lat'],
    ['load_types=spaceship', 'load_types'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe('GET /haul/search_params/', () => {
  it('offers the filters, the driver’s base and the largest figures of their vehicles', async () => {
    const rigged = await makeDriver(app, {
      base: [-104.6189, 50.4452],
      vehicle: { capacityKg: 5000, deckLengthM: 8, deckWidthM: null, maxLoadHeightM: null },
    });
    await app.db.insert(vehicles).values({
      driverId: rigged.driverId,
      vehicleType: 'flatbed',
      insuranceExpiry: '2027-03-31',
      capacityKg: 20_000,
      deckLengthM: 5,
    });
    const response = await app.inject({ method: 'GET', url: '/api/haul/search_params/', headers: auth(rigged.key) });
    const params = HaulSearchParamsSchema.parse(response.json());
    expect(params).toMatchObject({
      sorts: ['newest', 'pickup_date', 'rate', 'rate_per_km', 'nearest'],
      radius_km_options: [50, 100, 250, 500, 1000],
      base_location: [-104.6189, 50.4452],
      base_address: 'Saskatoon, SK',
      vehicle_limits: { capacity_kg: 20_000, deck_length_m: 8, deck_width_m: null, max_load_height_m: null },
    });
    expect(params.regions).toContainEqual({ code: 'SK', name: 'Saskatchewan', country: 'CAN' });
    const all = HaulSearchPageSchema.parse((await search('', rigged.key)).json());
    expect(params.posted_count).toBe(all.count);
    expect(params.posted_count).toBeGreaterThan(0);

    const bare = await makeDriver(app, { base: null });
    const bareParams = HaulSearchParamsSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/haul/search_params/', headers: auth(bare.key) })).json(),
    );
    expect(bareParams).toMatchObject({ base_location: null, base_address: '', vehicle_limits: null });
  });
});
