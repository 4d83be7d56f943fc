import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGE_SIZE } from './haul-search-api';
import { homeSearchOf } from './home-search';
import { readFilters, searchQueryString } from './search-filters';

// public/signed-in-start.js is ES5 that runs before the app: it builds the search page's first query by itself, and
// an early answer for any other query would be a second request, not a faster one.
const SCRIPT = readFileSync(new URL('../../../public/signed-in-start.js', import.meta.url), 'utf8');

type Driver = {
  base_address: string;
  base_location: [number, number] | null;
  regions: string[];
  access: { is_driver: boolean; can_search: boolean };
};

const approved = { is_driver: true, can_search: true };
const driverAt = (home: Pick<Driver, 'base_location' | 'regions'>, access = approved): Driver => ({
  base_address: 'Swift Current, SK',
  ...home,
  access,
});

/** What the search page asks for first when its address names no filter: the home search, or no filter at all. */
const pageQuery = (driver: Driver) =>
  `/api/haul/search/?${searchQueryString(homeSearchOf(driver) ?? readFilters(new URLSearchParams()), SEARCH_PAGE_SIZE)}`;

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Runs the script at `address` with a stored key, the profile answering `profile` (or the network failing). */
const startAt = async (address: string, profile: unknown, { letGoEarly = false } = {}) => {
  const url = new URL(address, 'https://freight.example');
  const fetch = vi.fn((path: string) => {
    if (profile instanceof Error) return Promise.reject(profile);
    const body = path === '/api/user/profile/' ? profile : { results: [] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const page: Record<string, unknown> = {
    fetch,
    URLSearchParams,
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: () => 'k1' },
  };
  page.window = page;
  try {
    runInNewContext(SCRIPT, page);
    // The app let go of the early answers (it wrote something) before the profile answered.
    if (letGoEarly) page.__earlyRequests = undefined;
    await settle();
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  const searches = fetch.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/api/haul/search/'));
  return { searches, unhandled, early: page.__earlyRequests as Record<string, { token: string } | undefined> };
};

const user = (driver: Driver | null, status = 'active') => ({ status, driver });

describe('signed-in-start.js on the driver search', () => {
  it.each([
    ['a base and regions', { base_location: [-107.79, 50.29] as [number, number], regions: [' sk', 'AB', 'SK'] }],
    ['a base alone', { base_location: [-104.61234, 50.4501] as [number, number], regions: [] }],
    ['regions alone', { base_location: null, regions: ['mb', 'on '] }],
    ['neither', { base_location: null, regions: [] }],
  ])('asks for exactly the query the page asks for first, for a driver with %s', async (_, home) => {
    const driver = driverAt(home);
    const { searches, early } = await startAt('/search-jobs?token=k1', user(driver));
    expect(searches).toEqual([pageQuery(driver)]);
    expect(early[pageQuery(driver)]?.token).toBe('k1');
  });

  it('asks with the open tab in the address too, which is no filter', async () => {
    const driver = driverAt({ base_location: [-107.79, 50.29], regions: [] });
    expect((await startAt('/search-jobs/?view=saved', user(driver))).searches).toEqual([pageQuery(driver)]);
  });

  it('asks nothing when the address names a filter, which the page searches instead', async () => {
    const driver = driverAt({ base_location: [-107.79, 50.29], regions: [] });
    expect((await startAt('/search-jobs?origin_regions=AB', user(driver))).searches).toEqual([]);
  });

  it('asks nothing for a reader whose page will not search', async () => {
    const home = { base_location: [-107.79, 50.29] as [number, number], regions: [] };
    const pending = driverAt(home, { is_driver: true, can_search: false });
    expect((await startAt('/search-jobs', user(pending))).searches).toEqual([]);
    expect((await startAt('/search-jobs', user(null))).searches).toEqual([]);
    expect((await startAt('/search-jobs', user(driverAt(home), 'temporary'))).searches).toEqual([]);
    expect((await startAt('/job/h1', user(driverAt(home)))).searches).toEqual([]);
  });

  it('asks nothing once the app has let go of the early answers', async () => {
    const driver = driverAt({ base_location: [-107.79, 50.29], regions: [] });
    expect((await startAt('/search-jobs', user(driver), { letGoEarly: true })).searches).toEqual([]);
  });

  it('asks nothing offline, and leaves no failure unhandled for the loading page to report', async () => {
    const { searches, unhandled } = await startAt('/search-jobs', new TypeError('Failed to fetch'));
    expect(searches).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
