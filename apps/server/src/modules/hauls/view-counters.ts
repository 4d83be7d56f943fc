import { HAUL_STATUS } from '@freight/domain';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { hauls } from '../../db/schema';
import type { ViewCounters } from '../view-times';

/**
 * The hauls' badges of `GET /view_times/`: loads posted by others since the user last opened the load search
 * (posted_count, the Find tab), and changes to their own posted loads since they last opened My Loads (self_count).
 */
export const haulViewCounters: ViewCounters = {
  posted_count: async ({ db, user, seen }) => {
    const [row] = await db
      .select({ count: count() })
      .from(hauls)
      .where(
        and(
          eq(hauls.status, HAUL_STATUS.posted),
          ne(hauls.userId, user.id),
          gt(hauls.publishedAt, seen.postedSeenAt ?? user.createdAt),
        ),
      );
    return row?.count ?? 0;
  },
  self_count: async ({ db, user, seen }) => {
    const [row] = await db
      .select({ count: count() })
      .from(hauls)
      .where(
        and(
          eq(hauls.userId, user.id),
          ne(hauls.status, HAUL_STATUS.draft),
          gt(hauls.updatedAt, seen.selfSeenAt ?? user.createdAt),
        ),
      );
    return row?.count ?? 0;
  },
};
