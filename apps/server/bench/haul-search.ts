import {
  greatCircleDistanceM,
  HAUL_STATUS,
  type HaulSearchQuery,
  HaulSearchQuerySchema,
  haulMatchesQuery,
  type SearchableHaul,
} from '@freight/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { drivers, haulSearchRows, hauls, loads, places } from '../src/db/schema';
import type { Place } from '../src/modules/geo';
import { embeddedGazetteer } from '../src/modules/geo';
import { destinationPlace, explainHaulSearch, originPlace } from '../src/modules/haul-search';
import type { Database } from '../src/platform/db/database';
import { percentile } from './measure';
import { HISTORICAL_STATUSES, writeBenchHauls } from './search-seed';

/**
 * Load search over a board of posted loads between real Canadian and US towns (1,000,000 by default,
 * `--search-loads=N`; plus `--search-historical=N` delivered and cancelled ones, none by default): p50 and p95 of
 * four typical searches over HTTP, each against a brute-force scan measured in the same run (every posted load with
 * its places read into the process and filtered with haulMatchesQuery), which is what the indexes and the SQL
 * filters save.
 */
export const DEFAULT_SEARCH_LOADS = 1_000_000;
export const SAMPLES = 40;
const BRUTE_SAMPLES = 2;

const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};
const random = seeded(20_261_123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Towns of 2,000 people or more, each entered as often as its population's square root: loads follow people. */
export const weightedTowns = (): Place[] => {
  const gazetteer = embeddedGazetteer();
  const towns: Place[] = [];
  for (let index = 0; index < gazetteer.size; index += 1) {
    const place = gazetteer.place(index);
    if (place.kind !== 'city' || (place.population ?? 0) < 2_000) continue;
    const copies = Math.max(1, Math.round(Math.sqrt(place.population ?? 0) / 40));
    for (let copy = 0; copy < copies; copy += 1) towns.push(place);
  }
  return towns;
};

/** The four typical searches, each with a fresh random town, trip or province. */
export const typicalQueries = (towns: Place[]) => {
  const byRegion = new Map<string, Place[]>();
  for (const town of towns) byRegion.set(town.region, [...(byRegion.get(town.region) ?? []), town]);
  const provinces = ['AB', 'BC', 'MB', 'ON', 'QC', 'SK', 'NS', 'NB'];
  const provinceBox = (code: string) => {
    const inside = byRegion.get(code) ?? [];
    const lats = inside.map((town) => town.lat);
    const lons = inside.map((town) => town.lon);
    return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
      .map((v) => v.toFixed(4))
      .join(',');
  };
  const trip = () => {
    for (;;) {
      const from = pick(towns);
      const to = pick(towns);
      const km = greatCircleDistanceM(from, to) / 1000;
      if (km > 500 && km < 2500) return { from, to };
    }
  };
  return {
    'origin radius 250 km': () => {
      const town = pick(towns);
      return `origin_lon=${town.lon}&origin_lat=${town.lat}&origin_radius_km=250`;
    },
    'radius 250 km + load type + min rate': () => {
      const town = pick(towns);
      return `origin_lon=${town.lon}&origin_lat=${town.lat}&origin_radius_km=250&load_types=machinery,vehicle&min_rate_per_km=2`;
    },
    'corridor 80 km, 500-2500 km trip': () => {
      const { from, to } = trip();
      return `route_from_lon=${from.lon}&route_from_lat=${from.lat}&route_to_lon=${to.lon}&route_to_lat=${to.lat}&corridor_km=80`;
    },
    'bbox of a province': () => `bbox=${provinceBox(pick(provinces))}`,
  };
};

/** What the search would do without indexes or SQL filters: read every posted load and test each one in TypeScript. */
const readBoard = (db: Database) =>
  db
    .select({
      id: hauls.id,
      publishedAt: hauls.publishedAt,
      transportRateCents: hauls.transportRateCents,
      routeDistanceM: hauls.routeDistanceM,
      loadType: loads.loadType,
      lengthM: loads.lengthM,
      widthM: loads.widthM,
      heightM: loads.heightM,
      weightKg: loads.weightKg,
      readyAt: loads.readyAt,
      originLon: originPlace.lon,
      originLat: originPlace.lat,
      originRegion: originPlace.region,
      destinationLon: destinationPlace.lon,
      destinationLat: destinationPlace.lat,
      destinationRegion: destinationPlace.region,
    })
    .from(hauls)
    .innerJoin(originPlace, and(eq(originPlace.haulId, hauls.id), eq(originPlace.role, 'origin')))
    .innerJoin(destinationPlace, and(eq(destinationPlace.haulId, hauls.id), eq(destinationPlace.role, 'destination')))
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .where(eq(hauls.status, HAUL_STATUS.posted));

const filterBoard = (rows: Awaited<ReturnType<typeof readBoard>>, query: HaulSearchQuery) => {
  const matches = rows.filter((row) => {
    const haul: SearchableHaul = {
      ...row,
      origin: { lon: row.originLon, lat: row.originLat, region: row.originRegion },
      destination: { lon: row.destinationLon, lat: row.destinationLat, region: row.destinationRegion },
    };
    return haulMatchesQuery(haul, query);
  });
  matches.sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  return { count: matches.length, page: matches.slice(0, 20) };
};

const timed = async <T>(run: () => Promise<T> | T): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
};

/** A registered account made through the API, as a person would make one. */
const register = async (appUrl: string, name: string, telephone: string) => {
  const response = await fetch(`${appUrl}/api/user/create_account/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}.${process.pid}.${Date.now()}@example.com`,
      telephone,
      password: 'correct horse battery',
      password2: 'correct horse battery',
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return (await response.json()) as { key: string; user: { id: string } };
};

/** The board's size, and whether to print each search's plans (EXPLAIN ANALYZE, BUFFERS) after measuring. */
export type SearchBenchSize = { loads: number; historical: number; explain: boolean };

/** One shipper's posted loads (and past ones) between weighted random towns, and an approved driver to search them. */
const seedSearchBench = async ({ db, appUrl, size }: { db: Database; appUrl: string; size: SearchBenchSize }) => {
  const started = performance.now();
  // A number of this run's own: a kept database still holds the searchers of earlier runs.
  const telephone = `306-${200 + (Date.now() % 800)}-${String(process.pid % 10_000).padStart(4, '0')}`;
  const driver = await register(appUrl, 'Searcher', telephone);
  await db.insert(drivers).values({ userId: driver.user.id, driverType: 'commercial', profileState: 'approved' });
  // A kept database (`--keep-db`) may hold the board of an earlier run: the same seed writes the same board, so
  // only a new driver is needed to search it.
  const [written] = await db.select({ posted: count() }).from(haulSearchRows);
  if ((written?.posted ?? 0) >= size.loads) {
    console.log(`haul search: reusing the ${written?.posted} posted loads already written in this database`);
    // A migration since the board was written may have rewritten the table (0025 did), which leaves its visibility
    // map empty until a vacuum: done here as autovacuum would, so that index-only reads need not visit the table.
    await db.execute(sql`vacuum analyze ${haulSearchRows}`);
    return { driverKey: driver.key, driverId: driver.user.id };
  }
  const shipper = await register(appUrl, 'Shipper', '306-555-0192');
  const towns = weightedTowns();
  const userId = shipper.user.id;
  await writeBenchHauls(db, { towns, userId, count: size.loads, status: HAUL_STATUS.posted, seed: 0.2026, batch: 1 });
  for (const [index, status] of HISTORICAL_STATUSES.entries()) {
    const count = Math.round(size.historical / HISTORICAL_STATUSES.length);
    if (count > 0)
      await writeBenchHauls(db, { towns, userId, count, status, seed: 0.1 * (index + 1), batch: index + 2 });
  }
  const writtenAt = performance.now();
  // Fresh statistics and visibility, as autovacuum would leave them on a live database, so the planner sees the
  // real spread and index-only reads need not visit the table.
  for (const table of [hauls, loads, places, haulSearchRows]) await db.execute(sql`vacuum analyze ${table}`);
  console.log(
    `haul search: ${size.loads} posted and ${size.historical} past loads written in ` +
      `${((writtenAt - started) / 1000).toFixed(1)} s, vacuumed and analysed in ` +
      `${((performance.now() - writtenAt) / 1000).toFixed(1)} s`,
  );
  return { driverKey: driver.key, driverId: driver.user.id };
};

/** Each typical search's p50 and p95 over HTTP, then the brute-force scan for the same queries. */
const measureSearches = async ({
  db,
  appUrl,
  driverKey,
  driverId,
  explain,
}: {
  db: Database;
  appUrl: string;
  driverKey: string;
  driverId: string;
  explain: boolean;
}) => {
  const headers = { authorization: `Token ${driverKey}` };
  const search = async (query: string) => {
    const url = `${appUrl}/api/haul/search/?${query}`;
    // A keep-alive socket left idle through the setup has been closed by the server; fetch reports that once.
    const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
    const body = (await response.json()) as { count: number };
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    return body.count;
  };
  const measured: { name: string; queries: string[]; samples: number[]; counts: number[] }[] = [];
  for (const [name, next] of Object.entries(typicalQueries(weightedTowns()))) {
    const queries = Array.from({ length: SAMPLES }, next);
    for (const query of queries.slice(0, 5)) await search(query);
    const samples: number[] = [];
    const counts: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      counts.push(await search(query));
      samples.push(performance.now() - started);
    }
    measured.push({ name, queries, samples, counts });
  }
  for (const { name, queries } of explain ? measured : []) {
    const parsed = HaulSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queries[0])));
    const plan = await explainHaulSearch(db, driverId, parsed);
    console.log(`\n### ${name}\n\n${queries[0]}\n\n${plan}\n`);
  }
  for (const { name, samples, counts } of measured) {
    console.log(
      `GET /api/haul/search/ ${name}: p50 ${percentile(samples, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(samples, 0.95).toFixed(1)} ms (median ${percentile(counts, 0.5)} matches)`,
    );
  }
  // The scan comes last: it takes seconds, long enough for idle keep-alive sockets to be closed under fetch. The
  // board is read once (at a million loads one read took minutes on a busy machine) and each search's brute force
  // is that read plus its own filter and sort over what was read.
  const board = await timed(() => readBoard(db));
  console.log(`brute force: every posted load read in ${board.ms.toFixed(0)} ms (${board.result.length} loads)`);
  for (const { name, queries, samples } of measured) {
    const brute: number[] = [];
    for (const query of queries.slice(0, BRUTE_SAMPLES)) {
      const parsed = HaulSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      brute.push(board.ms + (await timed(() => filterBoard(board.result, parsed))).ms);
    }
    const p50 = percentile(samples, 0.5);
    const bruteP50 = percentile(brute, 0.5);
    console.log(
      `${name}: brute-force scan p50 ${bruteP50.toFixed(0)} ms = ${(bruteP50 / p50).toFixed(1)}x the search's p50, ` +
        `${(bruteP50 / percentile(samples, 0.95)).toFixed(1)}x its p95`,
    );
  }
};

/** `npm run bench`'s search part: seed, then measure. */
export const benchHaulSearch = async ({
  db,
  appUrl,
  size,
}: {
  db: Database;
  appUrl: string;
  size: SearchBenchSize;
}) => {
  const { driverKey, driverId } = await seedSearchBench({ db, appUrl, size });
  await measureSearches({ db, appUrl, driverKey, driverId, explain: size.explain });
};
