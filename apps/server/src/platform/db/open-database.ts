import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, the embedded PGlite data folder otherwise; same schema, same migrations. */
export const openDatabase = (
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<DatabaseHandle> =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, {}, { poolSize: config.databasePoolSize })
    : openPglite({ dataDir: config.dataDir });
