import { type ReferBody, ReferralShareSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { REFERRAL_KEY } from './get-referral';

/** `POST /refer/` (refer_data): records a share; for email the server sends the invitation. */
export const shareReferral = (body: ReferBody) =>
  apiRequest('/refer/', { method: 'POST', body, schema: ReferralShareSchema });

export const useShareReferral = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEY, exact: true }),
  });
};
