import { z } from 'zod';
import { isValidGeoPoint } from '../geo/great-circle';
import { PLACE_PRECISIONS } from '../geo/place-precision';

/** Wire schemas of the /geo/ endpoints (places, reverse geocoding, road distance). */

export const AUTOCOMPLETE_DEFAULT_LIMIT = 10;
export const AUTOCOMPLETE_MAX_LIMIT = 50;

/** A query-string number; an empty value counts as absent rather than as 0. */
const queryNumber = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number());

const latitude = queryNumber.pipe(z.number().min(-90).max(90));
const longitude = queryNumber.pipe(z.number().min(-180).max(180));

export const GeoPlaceSchema = z
  .object({
    id: z.string().meta({ example: 'geonames:6053154' }),
    label: z.string().meta({ example: 'Lethbridge, AB' }),
    name: z.string(),
    /** Province, territory or state abbreviation. */
    region: z.string().meta({ example: 'AB' }),
    country: z.enum(['CAN', 'USA']),
    /** A point as the spec's Place.location: [lon, lat]. */
    location: z.tuple([z.number(), z.number()]).meta({ description: '[lon, lat] in decimal degrees' }),
    /** `area`: a rural municipality ("RM of Corman Park No. 344, SK"), a point inside a larger territory. */
    kind: z.enum(['city', 'area', 'postal', 'address']),
    precision: z.enum(PLACE_PRECISIONS),
  })
  .meta({ id: 'GeoPlace' });
export type GeoPlace = z.infer<typeof GeoPlaceSchema>;

export const AutocompleteQuerySchema = z
  .object({
    search_term: z.string().trim().min(1, 'Type part of a place name or a postal code.').max(200),
    /** Bias suggestions towards this point instead of the configured one; lat and lon go together. */
    lat: latitude.optional(),
    lon: longitude.optional(),
    limit: queryNumber
      .pipe(z.number().int().min(1).max(AUTOCOMPLETE_MAX_LIMIT))
      .optional()
      .default(AUTOCOMPLETE_DEFAULT_LIMIT),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    path: ['lon'],
    message: 'Give lat and lon together, or neither.',
  });
export const AutocompleteResponseSchema = z.array(GeoPlaceSchema);

export const ReverseQuerySchema = z.object({
  lat: latitude,
  lon: longitude,
  /** The fix's accuracy radius in metres, as the browser reports it. */
  accuracy: queryNumber.pipe(z.number().min(0)).optional(),
});
export const ReverseResponseSchema = z.object({
  place: GeoPlaceSchema,
  distance_m: z.number().int().min(0),
  /** False when the fix is coarser than 1,000 m: offer the nearest town (spec 8). */
  is_accurate: z.boolean(),
});
export type ReverseResponse = z.infer<typeof ReverseResponseSchema>;

/** `lon,lat` in decimal degrees, the order of the spec's [lon, lat] points. */
const LonLatSchema = z.string().transform((value, ctx) => {
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const [lon = Number.NaN, lat = Number.NaN] = parts;
  if (parts.length !== 2 || !isValidGeoPoint({ lat, lon })) {
    ctx.addIssue({ code: 'custom', message: 'Expected "lon,lat" in decimal degrees, e.g. -106.67,52.13.' });
    return z.NEVER;
  }
  return { lat, lon };
});

export const RouteQuerySchema = z.object({ from: LonLatSchema, to: LonLatSchema });
export const RouteResponseSchema = z.object({
  distance_m: z.number().int().min(0),
  /** Driving time only: loading and unloading are the pricing's to add. */
  duration_s: z.number().int().min(0),
  source: z.enum(['estimate', 'osrm', 'valhalla']),
});
export type RouteResponse = z.infer<typeof RouteResponseSchema>;
