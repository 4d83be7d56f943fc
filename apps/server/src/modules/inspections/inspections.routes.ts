import { HaulIdParamsSchema, HaulInspectionsSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { viewHaulInspections } from './inspections.service';

/**
 * The electronic bill of lading's read side. The inspections are written by the moves they prove, in their
 * transaction: `PUT /haul/{id}/pick_up/` and `POST /haul/{id}/complete/?code=` (module delivery, decision 019).
 */
export const inspectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/haul/:id/inspection/',
    {
      schema: {
        tags: ['hauls', 'delivery'],
        summary: 'The pickup and delivery inspections (eBOL): shipper, the holding driver and staff',
        params: HaulIdParamsSchema,
        response: { 200: HaulInspectionsSchema },
      },
    },
    async (request) => viewHaulInspections(app.db, { user: requireUser(request), haulId: request.params.id }),
  );
};
