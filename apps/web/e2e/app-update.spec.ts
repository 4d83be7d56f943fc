import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { type ExtraServer, startExtraServer } from './support/csp';
import { waitForServiceWorker } from './support/held-load';
import { expect, test } from './support/test';

/** Beside the shared e2e server's port (E2E_PORT); +1 is the push stand-in's and the CSP journey's. */
const UPDATE_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BUILT_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const NEW_VERSION = 'A new version of Freight Dispatch is available.';

/**
 * What the second version's worker adds: it answers which version it is, so the journey can tell the worker that
 * controls the page after "Reload" is the new one.
 */
const SECOND_VERSION_SOURCE = `
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'WHICH_VERSION') event.ports[0].postMessage('second');
});
`;

/** The version of the worker that controls the page: 'second' for the new one; the first does not answer. */
const controllingVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type: 'WHICH_VERSION' }, [channel.port2]);
        setTimeout(() => resolve('first'), 3_000);
      }),
  );

test.describe('a new version deployed while the app is open', () => {
  test.use({
    baseURL: `http://127.0.0.1:${UPDATE_PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-CA',
    serviceWorkers: 'allow',
  });
  let server: ExtraServer;
  let appDir: string;

  // A server of its own on a copy of the build: deploying the new version here leaves the shared server's app alone.
  test.beforeAll(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), 'freight-e2e-update-'));
    // dist is a link to the newest build (the build swaps it atomically): the build's own folder is copied.
    cpSync(realpathSync(BUILT_APP), appDir, { recursive: true });
    server = await startExtraServer(UPDATE_PORT, { WEB_DIST_DIR: appDir });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  /** A new build's worker: different bytes at /sw.js, which is what makes the browser install it. */
  const deploySecondVersion = () => {
    const worker = path.join(appDir, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n${SECOND_VERSION_SOURCE}`);
    // The server prefers a precompressed copy when there is one: it would still be the first version.
    for (const compressed of [`${worker}.br`, `${worker}.gz`]) if (existsSync(compressed)) rmSync(compressed);
  };

  test('offers "Reload", keeps the open version working until then, and Reload brings the new one', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await waitForServiceWorker(page);
    expect(await controllingVersion(page)).toBe('first');

    deploySecondVersion();
    // What the app's hourly check does, now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: NEW_VERSION });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();

    // Not chosen yet: the open version goes on working, another page opens, and the offer is made again there.
    await page.goto('/quote');
    await expect(heading).toBeVisible();
    await expect(page.locator('#boot')).toHaveCount(0);
    expect(await controllingVersion(page)).toBe('first');
    await expect(prompt).toBeVisible();

    // Chosen: the new worker takes over and the page reloads into it, on the page the reader was on.
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/quote/);
    await waitForServiceWorker(page);
    expect(await controllingVersion(page)).toBe('second');
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });
});
