import { haulRejections } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export const insertRejection = async (
  db: Database,
  rejection: { haulId: string; driverUserId: string; reason: string; at: Date },
): Promise<void> => {
  const { at, ...values } = rejection;
  await db.insert(haulRejections).values({ ...values, createdAt: at });
};
