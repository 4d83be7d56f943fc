import { HAUL_STATUS, type HaulSearchSort, type VehicleLimits } from '@freight/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { bids, drivers, haulDeclines, hauls, loads, shipperBlockedDrivers, vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
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
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Posted loads a driver may see at all: not their own, not ones they turned down, not from a shipper who blocked them.
 * The exclusions arrive as arrays rather than anti-joins or NOT IN subqueries: either of those made the planner
 * misjudge the rest (a subplan's start-up cost charged per index probe pushed it into scanning every haul).
 */
const visibleTo = (driverUserId: string, exclusions: DriverExclusions): SQL[] => [
  eq(hauls.status, HAUL_STATUS.posted),
  ne(hauls.userId, driverUserId),
  ...(exclusions.declinedHaulIds.length > 0 ? [sql`${hauls.id} <> all(${uuidArray(exclusions.declinedHaulIds)})`] : []),
  ...(exclusions.blockingShipperIds.length > 0
    ? [sql`${hauls.userId} <> all(${uuidArray(exclusions.blockingShipperIds)})`]
    : []),
];

const ratePerKmSql = sql`(${hauls.transportRateCents}::float8 * 10 / nullif(${hauls.routeDistanceM}, 0))`;

/** Each sort ends on the id, so pages never overlap or skip when values tie. */
export const orderFor = (sort: HaulSearchSort, distanceFromOrigin: SQL | null): SQL[] => {
  switch (sort) {
    case 'newest':
      return [desc(hauls.publishedAt), asc(hauls.id)];
    case 'pickup_date':
      return [sql`${loads.readyAt} asc nulls last`, desc(hauls.publishedAt), asc(hauls.id)];
    case 'rate':
      return [sql`${hauls.transportRateCents} desc nulls last`, desc(hauls.publishedAt), asc(hauls.id)];
    case 'rate_per_km':
      return [sql`${ratePerKmSql} desc nulls last`, desc(hauls.publishedAt), asc(hauls.id)];
    case 'nearest':
      return distanceFromOrigin ? [asc(distanceFromOrigin), asc(hauls.id)] : [desc(hauls.publishedAt), asc(hauls.id)];
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

/** How many posted loads the driver could see with these conditions. */
export const countSearchResults = async (
  db: Database,
  { driverUserId, exclusions, conditions }: { driverUserId: string; exclusions: DriverExclusions; conditions: SQL[] },
): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(hauls)
    .innerJoin(originPlace, originJoin)
    .innerJoin(destinationPlace, destinationJoin)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .where(and(...visibleTo(driverUserId, exclusions), ...conditions));
  return row?.total ?? 0;
};

type PageOptions = {
  driverUserId: string;
  exclusions: DriverExclusions;
  conditions: SQL[];
  order: SQL[];
  limit: number;
  offset: number;
};

const selectPage = (db: Database, { driverUserId, exclusions, conditions, order, limit, offset }: PageOptions) =>
  db
    .select({ ...resultColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(hauls)
    .innerJoin(originPlace, originJoin)
    .innerJoin(destinationPlace, destinationJoin)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .where(and(...visibleTo(driverUserId, exclusions), ...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

export type SearchRow = Omit<Awaited<ReturnType<typeof selectPage>>[number], 'total'>;

/** One page of matching loads in `order`, with the total count, in one pass over the matches. */
export const findSearchPage = async (
  db: Database,
  options: PageOptions,
): Promise<{ count: number; rows: SearchRow[] }> => {
  const rows = await db.transaction(async (tx) => {
    // The rows live in memory (PGlite) or on SSD, where an index probe costs about what a sequential read does; at
    // the default of 4 the planner would scan all loads to hash-join a few hundred matches of the place index.
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return selectPage(tx, options);
  });
  // Past the last page the window count has no row to ride on.
  const total = rows[0]?.total ?? (options.offset > 0 ? await countSearchResults(db, options) : 0);
  return { count: total, rows: rows.map(({ total: _total, ...row }) => row) };
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
