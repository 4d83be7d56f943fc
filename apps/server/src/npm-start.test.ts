import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KeyResponseSchema } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/paths';

// `npm start` as an operator runs it (README): the build step, the process tree, and a graceful stop on SIGTERM.

/** Processes whose parent is `pid`, from /proc (Linux, as CI). */
const childrenOf = (pid: number): { pid: number; command: string }[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== pid) return [];
        return [{ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
      } catch {
        return []; // gone since the listing
      }
    });

const CAR = { make_model: '2021 Honda Civic Sedan', length: 4.64, width: 1.8, height: 1.41, weight: 1_257 };
const QUOTE = {
  origin: { name: 'Saskatoon, SK', location: [-106.67, 52.13] },
  destination: { name: 'Lethbridge, AB', location: [-112.8333, 49.7] },
  load: { ...CAR, load_type: 'vehicle' },
};

/** Sends a request's head and half its body now; `finish` sends the rest and resolves with the status line. */
const startSlowRequest = (baseUrl: string, pathname: string, key: string, body: string) => {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    [
      `POST ${pathname} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Token ${key}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body.slice(0, half),
    ].join('\r\n'),
  );
  return {
    finish: async () => {
      socket.write(body.slice(half));
      await closed;
      return received.split('\r\n')[0];
    },
  };
};

const waitFor = async <T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const statusOf = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 'refused' as const;
  }
};

describe('npm start', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'freight-npm-start-'));
    // A web build of its own keeps this test from building the real one; the server bundle is built if stale.
    mkdirSync(path.join(scratch, 'web/assets'), { recursive: true });
    writeFileSync(path.join(scratch, 'web/index.html'), '<!doctype html><title>Freight</title>');
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('runs the server as npm’s only child and stops on SIGTERM: drained, in-flight request finished, exit 0', async () => {
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? scratch,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(scratch, 'data'),
        MAIL_DIR: path.join(scratch, 'mail'),
        FILES_DIR: path.join(scratch, 'files'),
        WEB_DIST_DIR: path.join(scratch, 'web'),
        SHUTDOWN_DRAIN_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    const pid = npm.pid ?? 0;
    try {
      const baseUrl = await waitFor('the server to listen', () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      });
      const [server, ...others] = childrenOf(pid);
      expect(others).toEqual([]);
      expect(server?.command).toMatch(/^node .*scripts\/start\.mjs/);
      expect(childrenOf(server?.pid ?? 0)).toEqual([]);
      expect(await (await fetch(`${baseUrl}/`)).text()).toContain('<title>Freight</title>');

      const visitor = await fetch(`${baseUrl}/api/user/create_temp_account/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const { key } = KeyResponseSchema.parse(await visitor.json());
      const quote = startSlowRequest(baseUrl, '/api/quote/', key, JSON.stringify(QUOTE));
      await new Promise((resolve) => setTimeout(resolve, 200));
      npm.kill('SIGTERM');

      // The balancer's view: readiness fails while requests are still served, then nothing listens.
      await waitFor('readiness to fail', async () =>
        (await statusOf(`${baseUrl}/api/readyz`)) === 503 ? true : undefined,
      );
      expect(await statusOf(`${baseUrl}/api/healthz`)).toBe(200);
      await waitFor('the server to stop listening', async () =>
        (await statusOf(`${baseUrl}/api/healthz`)) === 'refused' ? true : undefined,
      );
      expect(await quote.finish()).toBe('HTTP/1.1 201 Created');

      expect(await exited).toBe(0);
      expect(existsSync(`/proc/${server?.pid}`)).toBe(false);
      expect(output).toContain('shutting down');
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
    }
  }, 120_000);
});
