import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, DatabaseHandle, OpenOptions } from './database';

/** Extensions the migrations create; PGlite must load their code before the SQL can use them. */
const extensions = { pg_trgm };

/** A data folder (created if missing), a dump (`dumpDataDir`) loaded in memory, or a dump loaded into an empty folder. */
type PgliteSource = { dataDir: string; loadDataDir?: Blob } | { loadDataDir: Blob };

export const createPglite = async (source: PgliteSource): Promise<PGlite> => {
  const options: PGliteOptions = { extensions, loadDataDir: source.loadDataDir };
  if ('dataDir' in source) {
    await mkdir(source.dataDir, { recursive: true });
    options.dataDir = source.dataDir;
  }
  const client = new PGlite(options);
  await client.waitReady;
  return client;
};

export const migratePglite = async (client: PGlite): Promise<void> => {
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
};

/** Opens (creating on first use) the embedded database and brings its schema up to date. */
export const openPglite = async (
  source: PgliteSource,
  { onQuery }: Pick<OpenOptions, 'onQuery'> = {},
): Promise<DatabaseHandle> => {
  const client = await createPglite(source);
  await migratePglite(client);
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  const db = drizzle({ client, schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process, one session: PGlite hands its own session's NOTIFYs to its listeners, at commit as PostgreSQL does.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      let stopped = false;
      return async () => {
        if (stopped || client.closed) return;
        stopped = true;
        await unlisten();
      };
    },
    close: () => client.close(),
  };
};
