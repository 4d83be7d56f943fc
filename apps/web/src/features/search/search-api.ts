import {
  type CurrencyCode,
  ExchangeRatesResponseSchema,
  HaulSearchPageSchema,
  HaulSearchParamsSchema,
  type LoadAlertPage,
  LoadAlertPageSchema,
  LoadAlertsSeenSchema,
  type NotificationBody,
  NotificationSchema,
} from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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

export const useHaulSearch = (filters: SearchFilters, isEnabled: boolean) =>
  useQuery({ ...haulSearchQueryOptions(filters), enabled: isEnabled });

/** `GET /haul/search_params/`: sorts, load types, radii and regions to offer, and the driver's base and rig limits. */
export const useSearchOptions = (isEnabled: boolean) =>
  useQuery({
    queryKey: ['haul-search', 'params'],
    queryFn: ({ signal }) => apiRequest('/haul/search_params/', { schema: HaulSearchParamsSchema, signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `GET /haul/notifications/`: new loads alerted to the driver, and their saved searches. */
export const useLoadAlerts = (isEnabled: boolean) =>
  useQuery({
    queryKey: ['haul-search', 'notifications'],
    queryFn: ({ signal }) => apiRequest('/haul/notifications/', { schema: LoadAlertPageSchema, signal }),
    enabled: isEnabled,
    retry: false,
  });

/** The dated CAD rate of the reader's currency (amounts on the wire are CAD), null for CAD itself. */
export const useCadRate = (currency: CurrencyCode) =>
  useQuery({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => apiRequest('/exchange_rates/', { schema: ExchangeRatesResponseSchema, signal }),
    staleTime: 60 * 60_000,
    enabled: currency !== 'cad',
    select: (rates) => rates.find((rate) => rate.currency === currency) ?? null,
  });

const useRefreshAlerts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['haul-search', 'notifications'] });
};

/** `POST /notification/`: saves the search; it alerts the driver to new matching loads while active. */
export const useSaveSearch = () => {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (body: NotificationBody) =>
      apiRequest('/notification/', { method: 'POST', body, schema: NotificationSchema }),
    onSuccess: refresh,
  });
};

/** `PATCH /notification/{id}/`: pause or resume a saved search. */
export const useUpdateSavedSearch = () => {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: NotificationBody }) =>
      apiRequest(`/notification/${id}/`, { method: 'PATCH', body: changes, schema: NotificationSchema }),
    onSuccess: refresh,
  });
};

/** `DELETE /notification/{id}/`. */
export const useDeleteSavedSearch = () => {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/notification/${id}/`, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: refresh,
  });
};

/**
 * `POST /haul/notifications/seen/`: the alerts on screen are now seen. Only the unseen count changes in the cache, so
 * the "New" marks stay for this visit and are gone on the next.
 */
export const useMarkAlertsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/haul/notifications/seen/', { method: 'POST', body: { ids }, schema: LoadAlertsSeenSchema }),
    onSuccess: ({ unseen }) =>
      queryClient.setQueryData<LoadAlertPage>(['haul-search', 'notifications'], (page) => page && { ...page, unseen }),
  });
};
