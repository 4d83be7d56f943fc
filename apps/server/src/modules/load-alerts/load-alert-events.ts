import type { Database } from '../../platform/db/database';
import { publishRealtime } from '../../platform/realtime/publish';

/** Tells drivers, over their WebSockets, that an alert about this load is now theirs to see (the Find badge moves). */
export const publishLoadAlert = (db: Database, { haulId, userIds }: { haulId: string; userIds: readonly string[] }) =>
  publishRealtime(db, userIds, { type: 'load_alert', haul_id: haulId });
