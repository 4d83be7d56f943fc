import { z } from 'zod';
import { DELETE_REASONS } from '../hauls/delete-reasons';
import { HAUL_STATUSES } from '../hauls/haul-status';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES } from '../hauls/loading-times';
import { MoneySchema } from '../money/money.schema';
import { QUOTE_LINE_CODES, QUOTE_NOTES, QUOTE_REASONS } from '../pricing/quote-lines';
import { SIZE_CLASSES } from '../pricing/rates-table';
import { SALES_TAX_CODES, SALES_TAX_TREATMENTS } from '../pricing/sales-tax';
import { BidSchema } from './bid.schema';
import { PictureSchema } from './pictures.contract';

/**
 * Wire schemas of a haul as the /haul/ and /quote/ endpoints answer it (spec section 3: Haul, Load, Place), apart
 * from the request bodies (hauls.contract.ts): a page that only reads hauls builds these schemas alone (issue 22:
 * every schema a page's modules define is built as they load).
 */

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
    loading_times: z.enum(LOADING_TIMES).nullable(),
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

/** One sales tax on the quote: which, the province whose rate applies, the rate ("9.975") and CAD cents. */
export const QuoteTaxLineSchema = z
  .object({
    code: z.enum(SALES_TAX_CODES),
    region: z.string(),
    rate_percent: z.string(),
    amountCents: z.int().nonnegative(),
  })
  .meta({ id: 'QuoteTaxLine' });
export type QuoteTaxLine = z.infer<typeof QuoteTaxLineSchema>;

/** How the haul was priced: a rate with its lines, or the reasons it needs bids or a call to the office. */
export const HaulQuoteSchema = z
  .object({
    outcome: z.enum(['rate', 'pending', 'no_quote']),
    size_class: z.enum(SIZE_CLASSES).nullable(),
    /** CAD cents, adding up to shipper_rate. */
    lines: z.array(QuoteLineSchema),
    reasons: z.array(z.enum(QUOTE_REASONS)),
    /** What the shipper must provide for the border (bill of sale, US export filing); empty within one country. */
    notes: z.array(z.enum(QUOTE_NOTES)),
    quoted_at: z.string(),
    /** Why the taxes are what they are (place of supply); null until priced. */
    tax_treatment: z.enum(SALES_TAX_TREATMENTS).nullable(),
    /** GST/HST then QST on shipper_rate, CAD cents; on top of the lines, not among them. */
    taxes: z.array(QuoteTaxLineSchema),
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

/** A driver as a shipper (and the driver themself) sees them on a load: a public name, never contact details. */
export const HaulDriverSchema = z
  .object({ id: z.string(), name: z.string(), member_since: z.string() })
  .meta({ id: 'HaulDriver' });
export type HaulDriver = z.infer<typeof HaulDriverSchema>;

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
    /** quote.taxes in the viewer's currency, at rate's exchange rate, in the same order; [] when none or withheld. */
    rate_taxes: z.array(MoneySchema),
    /** rate plus rate_taxes: what the shipper's card is charged, in their currency; null until priced or withheld. */
    total_rate: DisplayRateSchema.nullable(),
    /** shipper_rate plus quote.taxes, CAD; null until priced or withheld. */
    shipper_total: MoneySchema.nullable(),
    /**
     * The price-beat offer (spec 9: $100, a CAD amount) in the viewer's currency at rate's exchange rate, for the
     * shipper of a priced quote; null otherwise.
     */
    price_beat: MoneySchema.nullable(),
    quote: HaulQuoteSchema,
    load: LoadSchema,
    origin: PlaceSchema,
    destination: PlaceSchema,
    route: RouteSchema,
    /** Percent the shipper added to the transport rate (spec 9: a 30 % boost). */
    boost: z.int().nonnegative(),
    pictures: z.array(PictureSchema),
    /** When it was posted for drivers; null while a draft. */
    published: z.string().nullable(),
    /** Why the shipper deleted it, when cancelled. */
    deleted_reason: z.enum(DELETE_REASONS).nullable(),
    created: z.string(),
    /** The driver holding the load, from accepted on; null before, and for drivers other than that one. */
    driver: HaulDriverSchema.nullable(),
    /** Active offers and expressions of interest that have not expired. */
    bid_count: z.int().nonnegative(),
    /** The viewer's own active bid on this load, if they are a driver who placed one. */
    my_bid: BidSchema.nullable(),
    /**
     * Spec 3 "completion code": the delivery code the shipper gives the driver on delivery, from confirmation on.
     * Only the shipper and staff read it; null for everyone else, the driver holding the load above all.
     */
    completion_code: z.string().nullable(),
    /** The holding driver's latest location while the load travels (confirmed, picked up); null otherwise. */
    driver_location: z.object({ location: LonLatSchema, at: z.string() }).nullable(),
    /** The viewer's own review of the other side once the load is delivered (one each); null until they leave it. */
    my_review: z.object({ stars: z.int().min(1).max(5), comment: z.string(), created: z.string() }).nullable(),
  })
  .meta({ id: 'Haul' });
export type Haul = z.infer<typeof HaulSchema>;
