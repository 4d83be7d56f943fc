import { HaulPageSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

const PAGE_SIZE = 5;

/** GET /haul/driving/: the loads the driver holds or bid on, newest first; under 'hauls' so load actions refresh it. */
export const drivingQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['hauls', 'driving', PAGE_SIZE] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/haul/driving/?page=1&page_size=${PAGE_SIZE}`, { schema: HaulPageSchema, signal }),
    enabled: isEnabled,
  });

export const useDriving = (isEnabled: boolean) => useQuery(drivingQueryOptions(isEnabled));
