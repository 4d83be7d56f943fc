import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { embeddedDatabaseInUse } from './data-dir-in-use';
import { createPglite } from './pglite';

/** A backup or restore that must not run as asked; the message says why and what to do instead. */
export class BackupRefused extends Error {}

type Where = Pick<Config, 'databaseUrl' | 'dataDir' | 'port'>;

const PG_DUMP_HINT =
  'DATABASE_URL is set: this command is for the embedded PGlite folder only. Back up PostgreSQL with pg_dump and ' +
  'restore with pg_restore (README, "Backups").';

/** PGlite is one process at a time: a copy taken while the server writes would be torn, a restore would corrupt it. */
const assertFolderFree = async (where: Where, command: string): Promise<void> => {
  if (where.databaseUrl) throw new BackupRefused(PG_DUMP_HINT);
  const inUse = await embeddedDatabaseInUse(where);
  if (inUse) throw new BackupRefused(`${inUse} Stop the server, run \`${command}\` again, then start the server.`);
};

const isEmptyOrMissing = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

/**
 * Writes the whole embedded database in `where.dataDir` to `outFile` as a gzipped tarball (PGlite's `dumpDataDir`),
 * the same format `restorePgliteBackup` and PGlite's `loadDataDir` read. The file appears only once complete.
 */
export const backupPglite = async ({
  where,
  outFile,
}: {
  where: Where;
  outFile: string;
}): Promise<{ bytes: number }> => {
  await assertFolderFree(where, 'npm run db:backup');
  if (!existsSync(path.join(where.dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${where.dataDir} to back up (check DATA_DIR).`);
  }
  if (existsSync(outFile)) throw new BackupRefused(`${outFile} exists already: name a new file.`);
  const client = await createPglite({ dataDir: where.dataDir });
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const partial = `${outFile}.partial`;
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(partial, dump);
    await rename(partial, outFile);
    return { bytes: dump.length };
  } finally {
    await client.close();
  }
};

/**
 * Makes `where.dataDir` the database saved in `inFile` by `backupPglite`. The backup is unpacked and opened in a
 * folder beside the target first, so a bad file leaves the target untouched; with `force`, a non-empty target is
 * moved aside to `<DATA_DIR>.replaced-<time>` (returned) rather than deleted.
 */
export const restorePgliteBackup = async ({
  where,
  inFile,
  force = false,
}: {
  where: Where;
  inFile: string;
  force?: boolean;
}): Promise<{ replacedDir: string | null }> => {
  await assertFolderFree(where, 'npm run db:restore');
  if (!existsSync(inFile)) throw new BackupRefused(`${inFile} does not exist.`);
  const targetIsEmpty = await isEmptyOrMissing(where.dataDir);
  if (!targetIsEmpty && !force) {
    throw new BackupRefused(
      `${where.dataDir} holds a database already. Pass --force to replace it (it is moved aside, not deleted).`,
    );
  }

  const staging = `${where.dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const client = await createPglite({ dataDir: staging, loadDataDir: new Blob([await readFile(inFile)]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new BackupRefused(`${inFile} could not be restored (is it a db:backup file?): ${String(error)}`);
  }

  let replacedDir: string | null = null;
  if (!targetIsEmpty) {
    replacedDir = `${where.dataDir}.replaced-${new Date().toISOString().replaceAll(':', '-')}`;
    await rename(where.dataDir, replacedDir);
  } else if (existsSync(where.dataDir)) {
    await rmdir(where.dataDir);
  }
  await rename(staging, where.dataDir);
  return { replacedDir };
};
