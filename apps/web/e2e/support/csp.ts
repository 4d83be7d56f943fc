import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports, both as `securitypolicyviolation` events and as
 * the console errors Chromium writes for them ("Refused to load ..."). Call before the first navigation.
 */
export const watchCspViolations = async (page: Page): Promise<() => string[]> => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text())) {
      reports.push(message.text());
    }
  });
  // A binding outlives navigations, so reports from every document the test visits are kept.
  await page.exposeFunction('__reportCspViolation', (report: string) => {
    reports.push(report);
  });
  // Init scripts run through the DevTools protocol, so the policy under test does not block the watcher itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`;
      (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation(report);
    });
  });
  return () => [...reports];
};

export type ExtraServer = { baseUrl: string; stop: () => Promise<void> };

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server');

/**
 * A second server on the same built app with settings the shared e2e server must not have (trackers, tile servers),
 * so other journeys never see a consent banner. Resolves once it is ready.
 */
export const startExtraServer = async (port: number, env: Record<string, string>): Promise<ExtraServer> => {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port by an interrupted run would answer the readiness check below in this one's place.
  const taken = await fetch(`${baseUrl}/api/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${baseUrl} already answers: a server left from an earlier run? Stop it first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freight-e2e-csp-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_DIR: path.join(dataDir, 'mail'),
      FILES_DIR: path.join(dataDir, 'files'),
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra server exited:\n${errors}`);
    const ready = await fetch(`${baseUrl}/api/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
