import { HAUL_STATUS, HaulSearchPageSchema, HaulSearchParamsSchema } from '@freight/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, loads, places } from '../../db/schema';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { insertSeedHauls, type SeedHaul, seedHaul } from './posted-haul-seeds';
import { COUNT_CAP } from './search-statements';

/**
 * What keeps search fast on a large board: counts stop at COUNT_CAP, pages read from grid cells stay in order, and
 * the search rows follow every change of a haul, its load and its places (the triggers of migration 0022).
 */
let app: FastifyInstance;
let driver: TestDriver;
let shipperId: string;

beforeAll(async () => {
  app = await buildTestApp();
  driver = await makeDriver(app, { base: [-106.67, 52.13] });
  shipperId = (await registerUser(app)).user.id;
});

afterAll(() => app.close());

const REGINA = { lat: 50.4452, lon: -104.6189, region: 'SK' };
const WINNIPEG = { lat: 49.8951, lon: -97.1384, region: 'MB' };
const CALGARY = { lat: 51.0447, lon: -114.0719, region: 'AB' };

/** Load `index` of a board around Regina, each published a minute after the one before. */
const seed = (index: number, changes: Partial<SeedHaul> = {}): SeedHaul =>
  seedHaul(shipperId, {
    origin: { ...REGINA, lat: REGINA.lat + (index % 50) * 0.01, lon: REGINA.lon + (index % 7) * 0.3 },
    destination: WINNIPEG,
    transportRateCents: 100_000 + index,
    publishedAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
    ...changes,
  });

const searchPage = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/haul/search/?${query}`, headers: auth(driver.key) });
  expect(response.statusCode, response.body).toBe(200);
  return HaulSearchPageSchema.parse(response.json());
};

const NEAR_REGINA = `origin_lon=${REGINA.lon}&origin_lat=${REGINA.lat}&origin_radius_km=250`;

describe('GET /haul/search/ on a large board', () => {
  let ids: string[] = [];

  beforeAll(async () => {
    ids = await insertSeedHauls(
      app.db,
      Array.from({ length: COUNT_CAP + 5 }, (_, index) => seed(index)),
    );
  });

  it('counts up to 1,000 and says when more match', async () => {
    for (const query of ['', NEAR_REGINA, 'origin_regions=SK', 'load_types=machinery']) {
      const page = await searchPage(query);
      expect(page.count, query).toBe(COUNT_CAP);
      expect(page.count_capped, query).toBe(true);
    }
    // Rates of 100,000 + index cents over 571 km: 1.7688 CAD/km and up leaves loads 999 to 1,004.
    const few = await searchPage(`${NEAR_REGINA}&min_rate_per_km=1.7688`);
    expect(few).toMatchObject({ count: 6, count_capped: false });
    expect(few.results.map((result) => result.id)).toEqual(ids.slice(999).reverse());
  });

  it('pages newest first through the cells of a radius, past the capped count, as it does without one, and counts each page alike', async () => {
    const newestFirst = [...ids].reverse();
    const pageSize = 100;
    for (const page of [1, 2, 10, 11]) {
      const [near, everywhere] = await Promise.all([
        searchPage(`${NEAR_REGINA}&page=${page}&page_size=${pageSize}`),
        searchPage(`page=${page}&page_size=${pageSize}`),
      ]);
      const expected = newestFirst.slice((page - 1) * pageSize, page * pageSize);
      expect(near.results.map((result) => result.id)).toEqual(expected);
      expect(everywhere.results.map((result) => result.id)).toEqual(expected);
      // Page 1 reads 100 from each cell and counts apart; page 11 reads both cells to their end (1,100 a cell),
      // and the 1,005 rows it found are the count.
      expect(near, `page ${page}`).toMatchObject({ count: COUNT_CAP, count_capped: true });
    }
  });

  it('offers the board with a capped count of posted loads', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/haul/search_params/', headers: auth(driver.key) });
    const params = HaulSearchParamsSchema.parse(response.json());
    expect(params.posted_count).toBe(COUNT_CAP);
    expect(params.posted_count_capped).toBe(true);
  });
});

describe('the search rows follow their hauls', () => {
  const ownedBy = async (query: string, mine: string[]) =>
    (await searchPage(`${query}&page_size=100`)).results.filter((result) => mine.includes(result.id));

  it('shows a moved pickup, a new rate and a changed load, and drops a haul no longer posted or deleted', async () => {
    const [moved, taken, deleted] = await insertSeedHauls(app.db, [
      seed(0, { origin: CALGARY, publishedAt: new Date('2026-12-01T00:00:00Z') }),
      seed(1, { origin: CALGARY, publishedAt: new Date('2026-12-01T00:01:00Z') }),
      seed(2, { origin: CALGARY, publishedAt: new Date('2026-12-01T00:02:00Z') }),
    ]);
    const mine = [moved, taken, deleted] as string[];
    const nearCalgary = `origin_lon=${CALGARY.lon}&origin_lat=${CALGARY.lat}&origin_radius_km=50`;
    expect((await ownedBy(nearCalgary, mine)).map((result) => result.id)).toEqual([deleted, taken, moved]);

    await app.db
      .update(places)
      .set({ lon: WINNIPEG.lon, lat: WINNIPEG.lat, region: 'MB' })
      .where(eq(places.haulId, moved as string));
    await app.db
      .update(hauls)
      .set({ transportRateCents: 250_000 })
      .where(eq(hauls.id, moved as string));
    await app.db
      .update(loads)
      .set({ loadType: 'vehicle' })
      .where(eq(loads.haulId, moved as string));
    await app.db
      .update(hauls)
      .set({ status: HAUL_STATUS.accepted })
      .where(eq(hauls.id, taken as string));
    await app.db.delete(hauls).where(inArray(hauls.id, [deleted as string]));

    expect((await ownedBy(nearCalgary, mine)).map((result) => result.id)).toEqual([]);
    const nearWinnipeg = `origin_lon=${WINNIPEG.lon}&origin_lat=${WINNIPEG.lat}&origin_radius_km=50&load_types=vehicle`;
    const [found] = await ownedBy(`${nearWinnipeg}&origin_regions=MB`, mine);
    expect(found).toMatchObject({ id: moved, load_type: 'vehicle', transport_rate: { amountCents: 250_000 } });
    expect(found?.origin.location).toEqual([WINNIPEG.lon, WINNIPEG.lat]);
  });
});
