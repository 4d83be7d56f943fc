import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../lazy-page';
import { prefetchMatches, prefetchRoute } from './route-prefetch';

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
  ];
  return { routes, fetched };
};

describe('prefetchRoute', () => {
  it('fetches the layout and the page an address leads to, and no other page', () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, '/quote/origin?from=tab', CURRENT);
    expect(fetched).toEqual(['QuoteLayout', 'OriginStep']);
  });

  it('takes full addresses on this site like paths', () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, 'https://freight.example/search-jobs', CURRENT);
    expect(fetched).toEqual(['SearchJobs']);
  });

  it('leaves links to other sites alone', () => {
    const { routes, fetched } = makeRoutes();
    prefetchRoute(routes, 'https://elsewhere.example/search-jobs', CURRENT);
    expect(fetched).toEqual([]);
  });
});

describe('prefetchMatches', () => {
  it('fetches the pages of routes the router has matched already', () => {
    const { routes, fetched } = makeRoutes();
    const [, quoteLayout] = routes;
    prefetchMatches([{ route: quoteLayout as RouteObject }, { route: quoteLayout?.children?.[1] as RouteObject }]);
    expect(fetched).toEqual(['QuoteLayout', 'OriginStep']);
  });
});
