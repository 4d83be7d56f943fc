import { DeleteHaulBodySchema, HaulIdParamsSchema, HaulSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { deleteHaul, type HaulServices, haulContext } from '../hauls';
import { cardRefundDepsFor, sendCardRefundsAfterCommit } from './card-refunds';

/**
 * `DELETE /haul/{id}/` (spec 7, Haul): hauls cancels the load and refunds its escrow in one transaction; the card
 * refund that follows is this module's, so the route lives here, above hauls.
 */
export const haulCancelRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  app.delete(
    '/haul/:id/',
    {
      schema: {
        tags: ['hauls'],
        summary: 'Delete (cancel) a load, with the reason',
        params: HaulIdParamsSchema,
        body: DeleteHaulBodySchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) => {
      const haul = await deleteHaul(haulContext(app, services), {
        user: requireUser(request),
        haulId: request.params.id,
        body: request.body,
      });
      // After the cancellation (and its refund) committed, never inside it: the card gateway may be slow.
      await sendCardRefundsAfterCommit(cardRefundDepsFor(app, request.log), request.params.id);
      return haul;
    },
  );
};
