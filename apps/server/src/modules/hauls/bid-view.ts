import type { Bid } from '@freight/domain';
import type { BidRecord } from './haul-bids.repository';

/** Whether the bid's expiry has passed at `now` (the app clock, so tests can move it). */
export const isExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();

/** The shipper's counter-offer on the bid, once made (the three columns are written together). */
const counterView = (bid: BidRecord['bid']): Bid['counter'] =>
  bid.counterAmountCents === null || bid.counterStatus === null || bid.counteredAt === null
    ? null
    : {
        amount: { amountCents: bid.counterAmountCents, currency: 'cad' },
        status: bid.counterStatus,
        created: bid.counteredAt.toISOString(),
        decided: bid.counterDecidedAt?.toISOString() ?? null,
      };

/** A bid as the wire carries it (spec 3, Bid): the driver by public name only, the amount in CAD cents. */
export const toBidView = ({ bid, driver }: BidRecord, now: Date): Bid => ({
  id: bid.id,
  haul: bid.haulId,
  driver: { id: driver.id, name: driver.name, member_since: driver.createdAt.toISOString() },
  kind: bid.kind,
  amount: { amountCents: bid.amountCents, currency: 'cad' },
  deliver_at: bid.deliverAt.toISOString(),
  expires_at: bid.expiresAt?.toISOString() ?? null,
  comment: bid.comment,
  status: bid.status,
  expired: isExpired(bid.expiresAt, now),
  created: bid.createdAt.toISOString(),
  counter: counterView(bid),
});
