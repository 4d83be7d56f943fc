import { z } from 'zod';
import { MoneySchema } from '../money/money.schema';

/**
 * A bid as the answers carry it (spec 3: Bid), apart from the request bodies that make and answer bids
 * (bids.contract.ts): a load's page builds these within the haul's schema, and none of the forms' (issue 22).
 */

/**
 * The shipper's one counter-offer on a bid (issue 21): an amount in CAD cents, converted from the shipper's currency
 * when they countered, that the bidding driver accepts (the load becomes theirs at it) or declines (the bid stands).
 */
export const BidCounterSchema = z
  .object({
    amount: MoneySchema,
    status: z.enum(['pending', 'accepted', 'declined']),
    created: z.string(),
    decided: z.string().nullable(),
  })
  .meta({ id: 'BidCounter' });
export type BidCounter = z.infer<typeof BidCounterSchema>;

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
    /** The shipper's counter-offer on this bid, at most one; null until they make one. */
    counter: BidCounterSchema.nullable(),
  })
  .meta({ id: 'Bid' });
export type Bid = z.infer<typeof BidSchema>;
