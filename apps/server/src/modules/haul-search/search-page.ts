import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { bids, haulSearchRows, hauls, loads } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { destinationPlace, originPlace } from './search-conditions';
import { type PageOptions, pageAndCountStatement } from './search-statements';

const resultColumns = {
  id: hauls.id,
  makeModel: loads.makeModel,
  loadType: loads.loadType,
  lengthM: loads.lengthM,
  widthM: loads.widthM,
  heightM: loads.heightM,
  weightKg: loads.weightKg,
  originName: originPlace.name,
  originRegion: originPlace.region,
  originCountry: originPlace.country,
  originLon: originPlace.lon,
  originLat: originPlace.lat,
  destinationName: destinationPlace.name,
  destinationRegion: destinationPlace.region,
  destinationCountry: destinationPlace.country,
  destinationLon: destinationPlace.lon,
  destinationLat: destinationPlace.lat,
  routeDistanceM: hauls.routeDistanceM,
  transportRateCents: hauls.transportRateCents,
  boostPercent: hauls.boostPercent,
  readyAt: loads.readyAt,
  deliverBy: loads.deliverBy,
  publishedAt: hauls.publishedAt,
};

const originJoin = and(eq(originPlace.haulId, hauls.id), eq(originPlace.role, 'origin'));
const destinationJoin = and(eq(destinationPlace.haulId, hauls.id), eq(destinationPlace.role, 'destination'));

/**
 * The result rows of hauls as the search lists them, from a source named `page` with columns `id` and `position`.
 * Joined to the search row, so a load no longer posted drops out rather than showing as open.
 */
const selectResultRows = (db: Database, extra: Record<string, ReturnType<typeof sql<number>>> = {}) =>
  db
    .select({ ...resultColumns, ...extra })
    .from(hauls)
    .innerJoin(originPlace, originJoin)
    .innerJoin(destinationPlace, destinationJoin)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .innerJoin(haulSearchRows, eq(haulSearchRows.haulId, hauls.id));

export type SearchRow = Awaited<ReturnType<typeof selectResultRows>>[number];

/** The result rows of these hauls, in the order of `haulIds` (load alerts show hauls by id). */
export const resultRowsInOrder = async (db: Database, haulIds: readonly string[]): Promise<SearchRow[]> => {
  if (haulIds.length === 0) return [];
  const found = await selectResultRows(db).where(sql`${hauls.id} = any(${`{${haulIds.join(',')}}`}::uuid[])`);
  const byId = new Map(found.map((result) => [result.id, result]));
  return haulIds.flatMap((id) => byId.get(id) ?? []);
};

/**
 * Active bids that have not expired at `now` on the result row's haul. `'active'` is written into the text, not sent
 * as a parameter: the bids' only index by haul is partial (`where status = 'active'`), and the generic plan of a
 * prepared page (below) could not prove that predicate from a parameter, so it read the whole bids table per row.
 */
const activeBidsSql = (now: Date) =>
  sql<number>`(select cast(count(*) as integer) from ${bids} where ${and(
    eq(bids.haulId, hauls.id),
    sql`${bids.status} = 'active'`,
    or(isNull(bids.expiresAt), gt(bids.expiresAt, now)),
  )})`.mapWith(Number);

/** What the page's statement selects: the result rows' columns, their active bids and the capped count. */
const pageFields = (now: Date) => ({
  ...resultColumns,
  activeBids: activeBidsSql(now),
  total: sql<number>`searched.total`.mapWith(Number),
});

/**
 * The whole page in one statement (decision 023): the page's ids in order (`array(...)` unnested with their
 * position) and the capped count, from one row (`searched`, search-statements.ts), then the ids' result rows and
 * active bids.
 */
const pageQuery = (db: Database, options: SearchPageOptions, fields: ReturnType<typeof pageFields>) =>
  db
    .select(fields)
    .from(
      sql`(${pageAndCountStatement(options, options.pageArea)}) as searched
        cross join lateral unnest(searched.ids) with ordinality as page(id, position)`,
    )
    .innerJoin(hauls, eq(hauls.id, sql`page.id`))
    .innerJoin(originPlace, originJoin)
    .innerJoin(destinationPlace, destinationJoin)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .innerJoin(haulSearchRows, eq(haulSearchRows.haulId, hauls.id))
    .orderBy(sql`page.position`);

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

/**
 * `pageArea`, when given, narrows where the page is read (not what is counted): the nearest sort's rings, whose
 * page is the whole board's page whenever it comes back full (haul-search.service.ts).
 */
export type SearchPageOptions = PageOptions & {
  now: Date;
  pageArea?: Pick<PageOptions, 'anchor' | 'conditions'>;
};

export type SearchPageRows = {
  /** Matches counted up to COUNT_CAP + 1 (search-statements.ts); null when the page is empty and so cannot carry it. */
  total: number | null;
  rows: (SearchRow & { activeBids: number })[];
};

/** Each named statement stays prepared on every connection that ran it, so a process names only so many shapes. */
const MAX_NAMED_SHAPES = 300;
const namedShapes = new Set<string>();

/**
 * The statement's name for its text (the same filters, sort and anchor kind give the same text: every figure is a
 * parameter), or undefined once MAX_NAMED_SHAPES shapes are named.
 */
const nameOf = (text: string): string | undefined => {
  const name = `haul_search_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
  if (namedShapes.has(name)) return name;
  if (namedShapes.size >= MAX_NAMED_SHAPES) return undefined;
  namedShapes.add(name);
  return name;
};

/**
 * The page's statement prepared under `name` (none once MAX_NAMED_SHAPES are named) from SQL already built.
 * Drizzle's `prepare(name)` builds the SQL again from the query (the corridor's, a thousand pairs of cells, took 3 ms
 * at p50 and 10 ms at p95 to build, and its name needs the text first): the session prepares the built text instead,
 * with the selection in the order Drizzle reads a row's columns in (each key's own column or SQL, so `mapWith` still
 * decodes).
 */
const runNamed = (
  db: Database,
  built: { sql: string; params: unknown[] },
  fields: ReturnType<typeof pageFields>,
  name: string | undefined,
): Promise<PageRow[]> => {
  const ordered = Object.entries(fields).map(([key, field]) => ({ path: [key], field }));
  return db._.session
    .prepareQuery<{ execute: PageRow[]; all: unknown; values: unknown }>(built, ordered, name, true)
    .execute();
};

/**
 * One page of matching loads in `options.order` with the capped count of all matches, in one round trip.
 *
 * A page read from an anchor runs as a named (prepared) statement: PostgreSQL parses it once per connection and,
 * after five runs planned with their own figures, keeps one generic plan for the shape (planning took 2.5 to 9 ms
 * of each search at a million loads, decision 023). An anchored plan has one shape whatever the figures: a nested
 * loop over the anchor's parts, each an index range in the page's order, so the generic plan is the same plan. A
 * search without an anchor walks a whole-board order whose best plan may depend on the figures, so it is planned
 * each time. PGlite ignores the name.
 */
export const findSearchPage = async (db: Database, options: SearchPageOptions): Promise<SearchPageRows> => {
  const fields = pageFields(options.now);
  const query = pageQuery(db, options, fields);
  const anchored = (options.pageArea?.anchor ?? options.anchor) !== null;
  const built = anchored ? query.toSQL() : undefined;
  const rows = await (built ? runNamed(db, built, fields, nameOf(built.sql)) : query);
  return { total: rows[0]?.total ?? null, rows: rows.map(({ total: _total, ...row }) => row) };
};

/** `EXPLAIN (ANALYZE, BUFFERS)` of the page's statement, for the benchmark's record of the plans. */
export const explainSearchPage = async (db: Database, options: SearchPageOptions): Promise<string> => {
  const result = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers) ${pageQuery(db, options, pageFields(options.now))}`,
  );
  return result.rows.map((line) => line['QUERY PLAN']).join('\n');
};
