import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, defineConfig } from '@playwright/test';

// E2E_PORT lets a second run (a CI clone, another checkout) go on beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** A real Chromium is required: a run that silently skipped the browser would prove nothing. */
const resolveChromium = (): string => {
  const requested = process.env.CHROMIUM_PATH;
  // A path asked for by name that is not there is a mistake to report, not a reason to quietly use another browser.
  if (requested && !existsSync(requested)) throw new Error(`CHROMIUM_PATH=${requested} does not exist.`);
  const candidates = [requested, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the end-to-end tests. Do one of:',
      '  - apt-get install -y chromium   (Debian/Ubuntu; gives /usr/bin/chromium)',
      '  - set CHROMIUM_PATH=/path/to/chromium',
      '  - npx playwright install chromium   (where browser downloads are allowed)',
    ].join('\n'),
  );
};

// Workers load this file too; they inherit the runner's environment, so all share the runner's one folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'freight-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Only the runner removes the folder, at its exit, after it has stopped the server (a worker exits earlier).
if (process.env.TEST_WORKER_INDEX === undefined) {
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Each journey's line with its time, in CI too: the log then says which journeys the suite's minutes go to.
  reporter: 'list',
  // These limits end a hang; they do not judge speed. A passing step returns as soon as it is true, so a long limit
  // costs a passing run nothing, while a short one fails a sound journey on a loaded machine (15 s expectations and
  // 2-minute journeys failed at load average 20-40 on 2 cores). One limit for all: no journey sets its own.
  timeout: 900_000,
  expect: { timeout: 90_000 },
  use: {
    baseURL: BASE_URL,
    // Once idle, every page registers /sw.js, which fetches the whole precache (300 files, 2.9 MB) into each new
    // browser context. Only the journeys about the worker need it (they say `serviceWorkers: 'allow'`); a blocked
    // registration is what a browser without service workers does, which the app already handles.
    serviceWorkers: 'block',
    // A failed journey keeps its last screenshot and its error context (the page's accessibility tree at the failure).
    // Its trace (every step with the page's DOM) is recorded only with E2E_TRACE=1, to re-run a failure with: recording
    // it for every journey and throwing it away on a pass cost the browser, its renderers and the runner 13-24% of
    // their CPU (decision 025), and a CI run keeps only its log. The trace's frame-by-frame screenshots stay out even
    // then (the card journey 56.6/55.6 s with them, 41.3/37.8 s without, alternated).
    trace: { mode: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off', screenshots: false },
    launchOptions: {
      executablePath: resolveChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The compiled server as production runs it, serving the web app and the API (the e2e script builds both first).
    command: 'node ../server/dist/server.js',
    url: `${BASE_URL}/api/readyz`,
    reuseExistingServer: false,
    // The start's only deadline: a hang catcher, as above (a busy machine starts the server slowly, not wrongly).
    timeout: 600_000,
    // SIGTERM lets the server close its database cleanly before the folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The embedded mail transport's files stay in the run's folder; links in the emails lead back to this server.
      MAIL_DIR: path.join(dataDir, 'mail'),
      PUBLIC_BASE_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Whoever registers and confirms this address is staff (e2e/support/accounts.ts makeStaffByApi).
      STAFF_EMAILS: 'staff@e2e.freight.test',
      // Every journey's browser signs up from 127.0.0.1; the per-address limits are for strangers, not this suite.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      VISITORS_PER_ADDRESS_PER_HOUR: '100000',
      // The push service stand-in the push journey starts (e2e/push-notifications.spec.ts) on the next port.
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${PORT + 1}`,
    },
  },
});
