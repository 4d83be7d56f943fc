import { AdminDisputeCaseSchema, AdminDisputesSchema, type ResolveDisputeBody } from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { ADMIN_KEY } from '../admin-api';

const disputesKey = [...ADMIN_KEY, 'disputes'] as const;
const caseKey = (disputeId: string) => [...disputesKey, disputeId] as const;

/** `GET /admin/disputes/`: open cases first. */
export const useAdminDisputes = () =>
  useQuery(
    queryOptions({
      queryKey: disputesKey,
      queryFn: ({ signal }) => apiRequest('/admin/disputes/', { schema: AdminDisputesSchema, signal }),
    }),
  );

const caseQueryOptions = (disputeId: string) =>
  queryOptions({
    queryKey: caseKey(disputeId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(disputeId)}/`, { schema: AdminDisputeCaseSchema, signal }),
  });

/** `GET /admin/disputes/{id}/`: the case page. */
export const useAdminDispute = (disputeId: string) => useQuery(caseQueryOptions(disputeId));

/**
 * `POST /admin/disputes/{id}/resolve/`: answered with the case as decided, which goes in the cache; the list and the
 * money pages (everything under the console's key) are read again.
 */
export const useResolveDispute = (disputeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeBody) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(disputeId)}/resolve/`, {
        method: 'POST',
        body,
        schema: AdminDisputeCaseSchema,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(caseQueryOptions(disputeId).queryKey, answer);
      void queryClient.invalidateQueries({
        queryKey: ADMIN_KEY,
        predicate: (query) => query.queryKey[2] !== disputeId,
      });
    },
  });
};
