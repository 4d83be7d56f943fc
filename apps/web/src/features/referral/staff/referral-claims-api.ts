import {
  type ReferralClaimDecisionBody,
  type ReferralClaimStatus,
  StaffReferralClaimPageSchema,
  StaffReferralClaimSchema,
} from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

const STAFF_CLAIMS_KEY = ['staff', 'referral-claims'] as const;

/** `GET /admin/referral_claims/?status=`: claims in one status, the longest waiting first. */
const staffClaimsQueryOptions = ({
  status,
  page,
  isStaff,
}: {
  status: ReferralClaimStatus;
  page: number;
  isStaff: boolean;
}) =>
  queryOptions({
    queryKey: [...STAFF_CLAIMS_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/referral_claims/?${new URLSearchParams({ status, page: String(page) })}`, {
        schema: StaffReferralClaimPageSchema,
        signal,
      }),
    enabled: isStaff,
    placeholderData: keepPreviousData,
  });

export const useStaffClaims = (options: { status: ReferralClaimStatus; page: number; isStaff: boolean }) =>
  useQuery(staffClaimsQueryOptions(options));

/** `PUT /admin/referral_claims/{id}/decision/`: approve, reject with a reason, or mark paid. */
export const useDecideClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: string; body: ReferralClaimDecisionBody }) =>
      apiRequest(`/admin/referral_claims/${encodeURIComponent(claimId)}/decision/`, {
        method: 'PUT',
        body,
        schema: StaffReferralClaimSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_CLAIMS_KEY }),
  });
};
