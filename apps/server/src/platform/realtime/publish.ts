import type { RealtimeEvent } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The one PostgreSQL channel every server process listens on (LISTEN/NOTIFY, DESIGN.md section 7). */
export const REALTIME_CHANNEL = 'freight_realtime';

/** What travels through NOTIFY: the event and whose sockets it goes to. */
export type RealtimeEnvelope = { to: string[]; event: RealtimeEvent };

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on; a chat message past this travels as a refetch hint. */
const REALTIME_MAX_PAYLOAD_BYTES = 7_500;

/** Recipients per NOTIFY: a slice's ids (37 bytes each) leave room for the event within the payload limit. */
export const REALTIME_SLICE_SIZE = 100;

const fitted = (envelope: RealtimeEnvelope): string => {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) <= REALTIME_MAX_PAYLOAD_BYTES) return payload;
  const hint: RealtimeEnvelope = { to: envelope.to, event: { type: 'view_times' } };
  return JSON.stringify(hint);
};

/**
 * The `pg_notify(...)` calls that send `event` to the users' sockets. Large recipient lists (a mass message) go out in
 * slices that each fit one payload (a chat message's own statement slices in SQL by the same rule). PostgreSQL
 * delivers them when the statement's transaction commits.
 */
const realtimeNotifications = (to: readonly string[], event: RealtimeEvent): SQL[] => {
  const recipients = [...new Set(to)];
  const calls: SQL[] = [];
  for (let start = 0; start < recipients.length; start += REALTIME_SLICE_SIZE) {
    const payload = fitted({ to: recipients.slice(start, start + REALTIME_SLICE_SIZE), event });
    calls.push(sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
  return calls;
};

/**
 * The `pg_notify` call of one envelope made in SQL, for a statement that announces what it writes: `to` is a JSON array
 * of user ids and `event` the event as JSON, both SQL expressions. A payload past the limit goes out as a
 * `view_times` refetch hint, as `realtimeNotifications` does.
 */
export const notifyEnvelope = (to: SQL, event: SQL): SQL => {
  const hint = JSON.stringify({ type: 'view_times' } satisfies RealtimeEvent);
  return sql`(select pg_notify(${REALTIME_CHANNEL}, case
      when octet_length(envelope.payload) <= ${REALTIME_MAX_PAYLOAD_BYTES} then envelope.payload
      else json_build_object('to', ${to}, 'event', ${hint}::json)::text end)
    from (select json_build_object('to', ${to}, 'event', ${event})::text as payload) envelope)`;
};

/**
 * Sends an event to the users' open sockets on every server process. Given a transaction, the notification goes out
 * only if it commits (PostgreSQL delivers NOTIFY at commit), so nobody hears of a message that was rolled back.
 */
export const publishRealtime = async (db: Database, to: readonly string[], event: RealtimeEvent): Promise<void> => {
  for (const call of realtimeNotifications(to, event)) await db.execute(sql`select ${call}`);
};
