import type { Browser, Page } from '@playwright/test';
import enUs from '../src/locales/en-us.json' with { type: 'json' };
import fr from '../src/locales/fr.json' with { type: 'json' };
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { holdEntry } from './support/held-entry';
import { waitForSavedLoad } from './support/held-load';
import { PHONE } from './support/open-as';
import { uniqueLoad } from './support/search';
import { expect, test } from './support/test';

// Decision 027, "A signed-in reader's first paint": the server answers the driver's search and a load's page with their
// heading and loading line already drawn, in the reader's language (a load's title written in as soon as it is read);
// the app draws its own first screen in their place, in one step.

const startOf = (text: string) => (text.split('{{')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The search's answer on screen, in either language the journey may see (the account's own, English, applies once its
 * profile is in), whether other journeys have posted loads near the driver or not.
 */
const RESULTS_SHOWN = new RegExp(
  `^(${[fr, enUs].flatMap((words) => [startOf(words.search.results.none), startOf(words.search.results.count)]).join('|')})`,
);

/**
 * Records, from the document's first node, each moment the page's heading went missing after the server had drawn it
 * (checked on every change and every frame), and the server's nodes in #root.
 */
const watchHeading = (page: Page) =>
  page.addInitScript(() => {
    const gaps: string[] = [];
    const texts: string[] = [];
    const prerendered: Node[] = [];
    let wasShown = false;
    Object.assign(window, { __headingGaps: gaps, __headingTexts: texts, __prerendered: prerendered });
    const look = () => {
      const heading = document.querySelector('main h1');
      if (heading) wasShown = true;
      else if (wasShown) gaps.push(`${Math.round(performance.now())} ms: ${document.querySelector('main')?.innerHTML}`);
      const text = heading?.textContent;
      if (text && text !== texts.at(-1)) texts.push(text);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    document.addEventListener('DOMContentLoaded', () => {
      prerendered.push(...(document.getElementById('root')?.childNodes ?? []));
    });
  });

const readWatch = (page: Page) =>
  page.evaluate(() => {
    const watched = window as unknown as { __headingGaps: string[]; __headingTexts: string[]; __prerendered: Node[] };
    return {
      gaps: watched.__headingGaps,
      texts: watched.__headingTexts,
      prerendered: watched.__prerendered.length,
      kept: watched.__prerendered.filter((node) => node.isConnected).length,
    };
  });

/**
 * A phone in French (the browser's language, which the server draws the page in as the app picks it), and the page's
 * errors. Errors only: the suite blocks service workers, which Chromium warns about once the page has loaded.
 */
const openOnPhone = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-CA' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
};

test('a driver opening their search sees its heading from the server, then their loads, the heading never gone', async ({
  browser,
  request,
}) => {
  const driver = await approvedDriverByApi(request);
  const { context, page, problems } = await openOnPhone(browser);
  await watchHeading(page);
  const entry = await holdEntry(page);

  // A link bringing the key (spec section 7), from a browser that has none yet. Not waiting for the load event: boot.js
  // may add the held entry before it, which would then wait for the entry.
  const answer = await page.goto(`/search-jobs?token=${encodeURIComponent(driver.key)}`, { waitUntil: 'commit' });
  expect(await answer?.text()).toContain('data-prerendered-reader="signed-in"');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(fr.search.title);
  await expect(page.getByRole('status', { name: fr.common.loading })).toBeVisible();
  await expect(page.locator('#boot')).toBeHidden();

  entry.release();
  await expect(page.getByRole('tabpanel').getByText(RESULTS_SHOWN)).toBeVisible();
  const first = await readWatch(page);
  expect(first.gaps).toEqual([]);
  // Drawn anew, not taken over: the reader's own first render may already know their profile (below).
  expect(first.prerendered).toBeGreaterThan(0);
  expect(first.kept).toBe(0);

  // Coming back: the browser now holds the key (the server's hint) and the app its saved profile, so its first screen
  // is the search itself, drawn in place of the same first paint, which is in the account's own language (English:
  // the app keeps it in the language cookie once the profile is in).
  const languageCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'language')?.value;
  await expect.poll(languageCookie).toBe('en-us');
  const again = await page.goto('/search-jobs');
  const drawn = (await again?.text()) ?? '';
  expect(drawn).toContain('data-prerendered-reader="signed-in"');
  expect(drawn).toContain('data-prerendered="en-us"');
  await expect(page.getByRole('tabpanel').getByText(RESULTS_SHOWN)).toBeVisible();
  expect((await readWatch(page)).gaps).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("a driver opening a load's page sees its title before the app has run, then the whole page, the title never gone", async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const makeModel = uniqueLoad('Case IH Magnum 340 tractor');
  const haulId = await postedLoadByApi(request, shipper.key, makeModel);
  const driver = await approvedDriverByApi(request);
  const { context, page, problems } = await openOnPhone(browser);
  // Each read of the load: the early one public/signed-in-start.js starts is the page's, not asked again as it mounts.
  const loadReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/haul/${haulId}/`) loadReads.push(sent.url());
  });
  await watchHeading(page);
  const entry = await holdEntry(page);

  const answer = await page.goto(`/job/${haulId}?token=${encodeURIComponent(driver.key)}`, { waitUntil: 'commit' });
  const drawn = (await answer?.text()) ?? '';
  expect(drawn).toContain('data-prerendered-reader="signed-in"');
  expect(drawn).toContain('data-prerendered-path="/job/:haulId"');
  // No app yet: the title comes from the early read of the load, into the server's heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(makeModel);
  await expect(page.getByRole('status', { name: fr.job.loading })).toBeVisible();

  entry.release();
  const sections = page.getByRole('navigation', { name: RegExp(`^(${fr.job.tabsLabel}|${enUs.job.tabsLabel})$`) });
  await expect(sections).toBeVisible();
  await expect(page.getByText(/^Regina, SK (à|to) Winnipeg, MB/)).toBeVisible();
  const first = await readWatch(page);
  expect(first.gaps).toEqual([]);
  // The server's loading heading, then the load's title for good: the app's first screen never took it away.
  expect(first.texts).toEqual([fr.job.title, makeModel]);
  expect(first.kept).toBe(0);
  expect(loadReads).toHaveLength(1);

  // Coming back with the key held and the load saved on the device: the same, and still one read.
  await waitForSavedLoad(page, haulId);
  loadReads.length = 0;
  await page.goto(`/job/${haulId}`, { waitUntil: 'commit' });
  await expect(sections).toBeVisible();
  const again = await readWatch(page);
  expect(again.gaps).toEqual([]);
  expect(again.texts.indexOf(makeModel)).toBe(again.texts.length - 1);
  expect(loadReads).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});
