import { type BidBody, BidListSchema, BidSchema, HaulSchema } from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey, rereadHaul, useHaulMove } from '../../shared/hauls/haul-api';

/** An action on one offer: its answer is the offer, not the load, so the load and its offers are read again. */
const useBidAction = <Variables extends { haulId: string }, Answer>(
  send: (variables: Variables) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_answer, _error, { haulId }) => rereadHaul(queryClient, haulId),
  });
};

export const usePlaceBid = () =>
  useBidAction(({ body }: { haulId: string; body: BidBody }) =>
    apiRequest('/bid/', { method: 'POST', body, schema: BidSchema }),
  );

export const useWithdrawBid = () =>
  useBidAction(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/`, { method: 'DELETE', schema: BidSchema }),
  );

/** The shipper takes an offer: the load becomes accepted with that driver, and the answer is the load. */
export const useAcceptBid = () =>
  useHaulMove(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/accept/`, { method: 'PUT', schema: HaulSchema }),
  );

/** Under the load's own key, so every action above refreshes the offers with the load. */
const haulBidsQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'bids'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/bids/`, { schema: BidListSchema, signal }),
  });

export const useHaulBids = (haulId: string) => useQuery(haulBidsQueryOptions(haulId));
