import { haulLocations } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export const insertHaulLocation = async (
  db: Database,
  location: { haulId: string; lon: number; lat: number; accuracyM: number | null; at: Date },
): Promise<void> => {
  const { at, ...values } = location;
  await db.insert(haulLocations).values({ ...values, createdAt: at });
};

/** The newest position the driver reported for the haul, or null before the first. */
