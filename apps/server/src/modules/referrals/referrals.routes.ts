import {
  ReferAmountsSchema,
  ReferBodySchema,
  ReferralClaimIdParamsSchema,
  ReferralClaimSchema,
  ReferralSchema,
  ReferralShareSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRegistered } from '../../platform/auth/guards';
import { toReferAmounts } from './referral-view';
import { getReferral, requestClaim, shareReferral } from './referrals.service';
import { referralsContext } from './referrals-context';

const tags = ['referrals'];

/** Spec 7 referral calls (`GET /refer/`, `POST /refer/`, `GET /refer/refer_amounts/`) and requesting a reward. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refer/',
    {
      schema: {
        tags,
        summary: "The caller's referral link (made on first use), its activity and the rewards it earned",
        response: { 200: ReferralSchema },
      },
    },
    async (request) => getReferral(referralsContext(app, request.log), requireRegistered(request)),
  );

  app.post(
    '/refer/',
    {
      schema: {
        tags,
        summary: 'Record a share of the referral link (refer_data); an email share mails the invitation',
        body: ReferBodySchema,
        response: { 201: ReferralShareSchema },
      },
    },
    async (request, reply) => {
      const share = await shareReferral(referralsContext(app, request.log), {
        user: requireRegistered(request),
        body: request.body,
      });
      return reply.status(201).send(share);
    },
  );

  app.get(
    '/refer/refer_amounts/',
    {
      schema: {
        tags,
        summary: 'What a referrer earns for a sign-up and for a first load (server configuration, CAD)',
        response: { 200: ReferAmountsSchema },
      },
    },
    async () => toReferAmounts(app.config.referralRewards),
  );

  app.post(
    '/refer/claims/:id/request/',
    {
      schema: {
        tags,
        summary: 'Ask to be paid an earned reward (available -> requested); staff then decide',
        params: ReferralClaimIdParamsSchema,
        response: { 200: ReferralClaimSchema },
      },
    },
    async (request) =>
      requestClaim(referralsContext(app, request.log), {
        user: requireRegistered(request),
        claimId: request.params.id,
      }),
  );
};
