import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, DatabaseHandle, OpenOptions } from './database';
import { createPostgresListener, type PostgresListenerTiming } from './postgres-listener';

/**
 * PostgreSQL's sizing rule (wiki "Number Of Database Connections"): about twice the cores plus one, since a query
 * alternates CPU and waits; more connections than that only queue inside the server. It is this machine's cores, as
 * the database usually shares or mirrors the app's machine class; DATABASE_POOL_SIZE overrides it (README).
 */
const defaultPoolSize = (cores = availableParallelism()): number => Math.max(4, cores * 2 + 1);

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
  { onQuery, poolSize = defaultPoolSize() }: OpenOptions = {},
): Promise<DatabaseHandle> => {
  // JIT off for the app's sessions: its statements run in milliseconds, but a search over a dozen cells is estimated
  // past jit_above_cost, and compiling took 50 to 300 ms (decisions 021 and 023). Set at connect, not per statement,
  // so no request spends a round trip (or a transaction) on it.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await migratePostgres(pool);
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  const db = drizzle({ client: pool, schema, logger }) as unknown as Database;
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
