import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back, as a slow phone does, until `release()`: the server-drawn page is all the reader
 * has until then. Call before the page's first navigation.
 */
export const holdEntry = async (page: Page): Promise<{ release: () => void }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
};
