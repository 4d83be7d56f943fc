import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import enUs from '../src/locales/en-us.json' with { type: 'json' };
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { PHONE } from './support/open-as';
import { uniqueLoad } from './support/search';
import { expect, test } from './support/test';

/**
 * Issue 22's speed budget: the JavaScript a phone downloads before the welcome page or the quote is ready, gzipped.
 * The issue measured 390 KB on the welcome page and asks for 150 KB on both. These are the ceilings reached so far
 * (158.1 KB and 165.0 KB when set, from 227.0 KB and 233.8 KB: the first screens are drawn without Mantine's
 * components and zod waits for the first load to be over, decision 024; declarative routing instead of the data
 * router, decision 028; plus about 1.2 KB for hydrating the prerendered welcome page and the hints the server reads,
 * decision 027; 159 and 166 KB since the quote's first step is prerendered too, at 158.7 and 165.8 KB; 158 and 165
 * KB with boot.js minified at build, at 157.7 and 164.8 KB; 146 and 157 KB, under the 150 KB on the welcome
 * page, with none of Mantine on the first load and the quote's strings in a part of their own, at 144.9 and 156.3 KB,
 * 145.5 and 156.9 KB with the signed-in start's early reads; 142 and 149 KB, under 150 KB on both, with the quote's
 * later words, the later pages' preload lists (app/later-pages.ts) and the files a chunk already imports out of the
 * first load, at 141.3 and 148.7 KB);
 * docs/performance/lighthouse.md says what stands between them and 150 KB (React with the router is
 * 79 KB of it). Lower them as that work lands: any growth
 * fails here first. The quote is measured on its first step, where /quote sends a visitor without a quote (sooner or
 * later than the first load ends, so /quote itself would measure either page).
 */
const BUDGETS = [
  { name: 'welcome page', path: '/', kilobytes: 142 },
  { name: 'quote', path: '/quote/origin', kilobytes: 149 },
];

/** shared/ui/when-idle.ts sets this mark when the first load is over and deferred work (prefetching) begins. */
const FIRST_LOAD_DONE_MARK = 'first-load-done';

type Script = { url: string; gzipBytes: number };

/** Every script the page fetched before it started prefetching, each gzipped as the server's precompressed copy is. */
const initialScripts = async (page: Page, path: string): Promise<Script[]> => {
  await page.goto(path);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_LOAD_DONE_MARK);
  const urls = await page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idleAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name);
  }, FIRST_LOAD_DONE_MARK);
  const scripts: Script[] = [];
  for (const url of new Set(urls)) {
    const response = await page.request.get(url);
    expect(response.ok()).toBe(true);
    scripts.push({ url: new URL(url).pathname, gzipBytes: gzipSync(await response.body(), { level: 9 }).length });
  }
  return scripts;
};

const describeScripts = (scripts: Script[]) =>
  scripts
    .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${script.url}`)
    .join('\n');

for (const { name, path, kilobytes } of BUDGETS) {
  test(`the ${name} loads at most ${kilobytes} KB of gzipped JavaScript before it is idle`, async ({ page }) => {
    const scripts = await initialScripts(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const listing = `${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts:\n${describeScripts(scripts)}`;
    expect(total, listing).toBeLessThanOrEqual(kilobytes * 1024);
  });
}

test('a visitor downloads only their own language, the rest of it when a hand reaches for a page, and the switcher fetches the others', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  const localeFiles: string[] = [];
  page.on('request', (request) => {
    // Each language is three chunks (build/locale-chunks.ts): what the shell and the welcome page need, what the
    // quote's first step adds, and the rest, each with the first page that needs it (nothing is fetched "once idle",
    // decision 026).
    const match = new URL(request.url()).pathname.match(
      /\/assets\/[\w-]*?(en-us|fr|es|ko)-(first|quote-start|rest)-[\w-]+\.js$/,
    );
    if (match?.[1]) localeFiles.push(`${match[1]} ${match[2]}`);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_LOAD_DONE_MARK);
  expect(localeFiles.toSorted()).toEqual(['fr first']);

  // A hand on a link to a page drawn with the later namespaces (the job search's tab) fetches the rest of French.
  // (the pointer event itself: on a large screen the tabs are in the closed menu.)
  await page.locator('a[href="/search-jobs"]').first().dispatchEvent('pointerover');
  await expect.poll(() => localeFiles.toSorted()).toEqual(['fr first', 'fr quote-start', 'fr rest']);

  // A hand on the switcher fetches the other languages; the pick then shows at once.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  // Every part: the rest of French was loaded by then, so the switch brings the rest of Spanish too.
  await expect
    .poll(() => localeFiles.filter((file) => file.startsWith('es')).toSorted())
    .toEqual(['es first', 'es quote-start', 'es rest']);
  await context.close();
});

/**
 * Counts, from the document's first script, the zod schemas the page builds: zod hands each one it makes to the global
 * config's `postProcessor`, which the app never sets (a getter keeps ours in place when the app configures zod).
 */
const countZodSchemas = (page: Page) =>
  page.addInitScript(() => {
    const counted = { schemas: 0 };
    const config = {};
    Object.defineProperty(config, 'postProcessor', { get: () => () => (counted.schemas += 1), set: () => undefined });
    Object.defineProperty(window, '__zodSchemas', { get: () => counted.schemas });
    Object.defineProperty(globalThis, '__zod_globalConfig', { get: () => config, set: () => undefined });
  });

const zodSchemasBuilt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __zodSchemas: number }).__zodSchemas);

/**
 * The schemas built once the page has settled: what it fetches after its first screen (the header's parts, the map, the
 * realtime connection, what waits for the browser to be idle) builds its schemas too, sooner or later, so the count is
 * read once the first load is over and no request has gone out for a while, not at a moment a busy machine moves.
 */
const settledZodSchemas = async (page: Page) => {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_LOAD_DONE_MARK);
  await page.waitForLoadState('networkidle');
  return zodSchemasBuilt(page);
};

/**
 * Issue 22: building the contracts' zod schemas was the longest task of a driver's pages on a phone. A page builds
 * every schema of each module it loads, so the answers' schemas live apart from the request bodies (haul.schema.ts,
 * driver.schema.ts, bid.schema.ts, chat.schema.ts in packages/domain) and the geocoder's apart from the shell's
 * (shared/geo/geo-schemas.ts). Once settled, a load's page had built 1,346 and the search 1,584; ceilings a little
 * above what they build now (844 and 1,002 when set), so any module that brings its forms' schemas back fails here.
 */
test("a driver's load page and search build only the zod schemas of what they show", async ({ browser, request }) => {
  const shipper = await confirmedShipperByApi(request);
  const makeModel = uniqueLoad('Kubota M7-172 tractor');
  const haulId = await postedLoadByApi(request, shipper.key, makeModel);
  const driver = await approvedDriverByApi(request);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await countZodSchemas(page);

  await page.goto(`/job/${haulId}?token=${encodeURIComponent(driver.key)}`);
  await expect(page.getByRole('heading', { level: 1, name: makeModel })).toBeVisible();
  await expect(page.getByRole('link', { name: enUs.driving.actions.accept })).toBeVisible();
  const onLoadPage = await settledZodSchemas(page);
  expect(onLoadPage, "zod schemas built by a load's page").toBeLessThanOrEqual(880);

  await page.goto('/search-jobs');
  await expect(page.getByRole('heading', { level: 1, name: enUs.search.title })).toBeVisible();
  const resultsShown = new RegExp(
    `^(${[enUs.search.results.none, enUs.search.results.count].map((text) => text.split('{{')[0]).join('|')})`,
  );
  await expect(page.getByRole('tabpanel').getByText(resultsShown)).toBeVisible();
  const onSearch = await settledZodSchemas(page);
  expect(onSearch, 'zod schemas built by the search').toBeLessThanOrEqual(1040);
  await context.close();
});
