import type { VehicleLimits } from '@freight/domain';
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { bids, drivers, haulSearchRows, vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { resultRowsInOrder, type SearchRow } from './search-page';
import { countStatement, type FilterOptions } from './search-statements';
import { type DriverExclusions, exclusionValues, visibleTo } from './search-visibility';

export { findDriverExclusions } from './search-visibility';

/** How many posted loads the driver could see with these conditions, up to COUNT_CAP + 1 (search-statements.ts). */
export const countSearchResults = async (db: Database, options: FilterOptions): Promise<number> => {
  const result = await db.execute<{ total: number }>(countStatement(options));
  return Number(result.rows[0]?.total ?? 0);
};

/** These hauls as the search lists them, those the driver may still see only (load alerts show them by id). */
export const findVisibleSearchRows = async (
  db: Database,
  { driverUserId, exclusions, haulIds }: { driverUserId: string; exclusions: DriverExclusions; haulIds: string[] },
): Promise<SearchRow[]> => {
  if (haulIds.length === 0) return [];
  const visible = await db
    .select({ id: haulSearchRows.haulId })
    .from(haulSearchRows)
    .where(and(inArray(haulSearchRows.haulId, haulIds), ...visibleTo(driverUserId, exclusionValues(exclusions))))
    .orderBy(asc(haulSearchRows.haulId));
  return resultRowsInOrder(
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
