import { realpathSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildTargets } from '../../../../scripts/build/build-targets.mjs';
import { distLink, TARGETS } from '../../../../scripts/build/targets.mjs';
import { createPglite, migratePglite } from '../platform/db/pglite';
import { migratePostgres } from '../platform/db/postgres';
import { REPO_ROOT } from '../platform/paths';
import { databaseUrlFor, TEMPLATE_PREFIX } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    serverBundlePath: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it, which is much faster than
 * migrating (PGlite's initdb alone takes ~5 s) and keeps files from seeing each other's rows. First (a failed build
 * then leaves no template behind) it brings the server bundle up to date for the tests that start server processes.
 */
export default async function setup(project: TestProject) {
  project.provide('serverBundlePath', await buildServerBundle());
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return setupPostgresTemplate(project, serverUrl);
  return setupPgliteTemplate(project);
}

const setupPgliteTemplate = async (project: TestProject) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'freight-test-'));
  const client = await createPglite({ dataDir: `memory://` });
  await migratePglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templatePath = path.join(dir, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
};

const setupPostgresTemplate = async (project: TestProject, serverUrl: string) => {
  const template = `${TEMPLATE_PREFIX}${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(serverUrl, template), max: 1 });
  await migratePostgres(pool);
  await pool.end();
  await admin.end();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplate', template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await cleanup.end();
  };
};

/**
 * Brings apps/server/dist up to date with the source (as `npm run build server` does: rebuilt only when a source file
 * changed), once per run, so the tests that start server processes (`server-bundle.ts`) never run stale code. The
 * path is the build's real one, `.builds/<fingerprint>/server.js`: a rebuild during the run cannot swap another
 * build under a test.
 */
const buildServerBundle = async (): Promise<string> => {
  await buildTargets(REPO_ROOT, ['server'], (line) => console.log(`test:server: ${line}`));
  return path.join(realpathSync(distLink(REPO_ROOT, TARGETS.server)), TARGETS.server.entry);
};
