import { type DriverDecisionBody, DriverSchema, StaffDriverPageSchema } from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

const STAFF_DRIVERS_KEY = ['staff', 'drivers'] as const;

/** GET /staff/drivers/?state=submitted: the profiles waiting for review, longest waiting first. */
export const submittedDriversQueryOptions = ({ page, isStaff }: { page: number; isStaff: boolean }) =>
  queryOptions({
    queryKey: [...STAFF_DRIVERS_KEY, 'submitted', page],
    queryFn: ({ signal }) =>
      apiRequest(`/staff/drivers/?${new URLSearchParams({ state: 'submitted', page: String(page) })}`, {
        schema: StaffDriverPageSchema,
        signal,
      }),
    // Anyone else would only be refused (403); the page says "staff only" without asking.
    enabled: isStaff,
    placeholderData: keepPreviousData,
  });

export const useSubmittedDrivers = (options: { page: number; isStaff: boolean }) =>
  useQuery(submittedDriversQueryOptions(options));

/** PUT /staff/drivers/{id}/decision/: approve, or reject with the reason the driver will read. */
export const useDecideDriver = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, body }: { driverId: string; body: DriverDecisionBody }) =>
      apiRequest(`/staff/drivers/${encodeURIComponent(driverId)}/decision/`, {
        method: 'PUT',
        body,
        schema: DriverSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_DRIVERS_KEY }),
  });
};
