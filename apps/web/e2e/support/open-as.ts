import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/** The phone most journeys are about: a farmer's or an owner-operator's, held upright. */
export const PHONE = { width: 390, height: 844 };

/**
 * The app has started and taken the address's key: it removes the loading page (#boot) as it mounts. The page's load
 * event does not say so: boot.js adds the app's scripts after the first paint, which can be after the load event
 * (decision 027), so a journey that went on to another address at once could leave before the key was kept.
 */
export const expectAppStarted = async (page: Page): Promise<void> => {
  await expect(page.locator('#boot')).toHaveCount(0);
};

/**
 * A browser of its own for one person, already signed in: the app takes a session key from `?token=` (spec 7: a
 * token may arrive as a query, as an emailed link gives it), so no journey types through the login screen unless the
 * login is what it checks.
 * `who` is a session key or anyone carrying one (driving-api.ts's Person); `options` add to or replace the phone.
 */
export const openAs = async (
  browser: Browser,
  who: string | { key: string },
  address: string,
  options: BrowserContextOptions = {},
): Promise<Page> => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-CA', ...options });
  const page = await context.newPage();
  const key = typeof who === 'string' ? who : who.key;
  await page.goto(`${address}${address.includes('?') ? '&' : '?'}token=${encodeURIComponent(key)}`);
  await expectAppStarted(page);
  return page;
};
