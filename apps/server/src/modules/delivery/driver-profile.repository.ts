import { HAUL_STATUS } from '@freight/domain';
import { and, count, eq } from 'drizzle-orm';
import { bids, drivers, hauls, users, vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * What a shipper may read of a driver: the public name, profile and experience, and the vehicles without plates or
 * insurance (the columns are listed, never `select *`, so a new private column cannot leak by default).
 */
export const findDriverForShipper = async (db: Database, driverUserId: string) => {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      memberSince: users.createdAt,
      profilePictureId: users.profilePictureId,
      driverId: drivers.id,
      driverType: drivers.driverType,
      companyName: drivers.companyName,
      expYears: drivers.expYears,
      expAccidents: drivers.expAccidents,
      expCompanies: drivers.expCompanies,
      expQualifications: drivers.expQualifications,
    })
    .from(users)
    .innerJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, driverUserId));
  if (!row) return null;
  const [rigs, [completed]] = await Promise.all([
    db
      .select({
        vehicleType: vehicles.vehicleType,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        color: vehicles.color,
      })
      .from(vehicles)
      .where(eq(vehicles.driverId, row.driverId))
      .orderBy(vehicles.createdAt, vehicles.id),
    db
      .select({ n: count() })
      .from(hauls)
      .where(and(eq(hauls.driverUserId, driverUserId), eq(hauls.status, HAUL_STATUS.completed))),
  ]);
  return { ...row, vehicles: rigs, completedLoads: completed?.n ?? 0 };
};

/** Whether the driver ever bid on the haul: the shipper may look at bidders too, not only at the holder. */
export const hasBidOn = async (db: Database, { haulId, driverUserId }: { haulId: string; driverUserId: string }) => {
  const rows = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.haulId, haulId), eq(bids.driverUserId, driverUserId)))
    .limit(1);
  return rows.length > 0;
};
