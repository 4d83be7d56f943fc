import {
  ReferAmountsSchema,
  type ReferBody,
  ReferralClaimSchema,
  ReferralSchema,
  ReferralShareSchema,
} from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** `GET /refer/refer_amounts/`: what a referrer earns; public, so visitors see the offer before signing up. */
const referAmountsQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'amounts'],
    queryFn: ({ signal }) => apiRequest('/refer/refer_amounts/', { schema: ReferAmountsSchema, signal }),
    staleTime: 10 * 60_000,
  });

export const useReferAmounts = () => useQuery(referAmountsQueryOptions());

const REFERRAL_KEY = ['referral'] as const;

/** `GET /refer/`: the user's link (made on first use), its activity and claims. Registered accounts only. */
const referralQueryOptions = ({ enabled }: { enabled: boolean }) =>
  queryOptions({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => apiRequest('/refer/', { schema: ReferralSchema, signal }),
    // Visitors would only be refused (403); the page offers them login instead of asking.
    enabled,
  });

export const useReferral = ({ enabled }: { enabled: boolean }) => useQuery(referralQueryOptions({ enabled }));

/** `POST /refer/claims/{id}/request/`: asks staff to pay an earned reward. */
export const useRequestClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) =>
      apiRequest(`/refer/claims/${encodeURIComponent(claimId)}/request/`, {
        method: 'POST',
        schema: ReferralClaimSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEY, exact: true }),
  });
};

/** `POST /refer/` (refer_data): records a share; for email the server sends the invitation. */
const shareReferral = (body: ReferBody) => apiRequest('/refer/', { method: 'POST', body, schema: ReferralShareSchema });

export const useShareReferral = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEY, exact: true }),
  });
};
