import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle, OpenOptions } from '../platform/db/database';
import { openPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';
import { databaseUrlFor, TEST_DB_PREFIX } from './postgres-urls';

/**
 * A fresh, migrated database of its own for the calling test file: a PGlite copy of the run's template, or, when
 * DATABASE_URL is set, a new PostgreSQL database cloned from the template and dropped again on close.
 */
export const createTestDatabase = async (options: Pick<OpenOptions, 'onQuery'> = {}): Promise<DatabaseHandle> => {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) return createPostgresCopy(serverUrl, template, options);
  const dump = await readFile(inject('pgliteTemplatePath'));
  return openPglite({ loadDataDir: new Blob([dump]) }, options);
};

/** Runs one statement on the PostgreSQL server itself (creating or dropping a database), not inside a test database. */
export const withAdmin = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

const createPostgresCopy = async (
  serverUrl: string,
  template: string,
  options: Pick<OpenOptions, 'onQuery'>,
): Promise<DatabaseHandle> => {
  const name = `${TEST_DB_PREFIX}${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const handle = await openPostgres(databaseUrlFor(serverUrl, name), {}, options);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
};
