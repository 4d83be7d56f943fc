import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../platform/paths';
import { serverCommand } from './server-bundle';

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

export type ServerProcess = { baseUrl: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * A real server process (the compiled bundle, as `npm start` runs it) on a port of its own choosing, for tests about
 * several processes sharing one database. Resolves once it listens and fails as soon as it exits before; it sets no
 * deadline unless given one (`startTimeoutMs`): a start is as slow as the machine is busy, and the calling hook's or
 * test's limit catches a hang. `stop` sends SIGTERM and waits for the exit.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  { startTimeoutMs }: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'freight-process-'));
  const [command, args] = serverCommand();
  const child = spawn(command, args, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(scratch, 'data'),
      MAIL_DIR: path.join(scratch, 'mail'),
      FILES_DIR: path.join(scratch, 'files'),
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer =
      startTimeoutMs === undefined
        ? undefined
        : setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(LISTENING);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    baseUrl,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
