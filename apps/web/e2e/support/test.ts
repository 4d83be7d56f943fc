import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, which also closes every browser context a journey opened itself (`openAs`, `browser.newPage`,
 * `browser.newContext`) when the journey ends, passed or failed. Playwright closes only the contexts of its own `page`
 * and `context` fixtures: the others stayed open for the rest of the worker's life, each a running copy of the app
 * (its realtime connection, its timers, its refetches), so later journeys shared the machine with tens of live pages
 * (24 of them in one failed journey's screenshots). A failed journey's screenshots are still taken: Playwright
 * captures a context's pages as it closes.
 */
export const test = base.extend<{ closesItsOwnContexts: undefined }>({
  closesItsOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(browser.contexts().map((context) => (before.has(context) ? undefined : context.close())));
    },
    { auto: true },
  ],
});
