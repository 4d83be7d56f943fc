import { HaulSearchPageSchema, HaulSearchParamsSchema, HaulSearchQuerySchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { LIST_PAGE_COMPRESSION } from '../../platform/http/response-compression';
import { type HaulSearchContext, haulSearchParams, searchHauls } from './haul-search.service';

const tags = ['haul search'];

/**
 * Spec 7, Haul search. Static paths, so find-my-way matches them before the parametric `/haul/:id/` of the hauls
 * module whatever the registration order.
 */
export const haulSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: HaulSearchContext = { db: app.db, now: () => app.clock.now() };

  app.get(
    '/haul/search/',
    {
      compress: LIST_PAGE_COMPRESSION,
      schema: {
        tags,
        summary: 'Posted loads for a driver, filtered (radius, destination, dates, type, size, rate, map view, trip)',
        querystring: HaulSearchQuerySchema,
        response: { 200: HaulSearchPageSchema },
      },
    },
    async (request) => searchHauls(context, requireUser(request), request.query),
  );

  app.get(
    '/haul/search_params/',
    {
      schema: {
        tags,
        summary: 'What the search filters offer, the driver’s base and the limits of their vehicles',
        response: { 200: HaulSearchParamsSchema },
      },
    },
    async (request) => haulSearchParams(context, requireUser(request)),
  );
};
