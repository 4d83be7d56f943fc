import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import { createGeoServices } from './create-geo-services';
import type { GeoServices } from './geo-services';

/** The geocoder and router the configuration asks for (embedded ones unless GEOCODER / ROUTING say otherwise). */
export const geoServicesFor = (config: Pick<Config, 'geo' | 'publicBaseUrl'>, log: FastifyBaseLogger): GeoServices =>
  createGeoServices({
    geocoder: config.geo.geocoder,
    geocoderUrl: config.geo.geocoderUrl,
    routing: config.geo.routing,
    routingUrl: config.geo.routingUrl,
    routingFallback: config.geo.routingFallback,
    biasPoint: config.geo.biasPoint,
    httpTimeoutMs: config.geo.httpTimeoutMs,
    userAgent: `freight-dispatch (${config.publicBaseUrl})`,
    warn: (context, message) => log.warn(context, message),
  });
