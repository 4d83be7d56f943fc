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
import { HaulSearchQuerySchema } from '@freight/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { explainHaulSearch, readHaulSearchPage } from '../src/modules/haul-search';
import type { Database } from '../src/platform/db/database';
import { SAMPLES, typicalQueries, weightedTowns } from './haul-search';
import { percentile } from './measure';

/** The probe's kinds, as the bench names them. */
const KINDS: Record<string, string> = {
  radius: 'origin radius 250 km',
  rate: 'radius 250 km + load type + min rate',
  corridor: 'corridor 80 km, 500-2500 km trip',
  bbox: 'bbox of a province',
};
// Every kind's queries made in the bench's order from the bench's seed, so each kind's are the bench's own.
const queries: Record<string, string[]> = {};
for (const [name, next] of Object.entries(typicalQueries(weightedTowns()))) {
  queries[name] = Array.from({ length: SAMPLES }, next);
}

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
  for (const [index, text] of (queries[KINDS[kind] ?? kind] ?? []).entries()) {
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
