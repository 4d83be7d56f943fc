import { z } from 'zod';
import { NOT_INTERESTED_REASONS } from '../hauls/not-interested-reasons';
import { MoneySchema } from '../money/money';

/** Spec 5: the bid's amount and deliver-by date are both required, with this one message. */
export const BID_MISSING_FIELDS_MESSAGE = 'Please fill in the amount and the date on which you can deliver.';

/**
 * Spec 3, Bid. On a posted load a bid is an offer the shipper may accept; on an accepted load it is an expression of
 * interest kept as backup (spec 4). An expired bid stops counting (`expired`), whatever its status.
 */
export const BidSchema = z
  .object({
    id: z.string(),
    haul: z.string(),
    driver: z.object({ id: z.string(), name: z.string(), member_since: z.string() }),
    kind: z.enum(['offer', 'interest']),
    amount: MoneySchema,
    deliver_at: z.string(),
    expires_at: z.string().nullable(),
    comment: z.string(),
    status: z.enum(['active', 'withdrawn', 'accepted', 'declined']),
    expired: z.boolean(),
    created: z.string(),
  })
  .meta({ id: 'Bid' });
export type Bid = z.infer<typeof BidSchema>;

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

export const BidListSchema = z.object({ results: z.array(BidSchema) }).meta({ id: 'BidList' });

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
