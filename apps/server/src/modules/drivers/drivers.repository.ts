import { asc, count, eq } from 'drizzle-orm';
import {
  bankAccounts,
  driverReferences,
  drivers,
  hauls,
  notifications,
  subscriptions,
  vehicles,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { haulsHauledInSubscription } from './subscriptions.repository';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverChanges = Partial<Omit<typeof drivers.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type VehicleRow = typeof vehicles.$inferSelect;
type ReferenceRow = typeof driverReferences.$inferSelect;
export type BankRow = typeof bankAccounts.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect & { loadsHauled: number };

/** A driver profile with every part the Driver response shows. */
export type DriverRecord = {
  driver: DriverRow;
  vehicles: VehicleRow[];
  references: ReferenceRow[];
  bank: BankRow | null;
  subscriptions: SubscriptionRecord[];
  notifications: { id: string; state: 'active' | 'paused' }[];
};

export const findDriverById = async (db: Database, driverId: string): Promise<DriverRow | null> => {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return row ?? null;
};

export const findDriverByUser = async (db: Database, userId: string): Promise<DriverRow | null> => {
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return row ?? null;
};

/** The profile and its empty bank row, together: every profile made through the API has one to PATCH. */
export const insertDriver = (db: Database, values: typeof drivers.$inferInsert): Promise<DriverRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(drivers).values(values).returning();
    if (!row) throw new Error('insert returned no driver');
    await tx.insert(bankAccounts).values({ driverId: row.id });
    return row;
  });

export const updateDriver = async (db: Database, driverId: string, changes: DriverChanges): Promise<void> => {
  await db.update(drivers).set(changes).where(eq(drivers.id, driverId));
};

/** References are replaced as a list; `position` keeps the order the driver gave them in. */
export const replaceReferences = (
  db: Database,
  driverId: string,
  references: Omit<typeof driverReferences.$inferInsert, 'id' | 'driverId' | 'position'>[],
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.delete(driverReferences).where(eq(driverReferences.driverId, driverId));
    if (references.length === 0) return;
    await tx
      .insert(driverReferences)
      .values(references.map((reference, position) => ({ ...reference, driverId, position })));
  });

/** Each subscription with the loads hauled in it (see `haulsHauledInSubscription`). */
const subscriptionsWithLoads = async (db: Database, driver: DriverRow): Promise<SubscriptionRecord[]> => {
  const rows = await db
    .select({ subscription: subscriptions, loads: count(hauls.id) })
    .from(subscriptions)
    .leftJoin(hauls, haulsHauledInSubscription(driver.userId))
    .where(eq(subscriptions.driverId, driver.id))
    .groupBy(subscriptions.id)
    .orderBy(asc(subscriptions.startedAt));
  return rows.map(({ subscription, loads }) => ({ ...subscription, loadsHauled: loads }));
};

export const loadDriverRecord = async (db: Database, driver: DriverRow): Promise<DriverRecord> => {
  const [vehicleRows, referenceRows, [bank], subscriptionRows, notificationRows] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(eq(vehicles.driverId, driver.id))
      .orderBy(asc(vehicles.createdAt), asc(vehicles.id)),
    db
      .select()
      .from(driverReferences)
      .where(eq(driverReferences.driverId, driver.id))
      .orderBy(asc(driverReferences.position)),
    db.select().from(bankAccounts).where(eq(bankAccounts.driverId, driver.id)).limit(1),
    subscriptionsWithLoads(db, driver),
    db
      .select({ id: notifications.id, state: notifications.state })
      .from(notifications)
      .where(eq(notifications.userId, driver.userId))
      .orderBy(asc(notifications.createdAt)),
  ]);
  return {
    driver,
    vehicles: vehicleRows,
    references: referenceRows,
    bank: bank ?? null,
    subscriptions: subscriptionRows,
    notifications: notificationRows,
  };
};
