import type { RealtimeEvent } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The one PostgreSQL channel every server process listens on (LISTEN/NOTIFY, DESIGN.md section 7). */
export const REALTIME_CHANNEL = 'freight_realtime';

/** What travels through NOTIFY: the event and whose sockets it goes to. */
export type RealtimeEnvelope = { to: string[]; event: RealtimeEvent };

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on; a chat message past this travels as a refetch hint. */
const MAX_PAYLOAD_BYTES = 7_500;

const fitted = (envelope: RealtimeEnvelope): string => {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const hint: RealtimeEnvelope = { to: envelope.to, event: { type: 'view_times' } };
  return JSON.stringify(hint);
};

/**
 * Sends an event to the users' open sockets on every server process. Given a transaction, the notification goes out
 * only if it commits (PostgreSQL delivers NOTIFY at commit), so nobody hears of a message that was rolled back.
 */
export const publishRealtime = async (db: Database, to: readonly string[], event: RealtimeEvent): Promise<void> => {
  const recipients = [...new Set(to)];
  if (recipients.length === 0) return;
  // Large recipient lists (a mass message) go out in slices that each fit one payload.
  for (let start = 0; start < recipients.length; start += 100) {
    const payload = fitted({ to: recipients.slice(start, start + 100), event });
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
};
