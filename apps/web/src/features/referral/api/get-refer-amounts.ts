import { ReferAmountsSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** `GET /refer/refer_amounts/`: what a referrer earns; public, so visitors see the offer before signing up. */
export const referAmountsQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'amounts'],
    queryFn: ({ signal }) => apiRequest('/refer/refer_amounts/', { schema: ReferAmountsSchema, signal }),
    staleTime: 10 * 60_000,
  });

export const useReferAmounts = () => useQuery(referAmountsQueryOptions());
