import { ReferralSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export const REFERRAL_KEY = ['referral'] as const;

/** `GET /refer/`: the user's link (made on first use), its activity and claims. Registered accounts only. */
export const referralQueryOptions = ({ enabled }: { enabled: boolean }) =>
  queryOptions({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => apiRequest('/refer/', { schema: ReferralSchema, signal }),
    // Visitors would only be refused (403); the page offers them login instead of asking.
    enabled,
  });

export const useReferral = ({ enabled }: { enabled: boolean }) => useQuery(referralQueryOptions({ enabled }));
