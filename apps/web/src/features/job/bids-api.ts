import { type BidBody, BidListSchema, BidSchema, type CounterBody, HaulSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey, useActionOnHaul, useHaulMove } from '../../shared/hauls/haul-api';

export const usePlaceBid = () =>
  useActionOnHaul(({ body }: { haulId: string; body: BidBody }) =>
    apiRequest('/bid/', { method: 'POST', body, schema: BidSchema }),
  );

export const useWithdrawBid = () =>
  useActionOnHaul(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/`, { method: 'DELETE', schema: BidSchema }),
  );

/** The shipper takes an offer: the load becomes accepted with that driver, and the answer is the load. */
export const useAcceptBid = () =>
  useHaulMove(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/accept/`, { method: 'PUT', schema: HaulSchema }),
  );

/** The shipper's one counter-offer on a bid; the answer is the bid, so the load and its offers are read again. */
export const useCounterBid = () =>
  useActionOnHaul(({ bidId, body }: { haulId: string; bidId: string; body: CounterBody }) =>
    apiRequest(`/bid/${bidId}/counter/`, { method: 'PUT', body, schema: BidSchema }),
  );

/** The bidding driver takes the counter-offer: the load becomes theirs, and the answer is the load. */
export const useAcceptCounter = () =>
  useHaulMove(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/accept_counter/`, { method: 'PUT', schema: HaulSchema }),
  );

/** The bidding driver keeps their own price. */
export const useDeclineCounter = () =>
  useActionOnHaul(({ bidId }: { haulId: string; bidId: string }) =>
    apiRequest(`/bid/${bidId}/decline_counter/`, { method: 'PUT', schema: BidSchema }),
  );

/** Under the load's own key, so every action above refreshes the offers with the load. */
const haulBidsQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'bids'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/bids/`, { schema: BidListSchema, signal }),
  });

export const useHaulBids = (haulId: string) => useQuery(haulBidsQueryOptions(haulId));
