import { z } from 'zod';
import { LOAD_TYPES } from '../hauls/load-types';
import { MoneySchema } from '../money/money.schema';
import { LonLatSchema } from './haul.schema';

export const HAUL_SEARCH_SORTS = ['newest', 'pickup_date', 'rate', 'rate_per_km', 'nearest'] as const;
export type HaulSearchSort = (typeof HAUL_SEARCH_SORTS)[number];

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
const lon = z.coerce.number().min(-180).max(180);
const lat = z.coerce.number().min(-90).max(90);
const km = z.coerce.number().positive().max(5000);
const flag = z.preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean());

/**
 * `GET /haul/search/`: every filter optional, sent as query parameters (spec 7). Distances in kilometres, rate per
 * kilometre in CAD; the web converts from miles. `bbox` is the map's view (west,south,east,north). The corridor
 * (`route_*`) finds backhauls: loads whose pickup and drop-off both lie within `corridor_km` of the straight path
 * of the driver's trip, picked up before dropped off along it.
 */
export const HaulSearchQuerySchema = z
  .object({
    origin_lon: lon,
    origin_lat: lat,
    origin_radius_km: km,
    origin_regions: list(z.string().trim().toUpperCase()),
    destination_regions: list(z.string().trim().toUpperCase()),
    destination_lon: lon,
    destination_lat: lat,
    destination_radius_km: km,
    pickup_from: z.iso.date(),
    pickup_to: z.iso.date(),
    load_types: list(z.enum(LOAD_TYPES)),
    /** Only loads one of the driver's vehicles can take (weight, deck length and width, height). */
    fits_my_vehicles: flag,
    max_weight_kg: z.coerce.number().positive(),
    max_length_m: z.coerce.number().positive(),
    min_rate_per_km: z.coerce.number().nonnegative(),
    bbox: list(z.coerce.number()).refine((values) => values.length === 4, 'bbox is west,south,east,north.'),
    route_from_lon: lon,
    route_from_lat: lat,
    route_to_lon: lon,
    route_to_lat: lat,
    corridor_km: km,
    sort: z.enum(HAUL_SEARCH_SORTS),
    page: z.coerce.number().int().min(1),
    page_size: z.coerce.number().int().min(1).max(100),
  })
  // No component id: @fastify/swagger cannot inline a named schema as a querystring.
  .partial();
export type HaulSearchQuery = z.infer<typeof HaulSearchQuerySchema>;

const SearchPlaceSchema = z.object({
  name: z.string(),
  region: z.string().nullable(),
  country: z.enum(['CAN', 'USA']).nullable(),
  location: LonLatSchema,
});

/** A posted load as a driver's search lists it: where, what, when and what it pays; no street address. */
export const HaulSearchResultSchema = z
  .object({
    id: z.string(),
    make_model: z.string(),
    load_type: z.enum(LOAD_TYPES),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    weight: z.number(),
    origin: SearchPlaceSchema,
    destination: SearchPlaceSchema,
    distance_m: z.int(),
    /** What the driver earns, CAD; null for a load sent for bids. */
    transport_rate: MoneySchema.nullable(),
    rate_per_km: z.number().nullable(),
    boost: z.int(),
    ready_datetime: z.string().nullable(),
    deliver_by_datetime: z.string().nullable(),
    published: z.string(),
    /** Kilometres from the searched origin to the pickup, when an origin was given. */
    deadhead_km: z.number().nullable(),
    bid_count: z.int().nonnegative(),
  })
  .meta({ id: 'HaulSearchResult' });
export type HaulSearchResult = z.infer<typeof HaulSearchResultSchema>;

export const HaulSearchPageSchema = z
  .object({
    /** Matches counted up to 1,000; with `count_capped` there are more than that ("1,000+"). */
    count: z.int().nonnegative(),
    count_capped: z.boolean(),
    page: z.int(),
    page_size: z.int(),
    results: z.array(HaulSearchResultSchema),
  })
  .meta({ id: 'HaulSearchPage' });
export type HaulSearchPage = z.infer<typeof HaulSearchPageSchema>;

/** `GET /haul/search_params/`: what the filters offer, and the driver's own starting point and rig limits. */
export const HaulSearchParamsSchema = z
  .object({
    sorts: z.array(z.enum(HAUL_SEARCH_SORTS)),
    load_types: z.array(z.enum(LOAD_TYPES)),
    radius_km_options: z.array(z.number()),
    regions: z.array(z.object({ code: z.string(), name: z.string(), country: z.enum(['CAN', 'USA']) })),
    base_location: LonLatSchema.nullable(),
    base_address: z.string(),
    vehicle_limits: z
      .object({
        capacity_kg: z.number().nullable(),
        deck_length_m: z.number().nullable(),
        deck_width_m: z.number().nullable(),
        max_load_height_m: z.number().nullable(),
      })
      .nullable(),
    /** Posted loads the driver may see, counted up to 1,000; with `posted_count_capped`, more than that. */
    posted_count: z.int().nonnegative(),
    posted_count_capped: z.boolean(),
  })
  .meta({ id: 'HaulSearchParams' });
export type HaulSearchParams = z.infer<typeof HaulSearchParamsSchema>;

const decodedFilter = (field: z.ZodType): z.ZodType => {
  const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
  return inner instanceof z.ZodPipe && inner.in instanceof z.ZodTransform ? (inner.out as z.ZodType) : inner;
};

/**
 * A HaulSearchQuery as answered (a saved search's filters): the parsed values, without the query-string decoding
 * (comma lists, "true"), which a response serialiser cannot run backwards.
 */
export const HaulSearchFiltersSchema = z
  .object(
    Object.fromEntries(Object.entries(HaulSearchQuerySchema.shape).map(([key, field]) => [key, decodedFilter(field)])),
  )
  .partial()
  .meta({ id: 'HaulSearchFilters' }) as unknown as z.ZodType<HaulSearchQuery>;

/** Spec 3, Notification (id, state): a saved search that alerts the driver to new matching loads while active. */
export const NotificationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(['active', 'paused']),
    filters: HaulSearchFiltersSchema,
    created: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationBodySchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    state: z.enum(['active', 'paused']).optional(),
    filters: HaulSearchQuerySchema.optional(),
  })
  .meta({ id: 'NotificationBody' });
export type NotificationBody = z.input<typeof NotificationBodySchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid('Not a notification id.') });

/** `GET /haul/notifications/`: new loads alerted to the driver, newest first, and the saved searches. */
export const LoadAlertSchema = z
  .object({
    id: z.string(),
    haul: HaulSearchResultSchema,
    /** `region` when the load starts in one of the driver's regions, else the saved search's id. */
    reason: z.string(),
    notification: z.string().nullable(),
    visible_at: z.string(),
    seen: z.boolean(),
  })
  .meta({ id: 'LoadAlert' });
export type LoadAlert = z.infer<typeof LoadAlertSchema>;

export const LoadAlertPageSchema = z
  .object({
    count: z.int().nonnegative(),
    unseen: z.int().nonnegative(),
    results: z.array(LoadAlertSchema),
    notifications: z.array(NotificationSchema),
  })
  .meta({ id: 'LoadAlertPage' });
export type LoadAlertPage = z.infer<typeof LoadAlertPageSchema>;

/** `POST /haul/notifications/seen/` (beyond the spec): the alerts opened; without `ids`, every visible alert. */
export const LoadAlertsSeenBodySchema = z
  .object({ ids: z.array(z.uuid('Not an alert id.')).max(200).optional() })
  .meta({ id: 'LoadAlertsSeenBody' });
export type LoadAlertsSeenBody = z.infer<typeof LoadAlertsSeenBodySchema>;

export const LoadAlertsSeenSchema = z.object({ unseen: z.int().nonnegative() }).meta({ id: 'LoadAlertsSeen' });
export type LoadAlertsSeen = z.infer<typeof LoadAlertsSeenSchema>;
