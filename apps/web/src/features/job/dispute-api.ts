import { type DisputeResponseBody, type HaulDispute, HaulDisputeSchema, type ReportDisputeBody } from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** `GET /haul/{id}/dispute/`, under the load's own key: the case changes the load's documents and money too. */
const haulDisputeQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'dispute'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/dispute/`, { schema: HaulDisputeSchema, signal }),
  });

export const useHaulDispute = (haulId: string, isEnabled: boolean) =>
  useQuery({ ...haulDisputeQueryOptions(haulId), enabled: isEnabled });

/**
 * A move on the case answered with the whole case: the answer goes in the cache, and what it changes beside it
 * (the money: the payout is held) is read again.
 */
const useDisputeMove = <Body>(path: (haulId: string) => string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ haulId, body }: { haulId: string; body: Body }) =>
      apiRequest(path(haulId), { method: 'POST', body, schema: HaulDisputeSchema }),
    onSuccess: (answer: HaulDispute, { haulId }) => {
      queryClient.setQueryData(haulDisputeQueryOptions(haulId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [...haulQueryKey(haulId), 'money'] });
    },
  });
};

/** `POST /haul/{id}/dispute/`: the shipper's report. */
export const useReportDispute = () => useDisputeMove<ReportDisputeBody>((haulId) => `/haul/${haulId}/dispute/`);

/** `POST /haul/{id}/dispute/response/`: the driver's answer. */
export const useRespondToDispute = () =>
  useDisputeMove<DisputeResponseBody>((haulId) => `/haul/${haulId}/dispute/response/`);
