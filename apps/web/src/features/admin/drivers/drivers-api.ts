import { type DriverDecisionBody, type DriverProfileState, DriverSchema, StaffDriverPageSchema } from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { ADMIN_KEY } from '../admin-api';

const DRIVERS_KEY = [...ADMIN_KEY, 'drivers'] as const;

/** GET /admin/drivers/?state=: profiles in one state (submitted: the queue), longest waiting first. */
const driversQueryOptions = ({ page, state }: { page: number; state: DriverProfileState }) =>
  queryOptions({
    queryKey: [...DRIVERS_KEY, state, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/drivers/?${new URLSearchParams({ state, page: String(page) })}`, {
        schema: StaffDriverPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useDriversInState = (options: { page: number; state: DriverProfileState }) =>
  useQuery(driversQueryOptions(options));

/** PUT /admin/drivers/{id}/decision/: approve, or reject with the reason the driver will read. */
export const useDecideDriver = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, body }: { driverId: string; body: DriverDecisionBody }) =>
      apiRequest(`/admin/drivers/${encodeURIComponent(driverId)}/decision/`, {
        method: 'PUT',
        body,
        schema: DriverSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
};
