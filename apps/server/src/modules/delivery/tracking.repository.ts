import { trackingEvents } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export const insertTrackingEvent = async (db: Database, event: typeof trackingEvents.$inferInsert): Promise<void> => {
  await db.insert(trackingEvents).values(event);
};
