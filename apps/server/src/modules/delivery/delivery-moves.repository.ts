import type { HaulStatus } from '@freight/domain';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { hauls } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { publishHaulStatus } from '../hauls/haul-status-events';
import type { NewHaul } from '../hauls/hauls.repository';

/**
 * One conditional UPDATE moving a haul held by `driverUserId` out of `from`: the status and the holder are both part
 * of the condition, so a move decided on a stale read (the load changed hands meanwhile) changes nothing.
 */
export const moveHeldHaul = async (
  db: Database,
  {
    haulId,
    driverUserId,
    from,
    changes,
    unlockedAt,
  }: {
    haulId: string;
    driverUserId: string;
    from: readonly HaulStatus[];
    changes: Partial<NewHaul>;
    /** Only while the delivery code is not locked at this time. */
    unlockedAt?: Date;
  },
) => {
  const conditions: SQL[] = [
    eq(hauls.id, haulId),
    eq(hauls.driverUserId, driverUserId),
    inArray(hauls.status, [...from]),
  ];
  if (unlockedAt) conditions.push(codeUnlocked(unlockedAt));
  const [row] = await db
    .update(hauls)
    .set(changes)
    .where(and(...conditions))
    .returning({
      id: hauls.id,
      transportRateCents: hauls.transportRateCents,
      userId: hauls.userId,
      driverUserId: hauls.driverUserId,
    });
  if (!row) return null;
  if (changes.status && !(from.length === 1 && from[0] === changes.status)) {
    // The driver is told even when the move takes the load from them (turned down).
    await publishHaulStatus(db, {
      haulId,
      status: changes.status,
      shipperUserId: row.userId,
      driverUserIds: [driverUserId, row.driverUserId],
    });
  }
  return { id: row.id, transportRateCents: row.transportRateCents };
};

const codeUnlocked = (at: Date): SQL =>
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
    from,
    now,
    maxFailures,
    lockUntil,
  }: {
    haulId: string;
    driverUserId: string;
    from: readonly HaulStatus[];
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
        inArray(hauls.status, [...from]),
        codeUnlocked(now),
      ),
    )
    .returning({ failures: hauls.deliveryCodeFailures, lockedUntil: hauls.deliveryCodeLockedUntil });
  if (!row) return null;
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
  return { failures: locked ? maxFailures : row.failures, locked };
};

/** The shipper turns the accepting driver down: the load is posted again with no holder (spec 4). */
export const releaseAcceptedHaul = (
  db: Database,
  { haulId, driverUserId, at }: { haulId: string; driverUserId: string; at: Date },
) =>
  moveHeldHaul(db, {
    haulId,
    driverUserId,
    from: ['accepted'],
    changes: { status: 'posted', driverUserId: null, acceptedAt: null, updatedAt: at },
  });
