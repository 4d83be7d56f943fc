import { DriverIdParamsSchema, DriverSchema, SubscribeBodySchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { driversContext } from './drivers-context';
import { subscribe } from './subscriptions.service';

/** Spec 7: `POST /driver/{id}/subscribe/` (subscription id and level); docs/subscriptions.md says what each gives. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/driver/:id/subscribe/',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Choose a plan: 0 ends the paid plan; staff grant 1 or 2 (drivers buy them: POST /purchase/pay/)',
        params: DriverIdParamsSchema,
        body: SubscribeBodySchema,
        response: { 200: DriverSchema },
      },
    },
    async (request) =>
      subscribe(driversContext(app, request.log), {
        user: requireUser(request),
        driverId: request.params.id,
        body: request.body,
      }),
  );
};
