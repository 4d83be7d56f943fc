import { HAUL_RULES } from '@freight/domain';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { hauls } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The delivery code is not locked at `at` (a condition of completing, and of counting a wrong code). */
export const codeUnlocked = (at: Date): SQL =>
  or(isNull(hauls.deliveryCodeLockedUntil), lte(hauls.deliveryCodeLockedUntil, at)) as SQL;

/**
 * Counts one wrong delivery code in one atomic UPDATE. The attempt that reaches `maxFailures` locks completion until
 * `lockUntil` and starts the count again, so after the pause the driver has the same number of tries. Refused (null)
 * while the haul is already locked or no longer completable, so concurrent guesses cannot slip past the lock.
 */
export const countWrongCode = async (
  db: Database,
  {
    haulId,
    driverUserId,
    now,
    maxFailures,
    lockUntil,
  }: {
    haulId: string;
    driverUserId: string;
    now: Date;
    maxFailures: number;
    lockUntil: Date;
  },
): Promise<{ failures: number; locked: boolean } | null> => {
  const reaches = sql`${hauls.deliveryCodeFailures} + 1 >= ${maxFailures}`;
  const [row] = await db
    .update(hauls)
    .set({
      deliveryCodeFailures: sql`case when ${reaches} then 0 else ${hauls.deliveryCodeFailures} + 1 end`,
      deliveryCodeLockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else ${hauls.deliveryCodeLockedUntil} end`,
    })
    .where(
      and(
        eq(hauls.id, haulId),
        eq(hauls.driverUserId, driverUserId),
        // Only while the load can still be completed: a wrong code on a delivered load counts for nothing.
        inArray(hauls.status, [...HAUL_RULES.complete.from]),
        codeUnlocked(now),
      ),
    )
    .returning({ failures: hauls.deliveryCodeFailures, lockedUntil: hauls.deliveryCodeLockedUntil });
  if (!row) return null;
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
  return { failures: locked ? maxFailures : row.failures, locked };
};
