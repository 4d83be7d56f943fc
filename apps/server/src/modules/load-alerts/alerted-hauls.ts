import type { HaulSearchResult } from '@freight/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { countActiveBids, findDriverExclusions, findVisibleSearchRows, toSearchResult } from '../haul-search';

/**
 * The alerted loads as the driver's search lists them, by id: only those the driver may still see (posted, not
 * declined, shipper has not blocked them), so an alert never shows more than the search would.
 */
export const searchResultsOf = async (
  { db, clock }: { db: Database; clock: Clock },
  { driverUserId, haulIds }: { driverUserId: string; haulIds: string[] },
): Promise<Map<string, HaulSearchResult>> => {
  if (haulIds.length === 0) return new Map();
  const rows = await findVisibleSearchRows(db, {
    driverUserId,
    exclusions: await findDriverExclusions(db, driverUserId),
    haulIds,
  });
  const bidCounts = await countActiveBids(
    db,
    rows.map((row) => row.id),
    clock.now(),
  );
  return new Map(rows.map((row) => [row.id, toSearchResult(row, null, bidCounts.get(row.id) ?? 0)]));
};
