import type { HaulStatus } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import { bids } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { publishRealtime } from '../../platform/realtime/publish';

export type HaulStatusChange = {
  haulId: string;
  status: HaulStatus;
  shipperUserId: string;
  /** The driver holding the load after the move, and one who just lost it (turned down). */
  driverUserIds: readonly (string | null)[];
};

/**
 * Tells the people a haul's move concerns, over their WebSockets: its shipper, its driver (or the one who just lost
 * it) and the drivers whose offers on it still stand. Called with the transaction that moved the haul, so the event
 * goes out only if the move commits; their screens (the haul, My Loads, the My Loads badge) refetch.
 */
export const publishHaulStatus = async (
  db: Database,
  { haulId, status, shipperUserId, driverUserIds }: HaulStatusChange,
): Promise<void> => {
  const bidders = await db
    .select({ userId: bids.driverUserId })
    .from(bids)
    .where(and(eq(bids.haulId, haulId), eq(bids.status, 'active')));
  const to = [shipperUserId, ...driverUserIds, ...bidders.map((bidder) => bidder.userId)].filter(
    (userId): userId is string => userId !== null,
  );
  await publishRealtime(db, to, { type: 'haul_status', haul_id: haulId, status });
};
