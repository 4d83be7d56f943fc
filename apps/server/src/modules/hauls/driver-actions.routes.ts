import {
  HaulIdParamsSchema,
  HaulPageQuerySchema,
  HaulPageSchema,
  HaulSchema,
  NotInterestedBodySchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { LIST_PAGE_COMPRESSION } from '../../platform/http/response-compression';
import { noticesContext } from '../notices';
import { acceptHaul, declineHaul, listDrivingHauls } from './driver-actions.service';
import { type HaulServices, haulContext } from './haul-context';

const tags = ['hauls', 'drivers'];

/** Spec 7, Haul: what a driver does to a load (accept, not interested) and the driver's own list of loads. */
export const driverActionsRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  const ctx = () => haulContext(app, services);

  app.put(
    '/haul/:id/accept/',
    {
      schema: {
        tags,
        summary: 'Take a posted load at its price; of drivers accepting at once exactly one gets it (409 haul_taken)',
        params: HaulIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      acceptHaul(
        { ...ctx(), ...noticesContext(app, request.log) },
        {
          user: requireUser(request),
          haulId: request.params.id,
        },
      ),
  );

  app.put(
    '/haul/:id/not_interested/',
    {
      schema: {
        tags,
        summary: 'Pass on a load with a reason; it leaves the driver’s search',
        params: HaulIdParamsSchema,
        body: NotInterestedBodySchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      declineHaul(ctx(), { user: requireUser(request), haulId: request.params.id, body: request.body }),
  );

  app.get(
    '/haul/driving/',
    {
      schema: {
        tags,
        summary: 'The driver’s loads: those they hold and those they have an active bid on, newest first',
        querystring: HaulPageQuerySchema,
        response: { 200: HaulPageSchema },
      },
      // A page of 20 loads is 40-50 KB of JSON (the demo hotshot driver's): compressed in one call, not streamed.
      compress: LIST_PAGE_COMPRESSION,
    },
    async (request) =>
      listDrivingHauls(ctx(), {
        user: requireUser(request),
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
};
