import {
  greatCircleDistanceM,
  type HaulSearchQuery,
  HaulSearchQuerySchema,
  haulMatchesQuery,
  LOAD_TYPES,
  ROAD_CIRCUITY_FACTOR,
  type SearchableHaul,
} from '@freight/domain';
import { and, eq, sql } from 'drizzle-orm';
import { drivers, hauls, loads, places } from '../src/db/schema';
import type { Place } from '../src/modules/geo';
import { embeddedGazetteer } from '../src/modules/geo';
import { destinationPlace, insertSeedHauls, originPlace, type SeedHaul } from '../src/modules/haul-search';
import type { Database } from '../src/platform/db/database';
import { percentile } from './measure';

/**
 * Load search over 100,000 posted loads between real Canadian and US towns: p50 and p95 of four typical searches
 * over HTTP, each against a brute-force scan measured in the same run (every posted load with its places read into
 * the process and filtered with haulMatchesQuery), which is what the indexes and the SQL filters save.
 */
const LOADS = 100_000;
const SAMPLES = 40;
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
const weightedTowns = (): Place[] => {
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

const randomLoad = (towns: Place[], userId: string, now: number): SeedHaul => {
  const origin = pick(towns);
  let destination = pick(towns);
  // Most loads go a few hundred km; redraw a few times to keep the far ones rarer.
  for (let tries = 0; tries < 3 && greatCircleDistanceM(origin, destination) > 1_500_000; tries += 1)
    destination = pick(towns);
  const straightM = Math.max(5_000, greatCircleDistanceM(origin, destination));
  const routeDistanceM = Math.round(straightM * ROAD_CIRCUITY_FACTOR);
  const perKmCents = 150 + Math.floor(random() * 300);
  return {
    userId,
    origin: { lat: origin.lat, lon: origin.lon, region: origin.region },
    destination: { lat: destination.lat, lon: destination.lon, region: destination.region },
    originName: origin.label,
    destinationName: destination.label,
    loadType: pick(LOAD_TYPES),
    lengthM: 3 + random() * 12,
    widthM: 1.5 + random() * 2.5,
    heightM: 1.2 + random() * 3,
    weightKg: Math.round(500 + random() * 25_000),
    transportRateCents: random() < 0.15 ? null : Math.round(((routeDistanceM / 1000) * perKmCents) / 100) * 100,
    routeDistanceM,
    readyAt: random() < 0.2 ? null : new Date(now + Math.floor(random() * 30) * 86_400_000),
    publishedAt: new Date(now - Math.floor(random() * 30 * 86_400_000)),
  };
};

/** The four typical searches, each with a fresh random town, trip or province. */
const typicalQueries = (towns: Place[]) => {
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
const bruteForce = async (db: Database, query: HaulSearchQuery) => {
  const rows = await db
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
    .where(eq(hauls.status, 'posted'));
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

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/** A registered account made through the API, as a person would make one. */
const register = async (appUrl: string, name: string, telephone: string) => {
  const response = await fetch(`${appUrl}/api/user/create_account/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}.${process.pid}@example.com`,
      telephone,
      password: 'correct horse battery',
      password2: 'correct horse battery',
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return (await response.json()) as { key: string; user: { id: string } };
};

/** One shipper's LOADS posted loads between weighted random towns, and an approved driver to search them. */
const seedSearchBench = async ({ db, appUrl }: { db: Database; appUrl: string }) => {
  const started = performance.now();
  const driver = await register(appUrl, 'Searcher', '306-555-0191');
  const shipper = await register(appUrl, 'Shipper', '306-555-0192');
  await db.insert(drivers).values({ userId: driver.user.id, driverType: 'commercial', profileState: 'approved' });
  const towns = weightedTowns();
  const now = Date.now();
  await insertSeedHauls(
    db,
    Array.from({ length: LOADS }, () => randomLoad(towns, shipper.user.id, now)),
  );
  // Fresh statistics, as autovacuum would gather them on a live database, so the planner sees the real spread.
  await db.execute(sql`analyze ${hauls}`);
  await db.execute(sql`analyze ${places}`);
  await db.execute(sql`analyze ${loads}`);
  console.log(`haul search: ${LOADS} posted loads written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { driverKey: driver.key };
};

/** Each typical search's p50 and p95 over HTTP, then the brute-force scan for the same queries. */
const measureSearches = async ({ db, appUrl, driverKey }: { db: Database; appUrl: string; driverKey: string }) => {
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
  // The scans come last: they take seconds each, long enough for idle keep-alive sockets to be closed under fetch.
  for (const { name, queries, samples, counts } of measured) {
    const brute: number[] = [];
    for (const query of queries.slice(0, BRUTE_SAMPLES)) {
      const parsed = HaulSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      brute.push(await timed(() => bruteForce(db, parsed)));
    }
    const p50 = percentile(samples, 0.5);
    const bruteP50 = percentile(brute, 0.5);
    console.log(
      `GET /api/haul/search/ ${name}: p50 ${p50.toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms ` +
        `(median ${percentile(counts, 0.5)} matches); brute-force scan p50 ${bruteP50.toFixed(0)} ms = ` +
        `${(bruteP50 / p50).toFixed(1)}x the search's p50`,
    );
  }
};

/** `npm run bench`'s search part: seed, then measure. */
export const benchHaulSearch = async ({ db, appUrl }: { db: Database; appUrl: string }) => {
  const { driverKey } = await seedSearchBench({ db, appUrl });
  await measureSearches({ db, appUrl, driverKey });
};
