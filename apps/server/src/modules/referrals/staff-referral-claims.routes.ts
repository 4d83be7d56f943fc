import {
  ReferralClaimDecisionBodySchema,
  ReferralClaimIdParamsSchema,
  StaffReferralClaimPageSchema,
  StaffReferralClaimSchema,
  StaffReferralClaimsQuerySchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { referralsContext } from './referrals-context';
import { decideClaim, listClaimsForStaff } from './staff-referral-claims.service';

const tags = ['staff'];

/** Checked before the query and body are, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** Staff see referral reward claims and decide them; everyone else gets 403. */
export const staffReferralClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/referral_claims/',
    {
      schema: {
        tags,
        summary: 'Referral reward claims in one status (requested by default), the longest waiting first',
        querystring: StaffReferralClaimsQuerySchema,
        response: { 200: StaffReferralClaimPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listClaimsForStaff(referralsContext(app, request.log), request.query),
  );

  app.put(
    '/admin/referral_claims/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approve or reject (with a reason) a requested claim, or mark an approved claim paid',
        params: ReferralClaimIdParamsSchema,
        body: ReferralClaimDecisionBodySchema,
        response: { 200: StaffReferralClaimSchema },
      },
      preValidation: staffOnly,
    },
    async (request) =>
      decideClaim(referralsContext(app, request.log), {
        staff: requireStaff(request),
        claimId: request.params.id,
        body: request.body,
      }),
  );
};
