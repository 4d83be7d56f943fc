import type { SeenList } from '@freight/domain';
import { eq } from 'drizzle-orm';
import { viewTimes } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type SeenTimes = { postedSeenAt: Date | null; selfSeenAt: Date | null };

const NEVER_SEEN: SeenTimes = { postedSeenAt: null, selfSeenAt: null };

export const findSeenTimes = async (db: Database, userId: string): Promise<SeenTimes> => {
  const [row] = await db
    .select({ postedSeenAt: viewTimes.postedSeenAt, selfSeenAt: viewTimes.selfSeenAt })
    .from(viewTimes)
    .where(eq(viewTimes.userId, userId));
  return row ?? NEVER_SEEN;
};

/** One upsert, so two tabs opening the same screen at once cannot collide on the first row. */
export const markSeen = async (db: Database, { userId, list, at }: { userId: string; list: SeenList; at: Date }) => {
  const column = list === 'posted' ? 'postedSeenAt' : 'selfSeenAt';
  await db
    .insert(viewTimes)
    .values({ userId, [column]: at })
    .onConflictDoUpdate({ target: viewTimes.userId, set: { [column]: at } });
};
