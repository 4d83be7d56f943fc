import {
  BoostBodySchema,
  HaulDetailsBodySchema,
  HaulIdParamsSchema,
  HaulPageQuerySchema,
  HaulPageSchema,
  HaulSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { LIST_PAGE_COMPRESSION } from '../../platform/http/response-compression';
import { type HaulServices, haulContext } from './haul-context';
import {
  boostHaul,
  cloneHaul,
  editHaul,
  type OnHaulPublished,
  publishHaul,
  resumeHaul,
  saveDraft,
} from './haul-lifecycle';
import { type HAUL_LISTS, listOwnHauls } from './haul-lists';

const tags = ['hauls'];

export type HaulPostingRoutesOptions = HaulServices & { onPublished: OnHaulPublished };

/**
 * Spec 7, Haul: the shipper's lists, the post flow and the actions on a load (DESIGN.md 4 for the states). Deleting
 * a load is modules/payments' route: it refunds the card after the cancellation commits.
 */
export const haulPostingRoutes: FastifyPluginAsyncZod<HaulPostingRoutesOptions> = async (
  app,
  { onPublished, ...services },
) => {
  const ctx = () => haulContext(app, services);

  const lists = [
    ['/haul/draft/', 'draft', 'The shipper’s drafts and saved quotes'],
    ['/haul/', 'active', 'The shipper’s loads in progress, those waiting on the shipper (a driver accepted) first'],
    ['/haul/haul_history/', 'history', 'The shipper’s delivered and deleted loads'],
  ] as const satisfies [string, keyof typeof HAUL_LISTS, string][];
  for (const [url, list, summary] of lists) {
    app.get(
      url,
      {
        schema: { tags, summary, querystring: HaulPageQuerySchema, response: { 200: HaulPageSchema } },
        // A page of 20 loads is 40-50 KB of JSON (the demo farmer's): compressed in one call, not streamed.
        compress: LIST_PAGE_COMPRESSION,
      },
      async (request) =>
        listOwnHauls(ctx(), {
          user: requireUser(request),
          list,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );
  }

  const detailsRoute = { params: HaulIdParamsSchema, body: HaulDetailsBodySchema, response: { 200: HaulSchema } };

  app.post(
    '/haul/:id/save_draft/',
    { schema: { tags, summary: 'Keep the post flow’s details on the draft', ...detailsRoute } },
    async (request) => saveDraft(ctx(), { user: requireUser(request), haulId: request.params.id, body: request.body }),
  );

  app.put(
    '/haul/:id/publish/',
    {
      schema: {
        tags,
        summary: 'Save and post the load for drivers (needs a confirmed email and accepted terms)',
        ...detailsRoute,
      },
    },
    async (request) =>
      publishHaul(ctx(), {
        user: requireUser(request),
        haulId: request.params.id,
        body: request.body,
        onPublished,
      }),
  );

  app.patch(
    '/haul/:id/',
    { schema: { tags, summary: 'Change a load while no driver has it', ...detailsRoute } },
    async (request) => editHaul(ctx(), { user: requireUser(request), haulId: request.params.id, body: request.body }),
  );

  app.put(
    '/haul/:id/boost/',
    {
      schema: {
        tags,
        summary: 'Boost what the driver earns (true: 30 %, which raises the chance of finding a driver by about 50 %)',
        params: HaulIdParamsSchema,
        body: BoostBodySchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      boostHaul(ctx(), { user: requireUser(request), haulId: request.params.id, boost: request.body.boost }),
  );

  app.post(
    '/haul/:id/clone/',
    {
      schema: {
        tags,
        summary: 'The same load again, as a new draft',
        params: HaulIdParamsSchema,
        response: { 201: HaulSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cloneHaul(ctx(), { user: requireUser(request), haulId: request.params.id })),
  );

  app.post(
    '/haul/:id/resume/',
    {
      schema: {
        tags,
        summary: 'Reopen a draft, or bring a deleted load back as a draft',
        params: HaulIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) => resumeHaul(ctx(), { user: requireUser(request), haulId: request.params.id }),
  );
};
