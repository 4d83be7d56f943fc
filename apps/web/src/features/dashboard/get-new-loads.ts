import { LoadAlertPageSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

const PAGE_SIZE = 3;

/** GET /haul/notifications/: the newest loads alerted to the driver (their regions or saved searches). */
export const newLoadsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['hauls', 'alerts', 'dashboard', PAGE_SIZE] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/haul/notifications/?page=1&page_size=${PAGE_SIZE}`, { schema: LoadAlertPageSchema, signal }),
    enabled: isEnabled,
  });

export const useNewLoads = (isEnabled: boolean) => useQuery(newLoadsQueryOptions(isEnabled));
