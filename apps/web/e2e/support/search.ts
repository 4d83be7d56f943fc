import type { Page } from '@playwright/test';

/** A name no other journey uses: the run's database is shared by every spec file. */
export const uniqueLoad = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The search's list of loads found. */
const results = (page: Page) => page.getByRole('list', { name: 'Loads found' });

/** The card of the load of that make and model in the list found. */
export const card = (page: Page, makeModel: string) =>
  results(page).getByRole('listitem').filter({ hasText: makeModel });
