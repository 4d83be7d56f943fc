import { z } from 'zod';
import { HAUL_STATUSES } from '../hauls/haul-status';
import { LOAD_TYPES } from '../hauls/load-types';
import { MoneySchema } from '../money/money';
import { QUOTE_LINE_CODES, QUOTE_REASONS } from '../pricing/price-quote';
import { SIZE_CLASSES } from '../pricing/rates-table';

/** Wire schemas of a haul as the /haul/ and /quote/ endpoints answer it (spec section 3: Haul, Load, Place). */

/** A point as the spec's Place.location: [lon, lat] in decimal degrees. */
export const LonLatSchema = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .meta({ description: '[lon, lat] in decimal degrees', example: [-106.67, 52.13] });

export const PlaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    location: LonLatSchema,
    region: z.string().nullable(),
    country: z.enum(['CAN', 'USA']).nullable(),
    loading_dock: z.boolean(),
    loading_provided: z.boolean(),
    unloading_provided: z.boolean(),
    loading_times: z.string().nullable(),
    instructions: z.string(),
    saved: z.boolean(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof PlaceSchema>;

/** Measures are stored metric (metres, kilograms); the web converts for display (spec section 3). */
export const LoadSchema = z
  .object({
    id: z.string(),
    make_model: z.string(),
    length: z.number().meta({ description: 'metres' }),
    width: z.number().meta({ description: 'metres' }),
    height: z.number().meta({ description: 'metres' }),
    weight: z.number().meta({ description: 'kilograms' }),
    load_type: z.enum(LOAD_TYPES),
    ready_datetime: z.string().nullable(),
    deliver_by_datetime: z.string().nullable(),
    external_data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Load' });
export type Load = z.infer<typeof LoadSchema>;

export const QuoteLineSchema = z.object({ code: z.enum(QUOTE_LINE_CODES), amountCents: z.int() });

/** How the haul was priced: a rate with its lines, or the reasons it needs bids or a call to the office. */
export const HaulQuoteSchema = z
  .object({
    outcome: z.enum(['rate', 'pending', 'no_quote']),
    size_class: z.enum(SIZE_CLASSES).nullable(),
    /** CAD cents, adding up to shipper_rate. */
    lines: z.array(QuoteLineSchema),
    reasons: z.array(z.enum(QUOTE_REASONS)),
    quoted_at: z.string(),
  })
  .meta({ id: 'HaulQuote' });
export type HaulQuote = z.infer<typeof HaulQuoteSchema>;

export const RouteSchema = z
  .object({
    distance_m: z.int().nonnegative(),
    /** Driving only; loading and unloading are priced apart. */
    duration_s: z.int().nonnegative(),
    source: z.enum(['estimate', 'osrm', 'valhalla']),
  })
  .meta({ id: 'Route' });

/** The shipper rate in the currency the user chose, with the date of the Bank of Canada rate used. */
export const DisplayRateSchema = MoneySchema.extend({ as_of: z.iso.date() }).meta({ id: 'DisplayRate' });
export type DisplayRate = z.infer<typeof DisplayRateSchema>;

export const HaulSchema = z
  .object({
    id: z.string(),
    status: z.enum(HAUL_STATUSES),
    user: z.string().meta({ description: 'id of the shipper' }),
    /** What the shipper pays, CAD; null until priced (pending or no quote). */
    shipper_rate: MoneySchema.nullable(),
    /** What the driver earns, CAD; null until priced. */
    transport_rate: MoneySchema.nullable(),
    rate: DisplayRateSchema.nullable(),
    quote: HaulQuoteSchema,
    load: LoadSchema,
    origin: PlaceSchema,
    destination: PlaceSchema,
    route: RouteSchema,
    /** Percent the shipper added to the transport rate (spec 9: a 30 % boost). */
    boost: z.int().nonnegative(),
    created: z.string(),
  })
  .meta({ id: 'Haul' });
export type Haul = z.infer<typeof HaulSchema>;

export const HaulIdParamsSchema = z.object({ id: z.uuid('Not a haul id.') });
