import { HaulSearchPageSchema, HaulSearchParamsSchema } from '@freight/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { type SearchFilters, searchQueryString } from './search-filters';

export const SEARCH_PAGE_SIZE = 20;

/** `GET /haul/search/`: one page of posted loads matching the filters. */
const haulSearchQueryOptions = (filters: SearchFilters) => {
  const query = searchQueryString(filters, SEARCH_PAGE_SIZE);
  return queryOptions({
    queryKey: ['haul-search', 'results', query],
    queryFn: ({ signal }) => apiRequest(`/haul/search/?${query}`, { schema: HaulSearchPageSchema, signal }),
    // The previous page stays on screen (and on the map) while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
};

export const useHaulSearch = (filters: SearchFilters, isEnabled: boolean) =>
  useQuery({ ...haulSearchQueryOptions(filters), enabled: isEnabled });

/** `GET /haul/search_params/`: sorts, load types, radii and regions to offer, and the driver's base and rig limits. */
export const searchOptionsQueryOptions = queryOptions({
  queryKey: ['haul-search', 'params'],
  queryFn: ({ signal }) => apiRequest('/haul/search_params/', { schema: HaulSearchParamsSchema, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSearchOptions = () => useQuery(searchOptionsQueryOptions);
