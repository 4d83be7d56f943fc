import { watchCspViolations } from './support/csp';
import { waitForServiceWorker } from './support/held-load';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA', serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23), so an icon is checked for the size it claims. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

test('the app can be installed: a valid manifest with its icons, and a service worker that controls the page', async ({
  page,
  request,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Freight Dispatch',
    short_name: 'Freight',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0e6654',
    background_color: '#f3f7f6',
  });
  expect(String(manifest.description)).not.toBe('');

  // Chromium's install criteria: a 192 px and a 512 px PNG; a maskable one for launchers that cut icons to a shape.
  const icons = manifest.icons;
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose);
    expect(icon?.type).toBe('image/png');
    const file = await request.get(icon?.src ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const bytes = await file.body();
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(bytes)).toEqual({ width: size, height: size });
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(appleIcon ?? '')).body())).toEqual({ width: 180, height: 180 });

  // The worker: at /sw.js, for the whole site, revalidated on every check so a new build is found.
  await waitForServiceWorker(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      script: navigator.serviceWorker.controller?.scriptURL ?? '',
      state: registration?.active?.state ?? '',
      scope: registration?.scope ?? '',
    };
  });
  expect(worker).toEqual({
    script: new URL('/sw.js', page.url()).href,
    state: 'activated',
    scope: new URL('/', page.url()).href,
  });
  const swResponse = await request.get('/sw.js');
  expect(swResponse.headers()['cache-control']).toBe('no-cache');
  expect(swResponse.headers()['content-type']).toMatch(/javascript/);
  expect(violations()).toEqual([]);
});

test('reloading with no network shows the app, not the browser’s error page', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  const welcomeHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcomeHeading ?? '');
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^You are offline/ })).toBeVisible();

  // Another page of the app, never opened online, opens too: every page's code was saved with the app.
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^You are offline/ })).toHaveCount(0);
});
