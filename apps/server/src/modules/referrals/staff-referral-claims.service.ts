import {
  CLAIM_DECISION_MOVES,
  type ReferralClaimDecisionBody,
  type StaffReferralClaim,
  type StaffReferralClaimPage,
  type StaffReferralClaimsQuery,
  StaffReferralClaimsQuerySchema,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { toClaimView } from './referral-view';
import { findStaffClaim, listClaimsInStatus, moveClaim, type StaffClaimRow } from './referrals.repository';
import type { ReferralsContext } from './referrals-context';

const toStaffPerson = (person: StaffClaimRow['referrer']) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  email_confirmed: person.emailConfirmedAt !== null,
});

const toStaffClaimView = (row: StaffClaimRow): StaffReferralClaim => ({
  claim: toClaimView({ claim: row.claim, referredName: row.referred.name }),
  referrer: toStaffPerson(row.referrer),
  referred: toStaffPerson(row.referred),
  first_load_haul_id: row.claim.reason === 'first_load' ? row.referral.firstLoadHaulId : null,
});

/** `GET /admin/referral_claims/`: claims in one status (requested by default), the longest waiting first. */
export const listClaimsForStaff = async (
  ctx: ReferralsContext,
  query: StaffReferralClaimsQuery,
): Promise<StaffReferralClaimPage> => {
  const { status, page, page_size } = StaffReferralClaimsQuerySchema.parse(query);
  const { count, rows } = await listClaimsInStatus(ctx.db, { status, page, pageSize: page_size });
  return { count, page, page_size, results: rows.map(toStaffClaimView) };
};

/**
 * `PUT /admin/referral_claims/{id}/decision/`: approve or reject (with a reason) a requested claim, or mark an
 * approved one paid. The move is one conditional update, so two staff deciding at once cannot both win.
 */
export const decideClaim = async (
  ctx: ReferralsContext,
  { staff, claimId, body }: { staff: UserRow; claimId: string; body: ReferralClaimDecisionBody },
): Promise<StaffReferralClaim> => {
  const move = CLAIM_DECISION_MOVES[body.decision];
  const moved = await moveClaim(ctx.db, {
    claimId,
    from: move.from,
    changes: {
      status: move.to,
      decidedAt: ctx.clock.now(),
      decidedByUserId: staff.id,
      ...(body.reason ? { decisionNote: body.reason } : {}),
    },
  });
  const current = await findStaffClaim(ctx.db, claimId);
  if (!current) throw new AppError('not_found', 'No such claim.');
  if (!moved) {
    throw new AppError(
      'referral_claim_already_decided',
      `This claim is ${current.claim.status}; it cannot be given that decision now.`,
    );
  }
  return toStaffClaimView(current);
};
