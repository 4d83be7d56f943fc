/**
 * Where an HTTP search's time goes beyond its page statement, on a board already written (`npm run bench -- search
 * --keep-db=NAME`): the bench's queries in the bench's order (five of a kind to warm, then its 40), each timed in
 * parts. The client: the whole search, the answer's headers, its body, its JSON parse, its size. The server: arrival
 * to the handler (hooks, validation), the handler, each statement at the driver (wall time, and its PostgreSQL
 * backend's CPU from /proc/PID/schedstat, and which backend ran the page), the SQL built by Drizzle, the answer's
 * serialisation, compression and write; this process's CPU and its GC pauses in each search. Each kind prints the
 * p50 / p95 of every part and the parts of its four slowest searches.
 *
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME npx tsx bench/search-http-probe.ts` (the server must run on
 * this machine). `--client=child`: the searches come from a second process; `--identity`: the client accepts no
 * compression; `--again`: each search is asked twice in a row and the second reported; `--cpu-profile=FILE`: a V8
 * CPU profile of the searches alone (startup left out).
 */
import { spawn } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SAMPLES, typicalQueries, weightedTowns } from './haul-search';
import { percentile } from './measure';

const option = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const identity = process.argv.includes('--identity');
const again = process.argv.includes('--again');
const WARM = 5;

/** The bench's queries of each kind, made from the bench's seed in the bench's order (so, once per process). */
const benchQueries = () =>
  Object.entries(typicalQueries(weightedTowns())).map(([name, next]) => ({
    name,
    queries: Array.from({ length: SAMPLES }, next),
  }));

type ClientTiming = {
  tag: string;
  total: number;
  headers: number;
  body: number;
  parse: number;
  wire: number;
  decoded: number;
  cpu: number;
};

/** The bench's searches, in its order, each tagged (`x-probe`) so the server's parts can be matched to it. */
const runClient = async (
  appUrl: string,
  key: string,
  kinds: ReturnType<typeof benchQueries>,
  send: (timing: ClientTiming) => void,
) => {
  const headers: Record<string, string> = { authorization: `Token ${key}` };
  if (identity) headers['accept-encoding'] = 'identity';
  for (const [kindIndex, { queries }] of kinds.entries()) {
    const one = async (query: string, tag: string) => {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const response = await fetch(`${appUrl}/api/haul/search/?${query}`, { headers: { ...headers, 'x-probe': tag } });
      const headed = performance.now();
      const buffer = await response.arrayBuffer();
      const read = performance.now();
      const text = new TextDecoder().decode(buffer);
      JSON.parse(text);
      const parsed = performance.now();
      const cpu = process.cpuUsage(cpuStarted);
      if (!response.ok) throw new Error(`${query}: ${response.status} ${text}`);
      send({
        tag,
        total: parsed - started,
        headers: headed - started,
        body: read - headed,
        parse: parsed - read,
        wire: Number(response.headers.get('content-length') ?? Number.NaN),
        decoded: buffer.byteLength,
        cpu: (cpu.user + cpu.system) / 1000,
      });
    };
    for (const [index, query] of queries.slice(0, WARM).entries()) await one(query, `w${kindIndex}.${index}`);
    for (const [index, query] of queries.entries()) {
      // `--again`: each query asked twice in a row, the second reported (its index pages just read).
      if (again) await one(query, `f${kindIndex}.${index}`);
      await one(query, `${kindIndex}.${index}`);
    }
  }
};

const clientOf = option('client-of');
if (clientOf) {
  const [appUrl = '', key = ''] = clientOf.split(',');
  await runClient(appUrl, key, benchQueries(), (timing) => process.stdout.write(`${JSON.stringify(timing)}\n`));
  process.exit(0);
}

type Statement = { name: string; wall: number; cpu: number; pid: number };
type Span = {
  arrived: number;
  handlerStarted?: number;
  handlerEnded?: number;
  finished?: number;
  statements: Statement[];
  cpuStarted: NodeJS.CpuUsage;
  cpu?: number;
  build: number;
};
const spans = new Map<string, Span>();
/** The search being answered: the client waits for each answer, so one at a time. */
let current: Span | null = null;

/** A backend's time on a CPU so far, in ns (/proc/PID/schedstat); NaN when PostgreSQL runs elsewhere. */
const cpuNsOf = (pid: number) => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
};

// Every statement of a search at the driver, wrapped before the app opens its pool.
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const span = current;
  if (!span) return query.apply(this, args);
  const config = args[0] as string | { text?: string; name?: string };
  const text = typeof config === 'string' ? config : (config.text ?? '');
  const name = typeof config === 'object' && config.name ? 'page' : text.includes('"drivers"') ? 'standing' : 'other';
  const pid = (this as pg.Client & { processID: number }).processID;
  const started = performance.now();
  const cpuStarted = cpuNsOf(pid);
  const done = () =>
    span.statements.push({ name, pid, wall: performance.now() - started, cpu: (cpuNsOf(pid) - cpuStarted) / 1e6 });
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      done();
      callback(...results);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (result instanceof Promise) result.then(done, done);
  return result;
};

// The SQL Drizzle builds for each search (the text and its parameters, from the query builder's parts).
const build = PgDialect.prototype.sqlToQuery;
PgDialect.prototype.sqlToQuery = function (this: PgDialect, ...args: Parameters<typeof build>) {
  const started = performance.now();
  const built = build.apply(this, args);
  if (current) current.build += performance.now() - started;
  return built;
};

const pauses: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
}).observe({ entryTypes: ['gc'] });

type HandlerStore = { request?: { headers?: Record<string, unknown> } };
const spanOf = (store: unknown) => spans.get(String((store as HandlerStore).request?.headers?.['x-probe']));
diagnostics.tracingChannel('fastify.request.handler').subscribe({
  start: (store) => {
    const span = spanOf(store);
    if (span) span.handlerStarted = performance.now();
  },
  end: () => undefined,
  asyncStart: (store) => {
    const span = spanOf(store);
    if (span) span.handlerEnded = performance.now();
  },
  asyncEnd: () => undefined,
  error: () => undefined,
});

const { buildApp } = await import('../src/app');
const { loadConfig } = await import('../src/platform/config');
const { openDatabase } = await import('../src/platform/db/open-database');
const { drivers } = await import('../src/db/schema');

const dataDir = await mkdtemp(path.join(tmpdir(), 'search-http-probe-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  MAIL_DIR: path.join(dataDir, 'mail'),
  SIGN_UPS_PER_ADDRESS_PER_HOUR: '10000',
});
const app = await buildApp({ config, database: await openDatabase(config), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
app.server.prependListener('request', (request, response) => {
  const tag = request.headers['x-probe'];
  if (typeof tag !== 'string') return;
  const span: Span = { arrived: performance.now(), statements: [], cpuStarted: process.cpuUsage(), build: 0 };
  spans.set(tag, span);
  current = span;
  response.on('finish', () => {
    span.finished = performance.now();
    const cpu = process.cpuUsage(span.cpuStarted);
    span.cpu = (cpu.user + cpu.system) / 1000;
    if (current === span) current = null;
  });
});

// An approved driver of this run's own, as the bench makes one.
const registered = await fetch(`${appUrl}/api/user/create_account/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Prober',
    email: `prober.${process.pid}.${Date.now()}@example.com`,
    telephone: `306-${200 + (Date.now() % 800)}-${String(process.pid % 10_000).padStart(4, '0')}`,
    password: 'correct horse battery',
    password2: 'correct horse battery',
  }),
});
const account = (await registered.json()) as { key: string; user: { id: string } };
await app.db.insert(drivers).values({ userId: account.user.id, driverType: 'commercial', profileState: 'approved' });

const kinds = benchQueries();
const clientTimings = new Map<string, ClientTiming>();
if (option('client') === 'child') {
  const child = spawn(
    process.execPath,
    [...process.execArgv, process.argv[1] ?? '', `--client-of=${appUrl},${account.key}`, ...process.argv.slice(2)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const timing = JSON.parse(line) as ClientTiming;
      clientTimings.set(timing.tag, timing);
    }
  });
  await new Promise((resolve) => child.on('exit', resolve));
} else {
  const profileTo = option('cpu-profile');
  const session = profileTo ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  await runClient(appUrl, account.key, kinds, (timing) => clientTimings.set(timing.tag, timing));
  if (session && profileTo) await writeFile(profileTo, JSON.stringify((await session.post('Profiler.stop')).profile));
}
await new Promise((resolve) => setTimeout(resolve, 100));

const sum = (statements: Statement[]) => statements.reduce((total, statement) => total + statement.wall, 0);
const figures = (values: number[]) => `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.95).toFixed(1)}`;
console.log(
  `client: ${option('client') === 'child' ? 'a second process' : 'this process'}${identity ? ', no compression' : ''}`,
);
for (const [kindIndex, { name }] of kinds.entries()) {
  const rows = Array.from({ length: SAMPLES }, (_, index) => {
    const tag = `${kindIndex}.${index}`;
    const client = clientTimings.get(tag);
    const span = spans.get(tag);
    if (!client || !span?.finished || !span.handlerStarted || !span.handlerEnded) throw new Error(`${tag}: missing`);
    const page = span.statements.filter((statement) => statement.name === 'page');
    const standing = span.statements.filter((statement) => statement.name === 'standing');
    const windowStart = span.finished - client.total;
    return {
      index,
      pid: page[0]?.pid,
      total: client.total,
      headers: client.headers,
      body: client.body,
      parse: client.parse,
      server: span.finished - span.arrived,
      'before handler': span.handlerStarted - span.arrived,
      handler: span.handlerEnded - span.handlerStarted,
      'page statement': sum(page),
      'page backend cpu': page.reduce((total, statement) => total + statement.cpu, 0),
      standing: sum(standing),
      'sql built': span.build,
      'handler less statements': span.handlerEnded - span.handlerStarted - Math.max(sum(page), sum(standing)),
      'serialise, compress, write': span.finished - span.handlerEnded,
      'outside the server': client.total - (span.finished - span.arrived),
      'beyond the page statement': client.total - sum(page),
      'node cpu': option('client') === 'child' ? (span.cpu ?? 0) : client.cpu,
      gc: pauses
        .filter((pause) => pause.start + pause.duration > windowStart && pause.start < (span.finished ?? 0))
        .reduce((total, pause) => total + pause.duration, 0),
      'wire bytes': client.wire,
      'json bytes': client.decoded,
    };
  });
  console.log(`\n## ${name}`);
  const parts = Object.keys(rows[0] ?? {}).filter(
    (part) => part !== 'index' && part !== 'pid',
  ) as (keyof (typeof rows)[number])[];
  for (const part of parts) console.log(`${part.padEnd(28)} ${figures(rows.map((row) => Number(row[part])))}`);
  const backends = new Map<number | undefined, number>();
  for (const row of rows) backends.set(row.pid, (backends.get(row.pid) ?? 0) + 1);
  console.log(`page statement's backends: ${[...backends].map(([pid, n]) => `${pid} x${n}`).join(', ')}`);
  for (const row of [...rows].sort((a, b) => b.total - a.total).slice(0, 4)) {
    console.log(
      `  #${row.index}: ${row.total.toFixed(1)} ms = server ${row.server.toFixed(1)} (page ${row['page statement'].toFixed(1)}, ` +
        `its cpu ${row['page backend cpu'].toFixed(1)}; standing ${row.standing.toFixed(1)}; handler less statements ` +
        `${row['handler less statements'].toFixed(1)}; answer ${row['serialise, compress, write'].toFixed(1)}) + outside ` +
        `${row['outside the server'].toFixed(1)}; node cpu ${row['node cpu'].toFixed(1)}, gc ${row.gc.toFixed(1)}`,
    );
  }
}
await app.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
