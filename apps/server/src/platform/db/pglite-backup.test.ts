import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, users } from '../../db/schema';
import { testConfig } from '../../testing/build-test-app';
import { holdFileOpen } from '../../testing/hold-file-open';
import { makePostedHaul } from '../../testing/posted-hauls';
import { openPglite } from './pglite';
import { BackupRefused, backupPglite, restorePgliteBackup } from './pglite-backup';

let root: string;
let dataDir: string;
let backupFile: string;
let saved: { userId: string; haulId: string };

const where = (dir: string) => ({ dataDir: dir, databaseUrl: undefined, port: 1 });

/** The user and load saved before the backup, read back from a restored folder. */
const readSaved = async (dir: string) => {
  const database = await openPglite({ dataDir: dir });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.id, saved.userId));
    const [haul] = await database.db.select().from(hauls).where(eq(hauls.id, saved.haulId));
    return { user, haul };
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'freight-backup-'));
  dataDir = path.join(root, 'data');
  backupFile = path.join(root, 'freight.tar.gz');
  // A real data folder with a shipper and a posted load in it: from the run's migrated template, to skip initdb, or
  // made and migrated here when the run is on PostgreSQL (which has no PGlite template).
  const templatePath = inject('pgliteTemplatePath');
  const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
  const app = await buildApp({
    config: testConfig(),
    database: await openPglite({ dataDir, loadDataDir: template }),
    logger: false,
  });
  const { shipper, haul } = await makePostedHaul(app);
  saved = { userId: shipper.user.id, haulId: haul.id };
  await app.close();
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('PGlite backup and restore', () => {
  it('backs up a closed data folder and restores it into a new one with the data present', async () => {
    const { bytes } = await backupPglite({ where: where(dataDir), outFile: backupFile });
    expect(bytes).toBeGreaterThan(1000);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);

    const restoredDir = path.join(root, 'restored');
    expect(await restorePgliteBackup({ where: where(restoredDir), inFile: backupFile })).toEqual({ replacedDir: null });
    const { user, haul } = await readSaved(restoredDir);
    expect(user?.id).toBe(saved.userId);
    expect(haul).toMatchObject({ id: saved.haulId, status: 'posted' });
  });

  it('refuses to overwrite a data folder without --force, and with it moves the old folder aside', async () => {
    const target = path.join(root, 'in-use-target');
    await restorePgliteBackup({ where: where(target), inFile: backupFile });
    await expect(restorePgliteBackup({ where: where(target), inFile: backupFile })).rejects.toThrow(
      /holds a database already. Pass --force/,
    );
    const { replacedDir } = await restorePgliteBackup({ where: where(target), inFile: backupFile, force: true });
    expect(replacedDir).toMatch(/in-use-target\.replaced-/);
    expect(existsSync(path.join(replacedDir ?? '', 'PG_VERSION'))).toBe(true);
    expect((await readSaved(target)).haul?.id).toBe(saved.haulId);
  });

  it('leaves the target untouched when the file is not a backup', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    await writeFile(junk, 'not a tarball');
    const target = path.join(root, 'junk-target');
    await expect(restorePgliteBackup({ where: where(target), inFile: junk })).rejects.toThrow(BackupRefused);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.restoring-${process.pid}`)).toBe(false);
  });

  it('refuses an existing backup file, a missing database, and PostgreSQL, which pg_dump backs up', async () => {
    await expect(backupPglite({ where: where(dataDir), outFile: backupFile })).rejects.toThrow(/exists already/);
    await expect(
      backupPglite({ where: where(path.join(root, 'nothing')), outFile: path.join(root, 'x.tar.gz') }),
    ).rejects.toThrow(/no embedded database/);
    const postgres = { ...where(dataDir), databaseUrl: 'postgres://postgres@127.0.0.1:5432/freight' };
    await expect(backupPglite({ where: postgres, outFile: path.join(root, 'y.tar.gz') })).rejects.toThrow(/pg_dump/);
    await expect(restorePgliteBackup({ where: postgres, inFile: backupFile })).rejects.toThrow(/pg_restore/);
  });

  it('refuses while another process (the server) has the data folder open', async () => {
    const holder = await holdFileOpen(path.join(dataDir, 'PG_VERSION'));
    try {
      await expect(backupPglite({ where: where(dataDir), outFile: path.join(root, 'z.tar.gz') })).rejects.toThrow(
        new RegExp(`open in another process[\\s\\S]*pid ${holder.pid}[\\s\\S]*Stop the server`),
      );
    } finally {
      holder.release();
    }
  });
});
