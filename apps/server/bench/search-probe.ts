/**
 * The search benchmark's queries (the same seed, so the same 40 towns, trips or provinces of a kind) against a board
 * already written (`npm run bench -- search --keep-db=NAME`), each page statement run as the route runs it (a named
 * statement, past the five runs PostgreSQL plans with their figures), with no HTTP around it: the statement's wall
 * time and the CPU time of its PostgreSQL backend (/proc/PID/schedstat: on a machine shared with other work, wall
 * time is mostly waiting for a core). `--explain=N` prints the plan of query N (custom, EXPLAIN ANALYZE BUFFERS).
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME npx tsx bench/search-probe.ts --kind=corridor --reps=5`
 * (kinds: radius, rate, corridor, bbox). The server must run on this machine.
 */

import { readFileSync } from 'node:fs';
import { greatCircleDistanceM, HaulSearchQuerySchema } from '@freight/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { embeddedGazetteer, type Place } from '../src/modules/geo';
import { explainHaulSearch, readHaulSearchPage } from '../src/modules/haul-search';
import type { Database } from '../src/platform/db/database';
import { percentile } from './measure';

const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};
const random = seeded(20_261_123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

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

const towns = weightedTowns();
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
const kinds: Record<string, () => string> = {
  radius: () => {
    const town = pick(towns);
    return `origin_lon=${town.lon}&origin_lat=${town.lat}&origin_radius_km=250`;
  },
  rate: () => {
    const town = pick(towns);
    return `origin_lon=${town.lon}&origin_lat=${town.lat}&origin_radius_km=250&load_types=machinery,vehicle&min_rate_per_km=2`;
  },
  corridor: () => {
    const { from, to } = trip();
    return `route_from_lon=${from.lon}&route_from_lat=${from.lat}&route_to_lon=${to.lon}&route_to_lat=${to.lat}&corridor_km=80`;
  },
  bbox: () => `bbox=${provinceBox(pick(provinces))}`,
};
const queries: Record<string, string[]> = {};
for (const [name, next] of Object.entries(kinds)) queries[name] = Array.from({ length: 40 }, next);

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const kind = arg('kind') ?? 'corridor';
const explainAt = arg('explain') === undefined ? null : Number(arg('explain'));
const reps = Number(arg('reps') ?? 3);

const main = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: '-c jit=off' });
  await client.connect();
  const db = drizzle({ client }) as unknown as Database;
  const approved = "select user_id from drivers where profile_state = 'approved' limit 1";
  const driver = (await client.query(approved)).rows[0]?.user_id as string;
  const pid = (await client.query('select pg_backend_pid() as pid')).rows[0]?.pid as number;
  // The backend's own CPU time (ns on a CPU, /proc/PID/schedstat): on a machine others load, wall time mostly waits.
  const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  const times: number[] = [];
  const cpus: number[] = [];
  for (const [index, text] of (queries[kind] ?? []).entries()) {
    const q = HaulSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
    const run = () => readHaulSearchPage(db, driver, q);
    for (let warm = 0; warm < 6; warm += 1) await run();
    const own: number[] = [];
    const ownCpu: number[] = [];
    let rows = 0;
    for (let rep = 0; rep < reps; rep += 1) {
      const started = performance.now();
      const cpuStarted = cpuNs();
      const result = await run();
      ownCpu.push((cpuNs() - cpuStarted) / 1e6);
      own.push(performance.now() - started);
      rows = result.total ?? 0;
    }
    const best = Math.min(...own);
    times.push(best);
    const cpu = Math.min(...ownCpu);
    cpus.push(cpu);
    console.log(`${kind} ${index}: ${best.toFixed(1)} ms (cpu ${cpu.toFixed(1)}), total ${rows}`);
    if (explainAt === index) console.log(await explainHaulSearch(db, driver, q));
  }
  console.log(
    `${kind}: statement p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; backend cpu p50 ${percentile(cpus, 0.5).toFixed(1)} ms, p95 ${percentile(cpus, 0.95).toFixed(1)} ms, max ${Math.max(...cpus).toFixed(1)} ms`,
  );
  await client.end();
};

await main();
