import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { rateLimitHits } from './db/schema';
import type { DatabaseHandle } from './platform/db/database';
import { openPglite } from './platform/db/pglite';
import { SERVER_ROOT } from './platform/paths';
import { testConfig } from './testing/build-test-app';
import { serverCommand } from './testing/server-bundle';
import { createTestDatabase } from './testing/test-database';

/** The compiled server as production runs it (`server-bundle.ts`). */
const runServer = (env: Record<string, string>) => {
  const [command, args] = serverCommand();
  const child = spawn(command, args, {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

/**
 * Resolves when the server prints `pattern` (its readiness line), fails as soon as it exits without printing it. No
 * deadline of its own: a start is as slow as the machine is busy, and the test's limit catches one that hangs.
 */
const waitForLine = (output: () => string, pattern: RegExp, child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!pattern.test(output())) return;
      stop();
      resolve();
    };
    const exited = () => {
      stop();
      reject(new Error(`server exited before printing ${pattern}:\n${output()}`));
    };
    const stop = () => {
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });

/** Only a hang should reach this: a first start (initdb and every migration) took over 60 s at load 15-20. */
const PROCESS_TEST_MS = 300_000;

describe('server process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'freight-server-'));
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad setting, naming the variable', async () => {
    const server = runServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: .*number/i);
  });

  it(
    'creates its embedded database on first start, serves, and exits 0 on SIGTERM',
    async () => {
      const server = runServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      await waitForLine(server.output, /"msg":"ready"/, server.child);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    },
    PROCESS_TEST_MS,
  );

  it(
    'prunes ended rate-limit windows as soon as it starts, keeping the current ones',
    async () => {
      const ownDir = await mkdtemp(path.join(dataDir, 'prune-'));
      const nowMs = Date.now();
      const seeded = await openPglite({ dataDir: ownDir });
      await seeded.db.insert(rateLimitHits).values([
        { bucket: 'login-ip:ended', windowStart: new Date(nowMs - 3 * 24 * 3600_000), hits: 9 },
        { bucket: 'login-ip:current', windowStart: new Date(nowMs - 5 * 60_000), hits: 2 },
      ]);
      await seeded.close();

      const server = runServer({ PORT: '0', DATA_DIR: ownDir, LOG_LEVEL: 'info' });
      await waitForLine(server.output, /"msg":"ready"/, server.child);
      // The close waits for the round started at ready, so after the exit the prune is done.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const after = await openPglite({ dataDir: ownDir });
      const buckets = (await after.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits)).map(
        (r) => r.bucket,
      );
      await after.close();
      expect(buckets).toEqual(['login-ip:current']);
    },
    PROCESS_TEST_MS,
  );
});

describe('graceful close', () => {
  // Made in a hook, whose limit is sized for setup on a busy machine (the test's 20 s ran out at load 20).
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('finishes a request already in flight before closing', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get('/api/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });
});
