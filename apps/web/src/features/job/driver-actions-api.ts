import { type BidBody, BidListSchema, BidSchema, type NotInterestedBody } from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** Answers whose body the page does not need: it reloads the load instead, so it shows the server's view. */
const AnyAnswerSchema = z.unknown();

/**
 * A driver's or shipper's action on a load's bids or hand-over. Whatever the outcome (even a 409 because another
 * driver was faster), the load and its offers are read again, so the page shows who holds it now.
 */
const useLoadAction = <Variables extends { haulId: string }, Answer>(
  send: (variables: Variables) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_answer, _error, { haulId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) }),
        queryClient.invalidateQueries({ queryKey: ['hauls'] }),
      ]),
  });
};

export const useAcceptHaul = () =>
  useLoadAction(({ haulId }: { haulId: string }) =>
    apiRequest(`/haul/${haulId}/accept/`, { method: 'PUT', schema: AnyAnswerSchema }),
  );

export const useNotInterested = () =>
  useLoadAction(({ haulId, body }: { haulId: string; body: NotInterestedBody }) =>
    apiRequest(`/haul/${haulId}/not_interested/`, { method: 'PUT', body, schema: AnyAnswerSchema }),
  );

export const usePlaceBid = () =>
  useLoadAction(({ body }: { haulId: string; body: BidBody }) =>
    apiRequest('/bid/', { method: 'POST', body, schema: BidSchema }),
  );

export const useWithdrawBid = () =>
  useLoadAction(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/`, { method: 'DELETE', schema: AnyAnswerSchema }),
  );

/** The shipper takes an offer: the load becomes accepted with that driver. */
export const useAcceptBid = () =>
  useLoadAction(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/accept/`, { method: 'PUT', schema: AnyAnswerSchema }),
  );

/** Under the load's own key, so every action above refreshes the offers with the load. */
export const haulBidsQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'bids'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/bids/`, { schema: BidListSchema, signal }),
  });

export const useHaulBids = (haulId: string) => useQuery(haulBidsQueryOptions(haulId));
