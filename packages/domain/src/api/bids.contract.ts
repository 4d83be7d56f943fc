import { z } from 'zod';
import { NOT_INTERESTED_REASONS } from '../hauls/not-interested-reasons';
import { CurrencyCodeSchema } from '../money/currency.schema';
import { BidSchema } from './bid.schema';

/** Spec 5: the bid's amount and deliver-by date are both required, with this one message. */
export const BID_MISSING_FIELDS_MESSAGE = 'Please fill in the amount and the date on which you can deliver.';

const required = (value: unknown) => (value === '' ? undefined : value);

/**
 * A blank amount is missing; anything else is read as a number (NaN when it is not one), so the issue can tell
 * `required` from `not_a_number` (a coerced `undefined` would be NaN too).
 */
const amountInput = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/**
 * `POST /bid/`: amount in CAD dollars (two decimals at most), the deliver-by date, an optional expiry and comment.
 * `comments` is accepted as the spec's older name of `comment`.
 */
export const BidBodySchema = z
  .object({
    haul_id: z.uuid('Not a haul id.'),
    amount: z.preprocess(
      amountInput,
      z
        .number({ error: BID_MISSING_FIELDS_MESSAGE })
        .positive('Enter an amount above zero.')
        .max(1_000_000, 'Enter an amount below $1,000,000.'),
    ),
    deliver_at: z.preprocess(required, z.iso.datetime({ offset: true, error: BID_MISSING_FIELDS_MESSAGE })),
    expires_at: z.iso.datetime({ offset: true, error: 'Enter the expiry as a date and time.' }).nullable().optional(),
    comment: z.string().trim().max(2000).optional(),
    comments: z.string().trim().max(2000).optional(),
  })
  .meta({ id: 'BidBody' });
export type BidBody = z.input<typeof BidBodySchema>;

export const BidIdParamsSchema = z.object({ id: z.uuid('Not a bid id.') });

/**
 * What a shipper weighs an offer by (issue 21): the driver's rating from shippers' reviews (average to one decimal,
 * null before any), loads delivered, their first vehicle, and insurance: `verified` when staff approved the profile
 * and a vehicle's insurance is in force, `on_file` when in force but not yet reviewed, `expired` when every vehicle's
 * insurance has lapsed, `none` without a vehicle.
 */
export const BidderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    member_since: z.string(),
    rating: z.object({ average: z.number().nullable(), count: z.int().nonnegative() }),
    delivered_loads: z.int().nonnegative(),
    vehicle: z
      .object({ vehicle_type: z.string(), make: z.string(), model: z.string(), year: z.int().nullable() })
      .nullable(),
    insurance: z.enum(['verified', 'on_file', 'expired', 'none']),
  })
  .meta({ id: 'Bidder' });
export type Bidder = z.infer<typeof BidderSchema>;

/** A bid in a load's list of bids: the bid, its driver told with what the shipper needs to trust them. */
export const ListedBidSchema = BidSchema.extend({ driver: BidderSchema }).meta({ id: 'ListedBid' });
export type ListedBid = z.infer<typeof ListedBidSchema>;

export const BidListSchema = z.object({ results: z.array(ListedBidSchema) }).meta({ id: 'BidList' });

/** Same ceiling as a bid's amount, in the shipper's currency. */
const COUNTER_MAX_AMOUNT = 1_000_000;

/**
 * `PUT /bid/{id}/counter/`: the shipper's counter-offer, `amount` in whole units of `currency` (their currency choice;
 * CAD when left out), converted to CAD at the dated Bank of Canada rate as every amount on a load is.
 */
export const CounterBodySchema = z
  .object({
    amount: z.preprocess(
      amountInput,
      z
        .number({ error: 'Please fill in the amount of your counter-offer.' })
        .positive('Enter an amount above zero.')
        .max(COUNTER_MAX_AMOUNT, 'Enter an amount below $1,000,000.'),
    ),
    currency: CurrencyCodeSchema.optional().default('cad'),
  })
  .meta({ id: 'CounterBody' });
export type CounterBody = z.input<typeof CounterBodySchema>;

export const NotInterestedBodySchema = z
  .object({
    reason: z.enum(NOT_INTERESTED_REASONS, { error: 'Please choose a reason.' }),
    elaboration: z.string().trim().max(1000).optional().default(''),
  })
  .refine((body) => body.reason !== 'other' || body.elaboration.length > 0, {
    path: ['elaboration'],
    message: 'Please tell us why.',
  })
  .meta({ id: 'NotInterestedBody' });
export type NotInterestedBody = z.input<typeof NotInterestedBodySchema>;
