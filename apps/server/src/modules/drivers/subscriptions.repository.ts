import { HAUL_STATUS } from '@freight/domain';
import { and, type Column, count, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import { drivers, hauls, subscriptions } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Ends the driver's plan in force, if any (only `subscriptionId` when given); true when one was ended. */
export const endActiveSubscription = async (
  db: Database,
  { driverId, at, subscriptionId }: { driverId: string; at: Date; subscriptionId?: string },
): Promise<boolean> => {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'ended', endedAt: at })
    .where(
      and(
        eq(subscriptions.driverId, driverId),
        eq(subscriptions.status, 'active'),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .returning({ id: subscriptions.id });
  return ended.length > 0;
};

/**
 * Replaces the plan in force by a new one at `level`, in one transaction. Two grants racing both end the old plan;
 * the partial unique index (one active per driver) then refuses the second insert.
 */
export const startSubscription = (
  db: Database,
  { driverId, level, at, grantedBy }: { driverId: string; level: number; at: Date; grantedBy: string | null },
): Promise<void> =>
  db.transaction(async (tx) => {
    await endActiveSubscription(tx, { driverId, at });
    await tx.insert(subscriptions).values({ driverId, level, startedAt: at, grantedBy });
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const findSubscription = async (db: Database, subscriptionId: string) => {
  if (!UUID.test(subscriptionId)) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  return row ?? null;
};

/**
 * The join condition of a subscription's loads hauled: the driver's completed hauls accepted while it was in force (a
 * haul records when it was accepted, not when it was completed, so acceptance dates it).
 */
const haulsHauledInSubscription = (driverUserId: string | Column) =>
  and(
    eq(hauls.driverUserId, driverUserId),
    eq(hauls.status, HAUL_STATUS.completed),
    gte(hauls.acceptedAt, subscriptions.startedAt),
    or(isNull(subscriptions.endedAt), lt(hauls.acceptedAt, subscriptions.endedAt)),
  );

/**
 * Plans in force that started on or before `startedBefore`, each with the loads hauled in it (completed hauls the
 * driver accepted since it started, as the driver record counts them).
 */
export const activeSubscriptionsStartedBefore = async (db: Database, startedBefore: Date) =>
  db
    .select({
      id: subscriptions.id,
      driverId: subscriptions.driverId,
      startedAt: subscriptions.startedAt,
      loadsHauled: count(hauls.id),
    })
    .from(subscriptions)
    .innerJoin(drivers, eq(drivers.id, subscriptions.driverId))
    .leftJoin(hauls, haulsHauledInSubscription(drivers.userId))
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.startedAt, startedBefore)))
    .groupBy(subscriptions.id);
