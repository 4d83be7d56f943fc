import type { ViewTimes } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { findSeenTimes, type SeenTimes } from './view-times.repository';

/** Counts one badge for one user; the module that owns the rows (chat, hauls) supplies it. */
type ViewCounter = (options: { db: Database; user: UserRow; seen: SeenTimes }) => Promise<number>;

/** A count nobody supplies is zero: there is nothing of that kind to be new. */
export type ViewCounters = Partial<Record<keyof ViewTimes, ViewCounter>>;

const COUNT_NAMES = ['message_count', 'posted_count', 'self_count'] as const satisfies (keyof ViewTimes)[];

export const countViewTimes = async ({
  db,
  user,
  counters,
}: {
  db: Database;
  user: UserRow;
  counters: ViewCounters;
}): Promise<ViewTimes> => {
  const seen = await findSeenTimes(db, user.id);
  const counts = await Promise.all(COUNT_NAMES.map((name) => counters[name]?.({ db, user, seen }) ?? 0));
  return Object.fromEntries(COUNT_NAMES.map((name, index) => [name, counts[index]])) as ViewTimes;
};
