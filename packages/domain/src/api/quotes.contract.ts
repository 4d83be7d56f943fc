import { z } from 'zod';
import { LOAD_TYPES } from '../hauls/load-types';
import { DisplayRateSchema, HaulQuoteSchema, LonLatSchema } from './haul.schema';

/**
 * The quote request (spec section 7 names getQuote and its update but not their paths): `POST /quote/` prices a new
 * draft haul, `PUT /quote/{id}/` prices the same draft again after a change.
 */

export const QuotePlaceInputSchema = z.object({
  /** What the user picked, e.g. "Saskatoon, SK". */
  name: z.string().trim().min(1, 'Choose a place.').max(200),
  address: z.string().trim().max(300).optional().default(''),
  location: LonLatSchema,
});

/** An ISO date-time, or null; the web sends empty date fields as null (spec section 5). */
const optionalDateTime = z.iso.datetime({ offset: true }).nullable().optional().default(null);

const measure = (name: string, max: number) =>
  z
    .number({ error: `Enter the ${name}.` })
    .positive(`Enter the ${name}.`)
    .max(max, `That ${name} is more than any road load; check the units.`);

export const QuoteLoadInputSchema = z.object({
  make_model: z.string().trim().min(1, 'Please describe the item you are shipping').max(200),
  length: measure('length', 100),
  width: measure('width', 20),
  height: measure('height', 20),
  weight: measure('weight', 500_000),
  load_type: z.enum(LOAD_TYPES).optional().default('other'),
  ready_datetime: optionalDateTime,
  deliver_by_datetime: optionalDateTime,
  external_data: z.record(z.string(), z.unknown()).optional().default({}),
});

export const QuoteRequestSchema = z
  .object({ origin: QuotePlaceInputSchema, destination: QuotePlaceInputSchema, load: QuoteLoadInputSchema })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;

/**
 * `POST /quote/price/`: the live price while the user describes the load, priced exactly as `POST /quote/` would
 * price it but stored nowhere (no draft haul), so typing costs no writes; the quote is stored when the user moves on.
 * `rate` is what the shipper would pay, in their currency (null when the load needs bids or a call).
 */
export const QuotePriceSchema = z
  .object({
    outcome: HaulQuoteSchema.shape.outcome,
    rate: DisplayRateSchema.nullable(),
  })
  .meta({ id: 'QuotePrice' });
export type QuotePrice = z.infer<typeof QuotePriceSchema>;

export const ShareHaulBodySchema = z.object({ email: z.email('Enter an email address.').trim().toLowerCase() });
export const ClaimShareBodySchema = z.object({ haul_id: z.uuid('Not a haul id.'), code: z.string().min(1).max(200) });
