import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  type GeoPlace,
  ReverseQuerySchema,
  ReverseResponseSchema,
  RouteQuerySchema,
  RouteResponseSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error';
import { TYPE_AHEAD_COMPRESSION } from '../../platform/http/response-compression';
import { createGeoServices } from './create-geo-services';
import { REVERSE_MAX_DISTANCE_M } from './embedded-geocoder';
import type { GeoServices, Place } from './geo-services';

const tags = ['geo'];

export type GeoRoutesOptions = {
  /** The configured services (createGeoServices(config...)); the embedded ones when absent. */
  services?: GeoServices;
};

const toWirePlace = (place: Place): GeoPlace => ({
  id: place.id,
  label: place.label,
  name: place.name,
  region: place.region,
  country: place.country,
  location: [place.lon, place.lat],
  kind: place.kind,
  precision: place.precision,
});

/** Place autocomplete, reverse geocoding and road distance; no login needed (visitors get quotes, spec 6). */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  const { geocoding, routing } = options.services ?? createGeoServices();

  app.get(
    '/geo/autocomplete/',
    {
      compress: TYPE_AHEAD_COMPRESSION,
      schema: {
        tags,
        summary:
          'Suggest Canadian and US places for typed text: town names, or ZIP and postal codes when it has a digit',
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request) => {
      const { search_term: text, lat, lon, limit } = request.query;
      const near = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
      return (await geocoding.autocomplete(text, { near, limit })).map(toWirePlace);
    },
  );

  app.get(
    '/geo/reverse/',
    {
      schema: {
        tags,
        summary: 'The town at or nearest to a point, and whether the fix is accurate enough to use as it is',
        querystring: ReverseQuerySchema,
        response: { 200: ReverseResponseSchema },
      },
    },
    async (request) => {
      const { lat, lon, accuracy } = request.query;
      const found = await geocoding.reverse({ lat, lon }, accuracy);
      if (!found) throw new AppError('not_found', `No town within ${REVERSE_MAX_DISTANCE_M / 1000} km of this point.`);
      return {
        place: toWirePlace(found.place),
        distance_m: Math.round(found.distanceM),
        is_accurate: found.isAccurate,
      };
    },
  );

  app.get(
    '/geo/route/',
    {
      schema: {
        tags,
        summary: 'Road distance and driving time between two points (from and to as "lon,lat")',
        querystring: RouteQuerySchema,
        response: { 200: RouteResponseSchema },
      },
    },
    async (request) => {
      const { distanceM, durationS, source } = await routing.route(request.query.from, request.query.to);
      return { distance_m: Math.round(distanceM), duration_s: Math.round(durationS), source };
    },
  );
};
