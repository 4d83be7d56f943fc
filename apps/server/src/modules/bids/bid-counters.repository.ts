import { and, eq, isNull } from 'drizzle-orm';
import { bids } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * Writes the shipper's counter-offer in one conditional UPDATE: only on an active bid that has none yet, so of two
 * counters sent at once exactly one is kept (one counter per bid). False when the bid had one or was no longer active.
 */
export const setCounter = async (
  db: Database,
  { bidId, amountCents, at }: { bidId: string; amountCents: number; at: Date },
): Promise<boolean> => {
  const rows = await db
    .update(bids)
    .set({ counterAmountCents: amountCents, counterStatus: 'pending', counteredAt: at })
    .where(and(eq(bids.id, bidId), eq(bids.status, 'active'), isNull(bids.counterStatus)))
    .returning({ id: bids.id });
  return rows.length > 0;
};

/** Answers a pending counter-offer; false when it was answered already (a double tap answers once). */
export const decideCounter = async (
  db: Database,
  { bidId, status, at }: { bidId: string; status: 'accepted' | 'declined'; at: Date },
): Promise<boolean> => {
  const rows = await db
    .update(bids)
    .set({ counterStatus: status, counterDecidedAt: at })
    .where(and(eq(bids.id, bidId), eq(bids.counterStatus, 'pending')))
    .returning({ id: bids.id });
  return rows.length > 0;
};
