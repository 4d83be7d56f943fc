import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { haulSearchQueryOptions, haulSearchResultsQueryOptions } from './haul-search-api';

const EMPTY_PAGE = { count: 0, count_capped: false, page: 1, page_size: 20, results: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Subscribes `observer` (the page's read, which stays mounted) and waits until its query has an answer. */
const settled = (observer: { subscribe: QueryObserver['subscribe'] }) =>
  new Promise<void>((resolve) => {
    observer.subscribe((result) => {
      if (result.isFetched && !result.isFetching) resolve();
    });
  });

describe('the driver search read', () => {
  it('is asked for once when the results mount after the page has its answer', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(EMPTY_PAGE)));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const filters = { origin_regions: ['SK'] };
    await settled(new QueryObserver(queryClient, haulSearchQueryOptions(filters)));
    const results = new QueryObserver(queryClient, haulSearchResultsQueryOptions(filters));
    results.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(results.getCurrentResult().data).toEqual(EMPTY_PAGE);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
