import { createElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lazy-page';
import { prefetchRoute, REMEMBERED_PATHS } from './route-prefetch';

// Counts the router's matching, the work prefetchRoute remembers.
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

const CURRENT = 'https://freight.example/';

/** A route table of lazy pages that records which page chunks were asked for. */
const makeRoutes = () => {
  const fetched: string[] = [];
  const page = (name: string) =>
    createElement(
      lazyPage(async () => {
        fetched.push(name);
        return { [name]: () => null };
      }, name),
    );
  const routes: RouteObject[] = [
    { index: true, element: page('Welcome') },
    {
      element: page('QuoteLayout'),
      children: [
        { path: '/quote', element: page('QuoteResult') },
        { path: '/quote/origin', element: page('OriginStep') },
      ],
    },
    { path: '/search-jobs', element: page('SearchJobs') },
    { path: '/job/:id', element: page('Job') },
  ];
  return { routes, fetched };
};

/** A page's code is asked for in a task of its own (lazy-page.ts): the tasks before this one have run. */
const afterEarlierTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchRoute', () => {
  it('fetches the layout and the page an address leads to, and no other page', async () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, '/quote/origin?from=tab', CURRENT);
    await afterEarlierTasks();
    expect(fetched).toEqual(['QuoteLayout', 'OriginStep']);
  });

  it('takes full addresses on this site like paths', async () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, 'https://freight.example/search-jobs', CURRENT);
    await afterEarlierTasks();
    expect(fetched).toEqual(['SearchJobs']);
  });

  it('leaves links to other sites alone', async () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, 'https://elsewhere.example/search-jobs', CURRENT);
    await afterEarlierTasks();
    expect(fetched).toEqual([]);
  });
});

describe('prefetchRoute remembering', () => {
  it('matches an address reached again only once', () => {
    const { routes } = makeRoutes();
    vi.mocked(matchRoutes).mockClear();
    prefetchRoute(routes, '/quote/origin', CURRENT);
    prefetchRoute(routes, '/quote/origin', CURRENT);
    expect(matchRoutes).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently reached address past its bound, so a long visit does not grow it', () => {
    const { routes } = makeRoutes();
    prefetchRoute(routes, '/search-jobs', CURRENT);
    for (let job = 1; job < REMEMBERED_PATHS; job += 1) prefetchRoute(routes, `/job/${job}`, CURRENT);
    prefetchRoute(routes, '/search-jobs', CURRENT);
    prefetchRoute(routes, `/job/${REMEMBERED_PATHS}`, CURRENT);
    vi.mocked(matchRoutes).mockClear();
    // The search was reached again, so the first job is the oldest and went when the last one came.
    prefetchRoute(routes, '/search-jobs', CURRENT);
    expect(matchRoutes).toHaveBeenCalledTimes(0);
    prefetchRoute(routes, '/job/1', CURRENT);
    expect(matchRoutes).toHaveBeenCalledTimes(1);
  });
});
