import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { rateLimitHits } from './db/schema';
import { openPglite } from './platform/db/pglite';
import { SERVER_ROOT } from './platform/paths';
import { testConfig } from './testing/build-test-app';
import { createTestDatabase } from './testing/test-database';

const TSX = path.join(SERVER_ROOT, '../../node_modules/.bin/tsx');

const runServer = (env: Record<string, string>) => {
  const child = spawn(TSX, ['src/server.ts'], {
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

const waitForLine = async (output: () => string, pattern: RegExp, child: ChildProcess) => {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (pattern.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server never printed ${pattern}:\n${output()}`);
};

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

  it('creates its embedded database on first start, serves, and exits 0 on SIGTERM', async () => {
    const server = runServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitForLine(server.output, /"msg":"ready"/, server.child);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);

  it('prunes ended rate-limit windows as soon as it starts, keeping the current ones', async () => {
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
    const buckets = (await after.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits)).map((r) => r.bucket);
    await after.close();
    expect(buckets).toEqual(['login-ip:current']);
  }, 60_000);
});

describe('graceful close', () => {
  it('finishes a request already in flight before closing', async () => {
    const app = await buildApp({ config: testConfig(), database: await createTestDatabase(), logger: false });
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
