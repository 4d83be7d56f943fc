import { ReferralClaimSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { REFERRAL_KEY } from './get-referral';

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
