import { and, eq } from 'drizzle-orm';
import { haulRejections } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export const insertRejection = async (
  db: Database,
  rejection: { haulId: string; driverUserId: string; reason: string; at: Date },
): Promise<void> => {
  const { at, ...values } = rejection;
  await db.insert(haulRejections).values({ ...values, createdAt: at });
};

/** Whether the shipper turned this driver down for this load before: they may not take it again. */
export const wasRejectedFrom = async (
  db: Database,
  { haulId, driverUserId }: { haulId: string; driverUserId: string },
): Promise<boolean> => {
  const rows = await db
    .select({ id: haulRejections.id })
    .from(haulRejections)
    .where(and(eq(haulRejections.haulId, haulId), eq(haulRejections.driverUserId, driverUserId)))
    .limit(1);
  return rows.length > 0;
};
