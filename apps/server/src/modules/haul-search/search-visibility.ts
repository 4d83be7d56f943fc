import { eq, type SQL, sql } from 'drizzle-orm';
import { haulDeclines, haulSearchRows, shipperBlockedDrivers } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Loads the driver turned down and shippers who blocked them: a handful, read first so the search can skip them. */
export type DriverExclusions = { declinedHaulIds: string[]; blockingShipperIds: string[] };

/** The same two lists as SQL arrays: given as values, or read by the statement that uses them. */
export type ExclusionArrays = { declinedHaulIds: SQL; blockingShipperIds: SQL };

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

export const exclusionValues = ({ declinedHaulIds, blockingShipperIds }: DriverExclusions): ExclusionArrays => ({
  declinedHaulIds: uuidArray(declinedHaulIds),
  blockingShipperIds: uuidArray(blockingShipperIds),
});

/**
 * The exclusions read inside the search's own statement, saving two round trips. Each `array(select ...)` is
 * uncorrelated, so PostgreSQL runs it once per statement (an InitPlan) and the index scans compare with its value.
 */
export const exclusionsReadFor = (driverUserId: string): ExclusionArrays => ({
  declinedHaulIds: sql`array(select ${haulDeclines.haulId} from ${haulDeclines}
    where ${haulDeclines.driverUserId} = ${driverUserId})`,
  blockingShipperIds: sql`array(select ${shipperBlockedDrivers.shipperUserId} from ${shipperBlockedDrivers}
    where ${shipperBlockedDrivers.driverUserId} = ${driverUserId})`,
});

/**
 * Posted loads a driver may see at all (a search row exists only while its haul is posted): not their own, not ones
 * they turned down, not from a shipper who blocked them. The exclusions are arrays rather than anti-joins or NOT IN
 * subqueries: either of those made the planner misjudge the rest (a subplan's start-up cost charged per index probe
 * pushed it into scanning every haul).
 */
export const visibleTo = (driverUserId: string, exclusions: ExclusionArrays): SQL[] => [
  sql`${haulSearchRows.userId} <> ${driverUserId}`,
  sql`${haulSearchRows.haulId} <> all(${exclusions.declinedHaulIds})`,
  sql`${haulSearchRows.userId} <> all(${exclusions.blockingShipperIds})`,
];
