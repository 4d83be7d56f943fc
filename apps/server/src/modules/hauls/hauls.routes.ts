import { ClaimShareBodySchema, HaulIdParamsSchema, HaulSchema, ShareHaulBodySchema, UserSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { type HaulServices, haulContext } from './haul-context';
import { claimSharedHaul, getHaul, type HaulsContext, shareHaul } from './hauls.service';

const tags = ['hauls'];

export const haulsRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  const context = (log: HaulsContext['log']): HaulsContext => ({
    ...haulContext(app, services),
    mailer: app.mailer,
    log,
    publicBaseUrl: app.config.publicBaseUrl,
  });

  app.get(
    '/haul/:id/',
    {
      schema: {
        tags,
        summary: 'A haul, for its shipper, staff, its driver, or a driver looking for loads',
        params: HaulIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) => getHaul(context(request.log), requireUser(request), request.params.id),
  );

  app.post(
    '/haul/:id/share/',
    {
      schema: {
        tags,
        summary: 'Email the quote, with a link that claims a copy of it',
        params: HaulIdParamsSchema,
        body: ShareHaulBodySchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await shareHaul(context(request.log), { user: requireUser(request), haulId: request.params.id, ...request.body });
      return { detail: `We sent the quote to ${request.body.email}.` };
    },
  );

  app.post(
    '/haul/claim_share/',
    {
      schema: {
        tags,
        summary: 'Claim an emailed quote: a draft copy for the claimer (their own haul if they shared it)',
        body: ClaimShareBodySchema,
        response: { 200: z.object({ user: UserSchema, haul: HaulSchema }) },
      },
    },
    async (request) =>
      claimSharedHaul(context(request.log), {
        user: requireUser(request),
        haulId: request.body.haul_id,
        code: request.body.code,
      }),
  );
};
