import { type ExtraServer, startExtraServer, watchCspViolations } from './support/csp';
import { quoteRoute } from './support/quote';
import { expect, test } from './support/test';

test('the welcome page, the quote map and the API docs work under the CSP with no violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const welcome = await page.goto('/');
  const csp = (await welcome?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);

  // Through to the confirm step, which draws the route on the map (offline outlines: no tile server here).
  await quoteRoute(page);

  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Freight dispatch marketplace API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations()).toEqual([]);
});

// The hosts of the three trackers (vendor-adapters.ts) and a tile server with {s} subdomains; nothing here reaches
// the Internet: the browser's requests to them are answered by the routes below, after the CSP has allowed them.
const THIRD_PARTY =
  /^https:\/\/([a-z0-9-]+\.)*(facebook\.net|facebook\.com|googletagmanager\.com|google-analytics\.com|hotjar\.com|tiles\.e2e\.test)\//;
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Each stand-in script does what its vendor's does under a CSP: report to its collector with an image or a fetch. */
const TRACKER_STAND_INS: [RegExp, string][] = [
  [/connect\.facebook\.net/, "new Image().src = 'https://www.facebook.com/tr?id=123456789012345&ev=PageView';"],
  [
    /googletagmanager\.com\/gtag/,
    "fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' });",
  ],
  [
    /static\.hotjar\.com/,
    "fetch('https://in.hotjar.com/api/v2/client/sites/1234567/visit-data', { mode: 'no-cors' });",
  ],
];

/** Beside the shared e2e server's port (E2E_PORT), so parallel runs on other ports do not collide. */
const EXTRA_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;

test.describe('with trackers and a tile server configured', () => {
  let server: ExtraServer;
  test.use({ baseURL: `http://127.0.0.1:${EXTRA_PORT}` });

  test.beforeAll(async () => {
    server = await startExtraServer(EXTRA_PORT, {
      ANALYTICS_META_PIXEL_ID: '123456789012345',
      ANALYTICS_GA4_MEASUREMENT_ID: 'G-ABC123XYZ9',
      ANALYTICS_HOTJAR_SITE_ID: '1234567',
      MAP_TILES_STREET_URL: 'https://{s}.tiles.e2e.test/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: 'E2E tiles',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('loads the trackers after consent and the configured tiles, with no CSP violation', async ({ page }) => {
    const answered: string[] = [];
    await page.route(THIRD_PARTY, (route) => {
      const url = route.request().url();
      answered.push(url);
      const script = TRACKER_STAND_INS.find(([pattern]) => pattern.test(url))?.[1];
      if (script) return route.fulfill({ contentType: 'text/javascript', body: script });
      if (url.includes('tiles.e2e.test')) return route.fulfill({ contentType: 'image/png', body: PIXEL_PNG });
      return route.fulfill({ status: 204 });
    });
    const violations = await watchCspViolations(page);

    const welcome = await page.goto('/');
    const csp = (await welcome?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain('https://*.tiles.e2e.test');
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(answered).toEqual([]);

    await page.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('script[data-tracker]')).toHaveCount(3);
    await expect
      .poll(() => answered.filter((url) => /facebook\.com\/tr|google-analytics\.com|in\.hotjar\.com/.test(url)).length)
      .toBe(3);

    await quoteRoute(page);
    await expect.poll(() => answered.filter((url) => url.includes('tiles.e2e.test')).length).toBeGreaterThan(0);
    expect(violations()).toEqual([]);
  });
});
