import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../platform/db/database';
import { openPglite } from '../../platform/db/pglite';
import { openPostgres } from '../../platform/db/postgres';
import { SERVER_ROOT } from '../../platform/paths';
import { testConfig } from '../../testing/build-test-app';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { serverCommand } from '../../testing/server-bundle';
import { closedAddress } from '../../testing/stand-in-server';

type App = Awaited<ReturnType<typeof buildApp>>;
/** Where the child's database is: a PGlite folder, or a PostgreSQL database of this file. */
type ChildDatabase = { env: Record<string, string>; open: () => Promise<DatabaseHandle>; drop: () => Promise<void> };

const adminQuery = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

export const waitForLine = async (output: () => string, pattern: RegExp, child: ChildProcess) => {
  // Generous: a loaded CI machine can take a minute to start a server.
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    if (pattern.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server never printed ${pattern}:\n${output()}`);
};

/** The log lines of the sandbox's real charges (each is logged once, when it happens). */
export const chargeLines = (output: string) =>
  output.split('\n').filter((line) => line.includes('"msg":"sandbox charged"'));

/**
 * A crash test's world: server processes to SIGKILL (`startServer`), and the database they share, on PGlite (a data
 * folder) or, with DATABASE_URL, a PostgreSQL database of the file's own; `withApp` reads and writes it in-process
 * while no server holds it (PGlite allows one process at a time). Registers the file's beforeAll/afterAll.
 */
export const crashHarness = () => {
  const children = new Set<ChildProcess>();
  const serverUrl = process.env.DATABASE_URL;
  let workDir = '';
  let database: ChildDatabase | undefined;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'freight-crash-'));
    if (serverUrl) {
      const name = `${TEST_DB_PREFIX}crash_${randomUUID().replaceAll('-', '')}`;
      await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
      const url = databaseUrlFor(serverUrl, name);
      database = {
        env: { DATABASE_URL: url },
        open: () => openPostgres(url),
        drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      };
    } else {
      const dataDir = path.join(workDir, 'data');
      // The folder starts as a copy of the run's migrated template, so no process here pays initdb and migrations.
      const seeded = await openPglite({
        dataDir,
        loadDataDir: new Blob([await readFile(inject('pgliteTemplatePath'))]),
      });
      await seeded.close();
      database = { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir }), drop: async () => undefined };
    }
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  const databaseOf = (): ChildDatabase => {
    if (!database) throw new Error('the crash harness is used before its beforeAll ran');
    return database;
  };

  const withApp = async <T>(work: (app: App) => Promise<T>): Promise<T> => {
    const app = await buildApp({ config: testConfig(), database: await databaseOf().open(), logger: false });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  };

  const startServer = async (env: Record<string, string> = {}) => {
    const port = new URL(await closedAddress()).port;
    const [command, args] = serverCommand();
    const child = spawn(command, args, {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        MAIL_DIR: path.join(workDir, 'mail'),
        FILES_DIR: path.join(workDir, 'files'),
        WEB_DIST_DIR: path.join(workDir, 'no-web'),
        LOAD_ALERT_SEND_INTERVAL_S: '3600',
        ...databaseOf().env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.on('exit', () => children.delete(child));
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await waitForLine(() => output, /"msg":"ready"/, child);
    return { child, exited, output: () => output, baseUrl: `http://127.0.0.1:${port}` };
  };

  return { withApp, startServer };
};
