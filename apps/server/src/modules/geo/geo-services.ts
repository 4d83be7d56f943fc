import { AUTOCOMPLETE_DEFAULT_LIMIT, AUTOCOMPLETE_MAX_LIMIT, type GeoPoint } from '@freight/domain';
import type { Place } from './gazetteer';

export type { Place } from './gazetteer';

/** A fix this imprecise (metres) is reported as inaccurate, so the web can offer the nearest town instead (spec 8). */
const ACCURATE_FIX_MAX_M = 1_000;
/** Saskatoon: where suggestions are biased when configuration names no other point (spec 9: "a fixed point"). */
export const DEFAULT_BIAS_POINT: GeoPoint = { lat: 52.1332, lon: -106.67 };

export type AutocompleteOptions = {
  /** Places within GEOCODER_BIAS_RADIUS_M of this point come first; the configured bias point when absent. */
  near?: GeoPoint;
  limit?: number;
};

export type ReverseResult = {
  place: Place;
  /** From the point asked about to the place, metres. */
  distanceM: number;
  /** False when the fix's accuracy is worse than ACCURATE_FIX_MAX_M: offer the town rather than the point. */
  isAccurate: boolean;
};

/** Place search and reverse geocoding, Canada and the US only; embedded by default, an HTTP geocoder by config. */
export type GeocodingService = {
  autocomplete(text: string, options?: AutocompleteOptions): Promise<Place[]>;
  /** The town at or nearest to a point, or null when there is none near enough. */
  reverse(point: GeoPoint, accuracyM?: number): Promise<ReverseResult | null>;
};

type RouteSource = 'estimate' | 'osrm' | 'valhalla';
export type RouteResult = { distanceM: number; durationS: number; source: RouteSource };

/** Road distance and driving time between two points; driving only, no loading or unloading time. */
export type RoutingService = { route(from: GeoPoint, to: GeoPoint): Promise<RouteResult> };

export type GeoServices = { geocoding: GeocodingService; routing: RoutingService };

export const isAccurateFix = (accuracyM: number | undefined): boolean =>
  accuracyM === undefined || accuracyM <= ACCURATE_FIX_MAX_M;

export const clampLimit = (limit: number | undefined): number =>
  Math.min(AUTOCOMPLETE_MAX_LIMIT, Math.max(1, Math.trunc(limit ?? AUTOCOMPLETE_DEFAULT_LIMIT)));
