import type { GeoPoint } from '@freight/domain';
import { AppError } from '../../platform/errors/app-error';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { EstimatedRouting } from './estimated-routing';
import type { Gazetteer } from './gazetteer';
import { embeddedGazetteer } from './gazetteer-sources';
import { DEFAULT_BIAS_POINT, type GeoServices, type RouteResult, type RoutingService } from './geo-services';
import { NominatimGeocoder } from './nominatim-geocoder';
import { OsrmRouting } from './osrm-routing';

/** Plain settings, one per environment variable (GEOCODER, GEOCODER_URL, ROUTING, ROUTING_URL, ...). */
export type GeoServicesOptions = {
  geocoder?: 'embedded' | 'nominatim';
  /** Base URL of the Nominatim-style server; required with `geocoder: 'nominatim'`. */
  geocoderUrl?: string;
  routing?: 'estimate' | 'osrm';
  /** Base URL of the OSRM server; required with `routing: 'osrm'`. */
  routingUrl?: string;
  /**
   * `none` (default): an unreachable router answers 503. `estimate`: it answers with the estimate instead, marked
   * `source: 'estimate'` and logged as a warning, never silently.
   */
  routingFallback?: 'none' | 'estimate';
  /** Where suggestions are biased (spec 9: "a fixed point"); Saskatoon when absent. */
  biasPoint?: GeoPoint;
  /** How long an outside service may take to answer. */
  httpTimeoutMs?: number;
  /** Sent to the HTTP geocoder, whose usage policy asks clients to name themselves. */
  userAgent?: string;
  /** Receives the warning when a fallback answers in place of the router. */
  warn?: (context: Record<string, unknown>, message: string) => void;
  /** A gazetteer to use instead of the process-wide one (tests). */
  gazetteer?: Gazetteer;
};

const DEFAULT_HTTP_TIMEOUT_MS = 5_000;

/** Picks the geocoder and router from configuration; a missing URL for an HTTP choice fails at start, not later. */
export const createGeoServices = (options: GeoServicesOptions = {}): GeoServices => {
  const timeoutMs = options.httpTimeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  const biasPoint = options.biasPoint ?? DEFAULT_BIAS_POINT;
  const geocoderUrl =
    options.geocoder === 'nominatim'
      ? required(options.geocoderUrl, 'geocoderUrl (GEOCODER_URL) is required with GEOCODER=nominatim')
      : undefined;
  const routingUrl =
    options.routing === 'osrm'
      ? required(options.routingUrl, 'routingUrl (ROUTING_URL) is required with ROUTING=osrm')
      : undefined;
  const geocoding = geocoderUrl
    ? new NominatimGeocoder({
        baseUrl: geocoderUrl,
        timeoutMs,
        userAgent: options.userAgent ?? 'freight-dispatch',
        biasPoint,
      })
    : new EmbeddedGeocoder(options.gazetteer ?? embeddedGazetteer(), biasPoint);
  const estimate = new EstimatedRouting();
  if (!routingUrl) return { geocoding, routing: estimate };
  const osrm = new OsrmRouting(routingUrl, timeoutMs);
  const routing =
    options.routingFallback === 'estimate' ? withVisibleFallback(osrm, estimate, options.warn ?? (() => {})) : osrm;
  return { geocoding, routing };
};

const required = (value: string | undefined, message: string): string => {
  if (!value) throw new Error(message);
  return value;
};

/** Answers with `fallback` when `primary` is unavailable (503 only), marked by its own `source` and logged. */
export const withVisibleFallback = (
  primary: RoutingService,
  fallback: RoutingService,
  warn: NonNullable<GeoServicesOptions['warn']>,
): RoutingService => ({
  async route(from, to): Promise<RouteResult> {
    try {
      return await primary.route(from, to);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'service_unavailable') throw error;
      warn({ err: error }, 'router unavailable; answering with the road-distance estimate');
      return fallback.route(from, to);
    }
  },
});
