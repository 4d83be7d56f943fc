import {
  DisputeResponseBodySchema,
  HaulDisputeSchema,
  HaulIdParamsSchema,
  ReportDisputeBodySchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { reportDispute, respondToDispute, viewHaulDispute } from './disputes.service';
import { disputesContext } from './disputes-context';

const tags = ['disputes'];

/**
 * A delivered load's problem report (issue 23 part 4; README.md beside this file): the shipper reports within the
 * window, the driver who delivered answers, both read it; anyone else is told there is no such haul (404).
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/haul/:id/dispute/',
    {
      schema: {
        tags,
        summary: 'The load’s problem report, if any, and whether the shipper may report one now',
        params: HaulIdParamsSchema,
        response: { 200: HaulDisputeSchema },
      },
    },
    async (request) =>
      viewHaulDispute(disputesContext(app, request.log), { viewer: requireUser(request), haulId: request.params.id }),
  );

  app.post(
    '/haul/:id/dispute/',
    {
      schema: {
        tags,
        summary:
          'The shipper reports damage or a problem on the delivered load (within DISPUTE_WINDOW_HOURS); the ' +
          'driver’s payout is held until staff decide',
        params: HaulIdParamsSchema,
        body: ReportDisputeBodySchema,
        response: { 201: HaulDisputeSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const ctx = disputesContext(app, request.log);
      const answer = await reportDispute(ctx, { viewer, haulId: request.params.id, body: request.body });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/haul/:id/dispute/response/',
    {
      schema: {
        tags,
        summary: 'The driver who delivered the load answers the report (note and pictures), once',
        params: HaulIdParamsSchema,
        body: DisputeResponseBodySchema,
        response: { 200: HaulDisputeSchema },
      },
    },
    async (request) =>
      respondToDispute(disputesContext(app, request.log), {
        viewer: requireUser(request),
        haulId: request.params.id,
        body: request.body,
      }),
  );
};
