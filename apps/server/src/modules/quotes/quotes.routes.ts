import { HaulIdParamsSchema, HaulSchema, QuotePriceSchema, QuoteRequestSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { type HaulServices, haulContext } from '../hauls';
import { createQuote, priceOnly, updateQuote } from './quotes.service';

const tags = ['quotes'];

/** The spec names getQuote and its update without paths (section 7); these are ours, in the API's style. */
export const quotesRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  app.post(
    '/quote/',
    {
      schema: {
        tags,
        summary: 'Price a load between two places; the quote is kept as a draft haul of the (temporary) user',
        body: QuoteRequestSchema,
        response: { 201: HaulSchema },
      },
      // Writes a draft haul and nothing of the user's account: their kept session stays (decision 029).
      config: { leavesSessionsAlone: true },
    },
    async (request, reply) => {
      const haul = await createQuote(haulContext(app, services), requireUser(request), request.body);
      return reply.status(201).send(haul);
    },
  );

  app.post(
    '/quote/price/',
    {
      schema: {
        tags,
        summary: 'The price a quote would get, stored nowhere: the live price while the user describes the load',
        body: QuoteRequestSchema,
        response: { 200: QuotePriceSchema },
      },
      // Writes nothing at all: the user's kept session stays for their next keystroke (decision 029).
      config: { leavesSessionsAlone: true },
    },
    async (request) => priceOnly(haulContext(app, services), requireUser(request), request.body),
  );

  app.put(
    '/quote/:id/',
    {
      schema: {
        tags,
        summary: 'Price a draft again after a change to its places or load',
        params: HaulIdParamsSchema,
        body: QuoteRequestSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      updateQuote(haulContext(app, services), {
        user: requireUser(request),
        haulId: request.params.id,
        request: request.body,
      }),
  );
};
