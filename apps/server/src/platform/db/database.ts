import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema';

type Schema = typeof schema;

/** What raw `db.execute` returns on both drivers: PGlite's Results and node-postgres' QueryResult both carry rows. */
type RowsResult<TRow> = { rows: TRow[] };

interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** One Drizzle type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<RowsResultHKT, Schema>;

type DatabaseKind = 'pglite' | 'postgres';

/** How a database is opened, beyond where it is. */
export type OpenOptions = {
  /**
   * Called with the SQL of each statement run through Drizzle (transactions included, BEGIN/COMMIT not): tests count
   * a request's round trips with it.
   */
  onQuery?: (sql: string) => void;
  /** PostgreSQL: most connections the process holds (the listener's own connection aside). */
  poolSize?: number;
};

/** Stops one `listen`; safe to call twice and after the handle closed. */
export type Unlisten = () => Promise<void>;

export type ListenOptions = {
  /**
   * PostgreSQL only: the listening connection dropped and is back. Notifications sent while it was down are lost,
   * so a caller that forwards them should make its clients catch up (refetch).
   */
  onReconnect?: () => void;
  /**
   * PostgreSQL only: the listening connection dropped; notifications are lost until `onReconnect`. A caller that keeps
   * state those notifications keep current should stop trusting it now.
   */
  onDisconnect?: () => void;
  /** Where a dropped and restored listening connection is reported (once per drop). */
  log?: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
};

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY payload sent on `channel` (by any process on the same database, once the
   * sending transaction commits). Resolves once LISTEN is in force. Closing the handle stops every listener.
   */
  listen: (channel: string, onPayload: (payload: string) => void, options?: ListenOptions) => Promise<Unlisten>;
  close: () => Promise<void>;
};
