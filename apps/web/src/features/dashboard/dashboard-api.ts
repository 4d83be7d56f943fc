import { HaulPageSchema, LoadAlertPageSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

const DRIVING_PAGE_SIZE = 5;
const ALERTS_PAGE_SIZE = 3;
const FIRST_HAULS_PAGE_SIZE = 3;

/** GET /haul/driving/: the loads the driver holds or bid on, newest first; under 'hauls' so load actions refresh it. */
const drivingQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['hauls', 'driving', DRIVING_PAGE_SIZE] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/haul/driving/?page=1&page_size=${DRIVING_PAGE_SIZE}`, { schema: HaulPageSchema, signal }),
    enabled: isEnabled,
  });

export const useDriving = (isEnabled: boolean) => useQuery(drivingQueryOptions(isEnabled));

/** GET /haul/notifications/: the newest loads alerted to the driver (their regions or saved searches). */
const newLoadsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['hauls', 'alerts', 'dashboard', ALERTS_PAGE_SIZE] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/haul/notifications/?page=1&page_size=${ALERTS_PAGE_SIZE}`, { schema: LoadAlertPageSchema, signal }),
    enabled: isEnabled,
  });

export const useLatestLoadAlerts = (isEnabled: boolean) => useQuery(newLoadsQueryOptions(isEnabled));

/** The first few of one of the shipper's lists (`path` is a list endpoint of spec 7), with how many there are. */
export const useFirstHauls = (path: string, isEnabled: boolean) =>
  useQuery({
    queryKey: ['hauls', 'dashboard', path],
    queryFn: ({ signal }) =>
      apiRequest(`${path}?page=1&page_size=${FIRST_HAULS_PAGE_SIZE}`, { schema: HaulPageSchema, signal }),
    enabled: isEnabled,
  });
