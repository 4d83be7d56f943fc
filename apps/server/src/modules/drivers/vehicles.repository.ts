import { MAX_VEHICLES_PER_DRIVER } from '@freight/domain';
import { count, eq, sql } from 'drizzle-orm';
import { drivers, vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { VehicleRow } from './drivers.repository';

export type NewVehicle = Omit<typeof vehicles.$inferInsert, 'id' | 'driverId' | 'createdAt'>;

/**
 * Adds a vehicle unless the driver already has the maximum (spec 5: six); null when full. The driver row is locked
 * first, so two adds racing for the sixth place are counted one after the other.
 */
export const insertVehicleWithinLimit = (
  db: Database,
  driverId: string,
  values: NewVehicle,
): Promise<VehicleRow | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select ${drivers.id} from ${drivers} where ${drivers.id} = ${driverId} for update`);
    const [held] = await tx.select({ total: count() }).from(vehicles).where(eq(vehicles.driverId, driverId));
    if ((held?.total ?? 0) >= MAX_VEHICLES_PER_DRIVER) return null;
    const [row] = await tx
      .insert(vehicles)
      .values({ ...values, driverId })
      .returning();
    return row ?? null;
  });

export const findVehicle = async (db: Database, vehicleId: string): Promise<VehicleRow | null> => {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  return row ?? null;
};

export const updateVehicle = async (
  db: Database,
  vehicleId: string,
  changes: Partial<NewVehicle>,
): Promise<VehicleRow | null> => {
  const [row] = await db.update(vehicles).set(changes).where(eq(vehicles.id, vehicleId)).returning();
  return row ?? null;
};

export const deleteVehicle = async (db: Database, vehicleId: string): Promise<void> => {
  await db.delete(vehicles).where(eq(vehicles.id, vehicleId));
};
