import {
  type LoadAlertPage,
  LoadAlertPageSchema,
  LoadAlertsSeenSchema,
  type NotificationBody,
  NotificationSchema,
} from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client';

/** `GET /haul/notifications/`: new loads alerted to the driver, and their saved searches. */
const loadAlertsQueryOptions = queryOptions({
  queryKey: ['haul-search', 'notifications'],
  queryFn: ({ signal }) => apiRequest('/haul/notifications/', { schema: LoadAlertPageSchema, signal }),
  retry: false,
});

/**
 * The alerts as the tabs' panels show them: what the tab's count keeps (`useUnseenAlertCount`), so opening a panel
 * asks nothing again. A refetch on opening "New for you" raced its seen mark, and an answer from before the mark put
 * the count back on the tab.
 */
export const useLoadAlerts = () => useQuery({ ...loadAlertsQueryOptions, refetchOnMount: false });

/** How many alerts are unseen: only a change of the count re-renders its reader (the tab's badge). */
export const useUnseenAlertCount = (): number =>
  useQuery({ ...loadAlertsQueryOptions, select: (page: LoadAlertPage) => page.unseen }).data ?? 0;

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
