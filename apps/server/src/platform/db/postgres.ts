import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, DatabaseHandle } from './database';
import { createPostgresListener, type PostgresListenerTiming } from './postgres-listener';

/** Any constant shared by every server process; it serialises migrations when several start at once. */
const MIGRATION_LOCK_KEY = 724_001;

export const migratePostgres = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
};

export const openPostgres = async (
  connectionString: string,
  listenerTiming: Partial<PostgresListenerTiming> = {},
): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await migratePostgres(pool);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  // Opens its connection on the first `listen` only: a process nobody listens in holds no extra connection.
  const listener = createPostgresListener(connectionString, listenerTiming);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};
