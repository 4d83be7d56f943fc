import { HAUL_STATUS } from '@freight/domain';
import { eq, sql } from 'drizzle-orm';
import { bankAccounts, driverReferences, drivers, type subscriptions, type vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

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

/**
 * A user's driver profile with every part, in one statement (a relational query: the parts come back as JSON
 * aggregates of the one row, which Drizzle decodes), each plan with the loads hauled in it
 * (`haulsHauledInSubscription`). A user has at most one driver profile.
 */
const driverRecordQuery = (db: Database) =>
  db.query.drivers
    .findFirst({
      where: (driver, { eq }) => eq(driver.userId, sql.placeholder('userId')),
      with: {
        vehicles: { orderBy: (vehicle, { asc }) => [asc(vehicle.createdAt), asc(vehicle.id)] },
        references: { orderBy: (reference, { asc }) => [asc(reference.position)] },
        bankAccounts: { limit: 1 },
        subscriptions: {
          orderBy: (plan, { asc }) => [asc(plan.startedAt)],
          // Drizzle renders every column inside `extras` as the plan's alias, so the hauls are named in plain SQL
          // here: the same count as `haulsHauledInSubscription` in subscriptions.repository.ts (completed hauls accepted while the plan was in force).
          extras: (plan, { sql }) => ({
            loadsHauled: sql<number>`(select count(*)::int from hauls as hauled
              where hauled.driver_user_id = ${sql.placeholder('userId')} and hauled.status = ${HAUL_STATUS.completed}
                and hauled.accepted_at >= ${plan.startedAt}
                and (${plan.endedAt} is null or hauled.accepted_at < ${plan.endedAt}))`.as('loads_hauled'),
          }),
        },
        notifications: {
          columns: { id: true, state: true },
          orderBy: (notification, { asc }) => [asc(notification.createdAt)],
        },
      },
    })
    // Every profile request runs it: prepared (named, on PostgreSQL) it is parsed and planned once per connection.
    .prepare('driver_record_of_user');

const preparedRecords = new WeakMap<Database, ReturnType<typeof driverRecordQuery>>();

const findDriverRecord = async (db: Database, userId: string): Promise<DriverRecord | null> => {
  const query = preparedRecords.get(db) ?? driverRecordQuery(db);
  preparedRecords.set(db, query);
  const row = await query.execute({ userId });
  if (!row) return null;
  const { vehicles, references, bankAccounts, subscriptions, notifications, ...driver } = row;
  return { driver, vehicles, references, bank: bankAccounts[0] ?? null, subscriptions, notifications };
};

/** The user's driver profile with every part, or null when they never started one. */
export const findDriverRecordOfUser = (db: Database, userId: string): Promise<DriverRecord | null> =>
  findDriverRecord(db, userId);

export const loadDriverRecord = async (db: Database, driver: DriverRow): Promise<DriverRecord> => {
  const record = await findDriverRecord(db, driver.userId);
  if (!record) throw new Error(`driver ${driver.id} vanished while being read`);
  // The caller's row is the profile as it just wrote or read it.
  return { ...record, driver };
};
