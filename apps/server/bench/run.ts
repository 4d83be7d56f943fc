/**
 * `npm run bench`: each benchmark is reported as a ratio against a baseline measured in the same run, because
 * absolute numbers drift on these shared 2-core machines.
 *
 * Baseline: a bare Fastify hello-world. Subjects: the product's request pipeline (logging controller, request id,
 * auth hook, error handler, zod serialisation) on a public route and on an authenticated route that reads the
 * database; the instant quote (road route, reverse geocoding, pricing, a draft haul written) and the price-only path
 * (the live price: the same pricing, nothing written), each against the baseline and the same server's trivial
 * /api/healthz; and the place autocomplete's p95 latency over 1,000 typed prefixes, against the
 * p95 of as many /api/healthz requests. Then chat over WebSockets (bench/chat.ts): delivery latency from an HTTP send
 * to the addressee's socket with 1,000 to 10,000 clients connected, against the same with one client and against
 * /api/healthz. Then load search over 1,000,000 posted loads (bench/haul-search.ts), against a brute-force scan of the
 * same loads. Last, the machine search's p95 over 1,000 typed prefixes of the catalogue's own makes and models
 * (bench/spec-prefixes.ts), against the p95 of as many /api/healthz requests (issue 19: within 3x).
 *
 * `npm run bench -- places` (or pipeline, quote, chat, search, spec) runs only the named parts;
 * `--search-loads=N` and `--search-historical=N` size the search's board (1,000,000 posted loads, no past ones);
 * `--search-explain` prints the plan of one search of each kind.
 *
 * With DATABASE_URL set, everything runs on PostgreSQL, in a database of its own that the run creates on that
 * server and drops at the end; without it, on PGlite in a temporary folder. `--keep-db=NAME` (PostgreSQL only)
 * runs in the database NAME instead, created when missing and kept at the end, and the search reuses a board
 * already written there: a million loads take minutes to write, so repeated runs measure the same board
 * (`DROP DATABASE` it when done).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { readSpecRows } from '../src/modules/spec';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open-database';
import { benchChat } from './chat';
import { benchHaulSearch, DEFAULT_SEARCH_LOADS, type SearchBenchSize } from './haul-search';
import { latencies, type Measurement, measure, percentile, report } from './measure';
import { placePrefixes } from './place-prefixes';
import { specPrefixes } from './spec-prefixes';

const listen = async (app: {
  listen: (o: { port: number; host: string }) => Promise<string>;
  server: { address(): unknown };
}) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const PARTS = ['pipeline', 'quote', 'places', 'chat', 'search', 'spec'] as const;
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const textOption = (name: string): string | undefined =>
  options.find((option) => option.startsWith(`--${name}=`))?.split('=')[1];

const numberOption = (name: string, fallback: number): number => {
  const given = textOption(name);
  if (given === undefined) return fallback;
  const value = Number(given.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${given}.`);
  return value;
};

/**
 * A database of the run's own on the DATABASE_URL server, dropped by `drop` (even after a failure); or, with
 * `keptName`, that database, created when missing and left in place.
 */
const benchPostgres = async (serverUrl: string, keptName?: string) => {
  const name = keptName ?? `freight_bench_${process.pid}_${Date.now()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`--keep-db takes lower-case letters, digits and _, not ${name}.`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount === 1;
  if (!exists) await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (!keptName) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return { url: url.toString(), drop };
};
const runs = (part: (typeof PARTS)[number]) => wanted.length === 0 || wanted.includes(part);

const main = async () => {
  const unknown = wanted.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length) throw new Error(`Unknown bench part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}.`);
  const searchSize = {
    loads: numberOption('search-loads', DEFAULT_SEARCH_LOADS),
    historical: numberOption('search-historical', 0),
    explain: options.includes('--search-explain'),
  };
  const keptDatabase = textOption('keep-db');
  if (keptDatabase && !process.env.DATABASE_URL) throw new Error('--keep-db needs DATABASE_URL (PostgreSQL).');
  const postgres = process.env.DATABASE_URL ? await benchPostgres(process.env.DATABASE_URL, keptDatabase) : null;
  try {
    await runParts({ databaseUrl: postgres?.url, searchSize });
  } finally {
    await postgres?.drop();
  }
};

const runParts = async ({ databaseUrl, searchSize }: { databaseUrl?: string; searchSize: SearchBenchSize }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-bench-'));
  const baselineApp = Fastify();
  baselineApp.get('/hello', async () => ({ hello: 'world' }));
  const baselineUrl = await listen(baselineApp);

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_DIR: path.join(dataDir, 'mail'),
    // Every run signs up its searchers from this address; a kept database (`--keep-db`) remembers earlier runs'.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '10000',
  });
  const app = await buildApp({ config, database: await openDatabase(config), logger: false });
  const appUrl = await listen(app);
  console.log(`database: ${databaseUrl ? 'PostgreSQL (a fresh database of this run)' : 'PGlite'}`);
  const temp = await fetch(`${appUrl}/api/user/create_temp_account/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { key } = (await temp.json()) as { key: string };

  // Warm both up so the JIT has compiled their hot paths before anything is counted.
  await measure(`${baselineUrl}/hello`, { seconds: 2 });
  await measure(`${appUrl}/api/healthz`, { seconds: 2 });
  if (runs('pipeline')) await benchPipeline({ appUrl, baselineUrl, key });
  if (runs('quote')) await benchQuote({ appUrl, baselineUrl, key });
  if (runs('places')) await benchPlaces(appUrl);
  if (runs('chat')) await benchChat({ app, appUrl });
  if (runs('search')) await benchHaulSearch({ db: app.db, appUrl, size: searchSize });
  if (runs('spec')) await benchSpec(appUrl);

  await app.close();
  await baselineApp.close();
  await rm(dataDir, { recursive: true, force: true });
};

/** The baseline is measured before and after the subjects and averaged, so drift during the run cancels out. */
const averaged = (before: Measurement, after: Measurement): Measurement => ({
  requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
  p99Ms: Math.max(before.p99Ms, after.p99Ms),
  cpuMsPerRequest: ((before.cpuMsPerRequest ?? 0) + (after.cpuMsPerRequest ?? 0)) / 2,
});

const benchPipeline = async ({ appUrl, baselineUrl, key }: { appUrl: string; baselineUrl: string; key: string }) => {
  const before = await measure(`${baselineUrl}/hello`);
  const healthz = await measure(`${appUrl}/api/healthz`);
  const profile = await measure(`${appUrl}/api/user/profile/`, { headers: { authorization: `Token ${key}` } });
  const after = await measure(`${baselineUrl}/hello`);
  const baseline = averaged(before, after);
  report('GET /api/healthz (pipeline overhead)', healthz, baseline);
  report('GET /api/user/profile/ (auth hook + database)', profile, baseline);
};

const benchQuote = async ({ appUrl, baselineUrl, key }: { appUrl: string; baselineUrl: string; key: string }) => {
  // A car from Saskatoon to Lethbridge: every quote is a new draft haul, as a visitor's would be.
  const quoteBody = JSON.stringify({
    origin: { name: 'Saskatoon, SK', location: [-106.67, 52.13] },
    destination: { name: 'Lethbridge, AB', location: [-112.8333, 49.7] },
    load: { make_model: '2021 Honda Civic Sedan', length: 4.64, width: 1.8, height: 1.41, weight: 1257 },
  });
  const quoteHeaders = { authorization: `Token ${key}`, 'content-type': 'application/json' };
  const post = (url: string, seconds?: number) =>
    measure(url, { seconds, method: 'POST', body: quoteBody, headers: quoteHeaders });
  await post(`${appUrl}/api/quote/`, 2);
  await post(`${appUrl}/api/quote/price/`, 2);
  const before = await measure(`${baselineUrl}/hello`);
  const trivial = await measure(`${appUrl}/api/healthz`);
  const quotes = await post(`${appUrl}/api/quote/`);
  const prices = await post(`${appUrl}/api/quote/price/`);
  const after = await measure(`${baselineUrl}/hello`);
  const baseline = averaged(before, after);
  // Issue 24's goals are shares of the bare baseline; the share of /api/healthz shows the route's own cost.
  report('POST /api/quote/ (instant quote, draft haul written)', quotes, baseline);
  report('  the same against GET /api/healthz', quotes, trivial);
  report('POST /api/quote/price/ (live price, stored nowhere)', prices, baseline);
  report('  the same against GET /api/healthz', prices, trivial);
};

const benchPlaces = async (appUrl: string) => {
  const prefixes = placePrefixes(1_000);
  const searches = prefixes.map(
    (prefix) => `${appUrl}/api/geo/autocomplete/?search_term=${encodeURIComponent(prefix)}`,
  );
  await latencies(searches.slice(0, 100));
  const searchP95 = percentile(await latencies(searches), 0.95);
  const healthP95 = percentile(await latencies(prefixes.map(() => `${appUrl}/api/healthz`)), 0.95);
  console.log(
    `GET /api/geo/autocomplete/ over ${prefixes.length} prefixes: p95 ${searchP95.toFixed(2)} ms = ` +
      `${(searchP95 / healthP95).toFixed(2)}x the p95 of /api/healthz (${healthP95.toFixed(2)} ms)`,
  );
};

const benchSpec = async (appUrl: string) => {
  const prefixes = specPrefixes(await readSpecRows(), 1_000);
  const searches = prefixes.map(
    (prefix) => `${appUrl}/api/spec/get_autocomplete/?search_term=${encodeURIComponent(prefix)}`,
  );
  await latencies(searches.slice(0, 100));
  const searchP95 = percentile(await latencies(searches), 0.95);
  const healthP95 = percentile(await latencies(prefixes.map(() => `${appUrl}/api/healthz`)), 0.95);
  console.log(
    `GET /api/spec/get_autocomplete/ over ${prefixes.length} prefixes: p95 ${searchP95.toFixed(2)} ms = ` +
      `${(searchP95 / healthP95).toFixed(2)}x the p95 of /api/healthz (${healthP95.toFixed(2)} ms)`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
