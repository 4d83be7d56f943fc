import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema';

export type Schema = typeof schema;

/** What raw `db.execute` returns on both drivers: PGlite's Results and node-postgres' QueryResult both carry rows. */
type RowsResult<TRow> = { rows: TRow[] };

export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** One Drizzle type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<RowsResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};
