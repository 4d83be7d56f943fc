import type { HaulSearchSort, VehicleLimits } from '@freight/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  bids,
  drivers,
  haulDeclines,
  haulSearchRows,
  hauls,
  loads,
  shipperBlockedDrivers,
  vehicles,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { anchorSql, type SearchAnchor } from './search-anchor';
import { destinationPlace, originPlace } from './search-conditions';

/** Loads the driver turned down and shippers who blocked them: a handful, read first so the search can skip them. */
export type DriverExclusions = { declinedHaulIds: string[]; blockingShipperIds: string[] };

export const findDriverExclusions = async (db: Database, driverUserId: string): Promise<DriverExclusions> => {
  const [declined, blocking] = await Promise.all([
    db.select({ id: haulDeclines.haulId }).from(haulDeclines).where(eq(haulDeclines.driverUserId, driverUserId)),
    db
      .select({ id: shipperBlockedDrivers.shipperUserId })
      .from(shipperBlockedDrivers)
      .where(eq(shipperBlockedDrivers.driverUserId, driverUserId)),
  ]);
  return { declinedHaulIds: declined.map((row) => row.id), blockingShipperIds: blocking.map((row) => row.id) };
};

/** A uuid[] parameter as one array literal (uuids hold no characters that need quoting). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Counts stop here: "1,000+" tells a driver as much as an exact figure would, and costs a page, not the board. */
export const COUNT_CAP = 1000;

const row = haulSearchRows;

/**
 * Posted loads a driver may see at all (a search row exists only while its haul is posted): not their own, not ones
 * they turned down, not from a shipper who blocked them. The exclusions arrive as arrays rather than anti-joins or
 * NOT IN subqueries: either of those made the planner misjudge the rest (a subplan's start-up cost charged per
 * index probe pushed it into scanning every haul).
 */
const visibleTo = (driverUserId: string, exclusions: DriverExclusions): SQL[] => [
  ne(row.userId, driverUserId),
  ...(exclusions.declinedHaulIds.length > 0
    ? [sql`${row.haulId} <> all(${uuidArray(exclusions.declinedHaulIds)})`]
    : []),
  ...(exclusions.blockingShipperIds.length > 0
    ? [sql`${row.userId} <> all(${uuidArray(exclusions.blockingShipperIds)})`]
    : []),
];

const ratePerKmSql = sql`(${row.transportRateCents}::float8 * 10 / nullif(${row.routeDistanceM}, 0))`;

/** Each sort ends on the id, so pages never overlap or skip when values tie. */
export const orderFor = (sort: HaulSearchSort, distanceFromOrigin: SQL | null): SQL[] => {
  switch (sort) {
    case 'newest':
      return [desc(row.publishedAt), asc(row.haulId)];
    case 'pickup_date':
      return [sql`${row.readyAt} asc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'rate':
      return [sql`${row.transportRateCents} desc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'rate_per_km':
      return [sql`${ratePerKmSql} desc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'nearest':
      return distanceFromOrigin ? [asc(distanceFromOrigin), asc(row.haulId)] : [desc(row.publishedAt), asc(row.haulId)];
    default:
      return sort satisfies never;
  }
};

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

const selectDetails = (db: Database, haulIds: readonly string[]) =>
  db
    .select(resultColumns)
    .from(hauls)
    .innerJoin(originPlace, originJoin)
    .innerJoin(destinationPlace, destinationJoin)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    // Still posted: a load taken between the page and this read leaves the page rather than showing as open.
    .innerJoin(row, eq(row.haulId, hauls.id))
    .where(inArray(hauls.id, [...haulIds]));

export type SearchRow = Awaited<ReturnType<typeof selectDetails>>[number];

/** The result rows of these hauls, in the order of `haulIds`. */
const detailsInOrder = async (db: Database, haulIds: readonly string[]): Promise<SearchRow[]> => {
  if (haulIds.length === 0) return [];
  const byId = new Map((await selectDetails(db, haulIds)).map((found) => [found.id, found]));
  return haulIds.flatMap((id) => byId.get(id) ?? []);
};

type FilterOptions = {
  driverUserId: string;
  exclusions: DriverExclusions;
  conditions: SQL[];
  /** Where to start reading (search-anchor.ts); null walks the whole board in the requested order. */
  anchor: SearchAnchor | null;
};

type PageOptions = FilterOptions & { order: SQL[]; limit: number; offset: number };

const filtersOf = ({ driverUserId, exclusions, conditions }: FilterOptions, extra?: SQL): SQL | undefined =>
  and(extra, ...visibleTo(driverUserId, exclusions), ...conditions);

/**
 * How many posted loads the driver could see with these conditions, counted up to COUNT_CAP + 1: the answer is
 * exact below the cap and "more than the cap" above it, after reading at most that many matches.
 */
export const countSearchResults = async (db: Database, options: FilterOptions): Promise<number> => {
  const result = await db.execute<{ total: number }>(countStatement(options));
  return Number(result.rows[0]?.total ?? 0);
};

const countStatement = (options: FilterOptions): SQL => {
  const enough = COUNT_CAP + 1;
  const matches = options.anchor
    ? (() => {
        const { values, matches: inPart } = anchorSql(options.anchor);
        return sql`select 1 from unnest(${values}) as part(value) cross join lateral (
          select 1 from ${row} where ${filtersOf(options, inPart(sql`part.value`))} limit ${enough}) as found
          limit ${enough}`;
      })()
    : sql`select 1 from ${row} where ${filtersOf(options)} limit ${enough}`;
  return sql`select cast(count(*) as integer) as total from (${matches}) as capped`;
};

/**
 * The ids of one page. With an anchor, each cell (or region) gives its first `offset + limit` matches in the page's
 * order from an index range, and the page is taken from those few lists; the lateral subquery is named like the
 * table so that the same ORDER BY reads its columns outside.
 */
/** What a filter or a sort reads: the cell index holds all of it, so an index-only scan answers a cell. */
const SEARCHED_COLUMNS = sql.raw(
  [
    'haul_id',
    'user_id',
    'published_at',
    'transport_rate_cents',
    'route_distance_m',
    'load_type',
    'length_m',
    'width_m',
    'height_m',
    'weight_kg',
    'ready_at',
    'origin_lon',
    'origin_lat',
    'origin_region',
    'destination_lon',
    'destination_lat',
    'destination_region',
  ].join(', '),
);

const pageStatement = (options: PageOptions): SQL => {
  const { order, limit, offset, anchor } = options;
  const orderBy = sql.join(order, sql`, `);
  return anchor
    ? (() => {
        const { values, matches: inPart } = anchorSql(anchor);
        return sql`select ${row.haulId} from unnest(${values}) as part(value) cross join lateral (
          select ${SEARCHED_COLUMNS} from ${row} where ${filtersOf(options, inPart(sql`part.value`))}
          order by ${orderBy} limit ${offset + limit}) as ${row}
          order by ${orderBy} limit ${limit} offset ${offset}`;
      })()
    : sql`select ${row.haulId} from ${row} where ${filtersOf(options)} order by ${orderBy}
        limit ${limit} offset ${offset}`;
};

const pageIds = async (db: Database, options: PageOptions): Promise<string[]> => {
  const result = await db.execute<{ haul_id: string }>(pageStatement(options));
  return result.rows.map((found) => found.haul_id);
};

/** `EXPLAIN (ANALYZE, BUFFERS)` of the page's two statements, for the benchmark's record of the plans. */
export const explainSearchPage = async (
  db: Database,
  options: PageOptions,
): Promise<Record<'count' | 'page', string>> => {
  const explain = async (statement: SQL) => {
    const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`);
    return result.rows.map((line) => line['QUERY PLAN']).join('\n');
  };
  return { count: await explain(countStatement(options)), page: await explain(pageStatement(options)) };
};

/** One page of matching loads in `order`, with the count capped at COUNT_CAP (`capped` says there are more). */
export const findSearchPage = async (
  db: Database,
  options: PageOptions,
): Promise<{ count: number; capped: boolean; rows: SearchRow[] }> => {
  const [total, ids] = await db.transaction(async (tx) => {
    // Both statements cost a few milliseconds, but the planner's estimate for a dozen cells passes jit_above_cost:
    // compiling them took 50 ms (PostgreSQL, 1M loads). PGlite has no JIT and accepts the setting all the same.
    await tx.execute(sql`set local jit = off`);
    const count = await countSearchResults(tx, options);
    return [count, await pageIds(tx, options)] as const;
  });
  return { count: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP, rows: await detailsInOrder(db, ids) };
};

/** These hauls as the search lists them, those the driver may still see only (load alerts show them by id). */
export const findVisibleSearchRows = async (
  db: Database,
  { driverUserId, exclusions, haulIds }: { driverUserId: string; exclusions: DriverExclusions; haulIds: string[] },
): Promise<SearchRow[]> => {
  if (haulIds.length === 0) return [];
  const visible = await db
    .select({ id: row.haulId })
    .from(row)
    .where(and(inArray(row.haulId, haulIds), ...visibleTo(driverUserId, exclusions)))
    .orderBy(asc(row.haulId));
  return detailsInOrder(
    db,
    visible.map((found) => found.id),
  );
};

/** Active bids that have not expired at `now`, per haul; hauls without any are left out. */
export const countActiveBids = async (db: Database, haulIds: string[], now: Date): Promise<Map<string, number>> => {
  if (haulIds.length === 0) return new Map();
  const rows = await db
    .select({ haulId: bids.haulId, bids: count() })
    .from(bids)
    .where(
      and(
        inArray(bids.haulId, haulIds),
        eq(bids.status, 'active'),
        or(isNull(bids.expiresAt), gt(bids.expiresAt, now)),
      ),
    )
    .groupBy(bids.haulId);
  return new Map(rows.map((row) => [row.haulId, row.bids]));
};

/** The driver's rigs as search filters by them. */
export const findVehicleLimits = async (db: Database, driverId: string | null): Promise<VehicleLimits[]> =>
  driverId === null
    ? []
    : db
        .select({
          capacityKg: vehicles.capacityKg,
          deckLengthM: vehicles.deckLengthM,
          deckWidthM: vehicles.deckWidthM,
          maxLoadHeightM: vehicles.maxLoadHeightM,
        })
        .from(vehicles)
        .where(eq(vehicles.driverId, driverId));

export const findDriverBase = async (db: Database, driverId: string | null) => {
  if (driverId === null) return null;
  const [row] = await db
    .select({ address: drivers.baseAddress, lon: drivers.baseLon, lat: drivers.baseLat })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return row ?? null;
};
