import {
  SpecAutocompleteQuerySchema,
  SpecAutocompleteResponseSchema,
  type SpecFreeformQuery,
  SpecFreeformQuerySchema,
  SpecFreeformResponseSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error';
import { TYPE_AHEAD_COMPRESSION } from '../../platform/http/response-compression';
import type { SpecCatalog } from './spec-catalog';
import { toSpecResult } from './spec-row';

const tags = ['spec'];

export type SpecRoutesOptions = {
  /** Built once at start: `await loadSpecCatalog()`. */
  catalog: SpecCatalog;
};

/** The text to look up: search_term, else name, else make and model (the schema makes sure one is there). */
const freeformText = (query: SpecFreeformQuery): string =>
  query.search_term ?? query.name ?? `${query.make ?? ''} ${query.model ?? ''}`.trim();

/**
 * The spec service (spec 7): equipment dimensions by make and model, for the quote and post forms. Public (visitors
 * get quotes) and needs nothing but its catalog, so it can be mounted in any Fastify app, alone or with the API.
 */
export const specRoutes: FastifyPluginAsyncZod<SpecRoutesOptions> = async (app, { catalog }) => {
  app.get(
    '/spec/get_autocomplete/',
    {
      compress: TYPE_AHEAD_COMPRESSION,
      schema: {
        tags,
        summary: 'Suggest machines and vehicles for typed text, best first (up to 10); typos and short makes allowed',
        querystring: SpecAutocompleteQuerySchema,
        response: { 200: SpecAutocompleteResponseSchema },
      },
    },
    async (request) => catalog.suggest(request.query.search_term).map(toSpecResult),
  );

  app.get(
    '/spec/get_freeform/',
    {
      schema: {
        tags,
        summary: 'The one machine or vehicle meant by search_term, or name, or make and model; 404 when none is close',
        querystring: SpecFreeformQuerySchema,
        response: { 200: SpecFreeformResponseSchema },
      },
    },
    async (request) => {
      const text = freeformText(request.query);
      const answer = catalog.findBest(text);
      if (!answer) {
        throw new AppError(
          'not_found',
          `No machine or vehicle close enough to "${text}" is on file. Check the make and model, or enter the dimensions by hand.`,
        );
      }
      return toSpecResult(answer);
    },
  );
};
