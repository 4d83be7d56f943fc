import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** The phone most journeys are about: a farmer's or an owner-operator's, held upright. */
export const PHONE = { width: 390, height: 844 };

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
  return page;
};
