import { HaulSearchPageSchema, HaulSearchParamsSchema } from '@freight/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { type SearchFilters, searchQueryString } from './search-filters';

export const SEARCH_PAGE_SIZE = 20;

/** `GET /haul/search/`: one page of posted loads matching the filters. */
export const haulSearchQueryOptions = (filters: SearchFilters) => {
  const query = searchQueryString(filters, SEARCH_PAGE_SIZE);
  return queryOptions({
    queryKey: ['haul-search', 'results', query],
    queryFn: ({ signal }) => apiRequest(`/haul/search/?${query}`, { schema: HaulSearchPageSchema, signal }),
    // The previous page stays on screen (and on the map) while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** The page's own read of the search (SearchJobsPage): fetches it when the page opens and when the filters change. */
export const useHaulSearch = (filters: SearchFilters, isEnabled: boolean) =>
  useQuery({ ...haulSearchQueryOptions(filters), enabled: isEnabled });

/**
 * The same search, read by the results below the page (SearchResults). The page's read, mounted for as long as they
 * are, has already fetched it for this visit: mounting once its answer is in (the results' code arrives later on a
 * phone) must not ask the server a second time, as it did on every driver's first load.
 */
export const haulSearchResultsQueryOptions = (filters: SearchFilters) =>
  queryOptions({ ...haulSearchQueryOptions(filters), refetchOnMount: false });

export const useHaulSearchResults = (filters: SearchFilters) => useQuery(haulSearchResultsQueryOptions(filters));

/** `GET /haul/search_params/`: sorts, load types, radii and regions to offer, and the driver's base and rig limits. */
export const searchOptionsQueryOptions = queryOptions({
  queryKey: ['haul-search', 'params'],
  queryFn: ({ signal }) => apiRequest('/haul/search_params/', { schema: HaulSearchParamsSchema, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSearchOptions = () => useQuery(searchOptionsQueryOptions);
