import { rateFromBid } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { applyHaulAction, type BidRecord, decideBid, findBidRecord, UNAVAILABLE } from '../hauls';
import { bidGone, NO_BID } from './bid-checks';

export type GiveLoadOptions = {
  record: BidRecord;
  /** What the driver is paid, CAD cents: the bid's own amount, or the shipper's counter-offer the driver took. */
  amountCents: number;
  /** The lifecycle move (packages/domain): the shipper's `accept_bid` or the driver's `accept_counter`. */
  move: { action: 'accept_bid'; actor: 'shipper' } | { action: 'accept_counter'; actor: 'driver' };
  now: Date;
  /** Only while the bid has not expired at this time (the shipper's accept); a counter is the shipper's own price. */
  standingAt?: Date;
};

/**
 * The one way a load goes to a bidder, inside the caller's transaction: the haul leaves `posted` in one conditional
 * UPDATE (of racing accepts exactly one wins), priced from `amountCents` as one `accepted_bid` line plus the fee, so
 * the prepayment and escrow that follow read the same columns whichever way the price was agreed. The haul is
 * written before the bid, as every writer does, so they never deadlock. Other bids stay active as backup.
 */
export const giveLoadToBidder = async (
  tx: Database,
  { record, amountCents, move, now, standingAt }: GiveLoadOptions,
): Promise<void> => {
  const rate = rateFromBid(amountCents);
  const taken = await applyHaulAction(tx, {
    haulId: record.bid.haulId,
    ...move,
    changes: {
      driverUserId: record.bid.driverUserId,
      acceptedAt: now,
      updatedAt: now,
      boostPercent: 0,
      quoteLines: rate.lines,
      transportRateCents: rate.transportRateCents,
      shipperRateCents: rate.shipperRateCents,
    },
  });
  if (!taken.ok) throw new AppError('haul_taken', UNAVAILABLE.taken);
  const bidId = record.bid.id;
  if (!(await decideBid(tx, { bidId, status: 'accepted', at: now, ...(standingAt && { standingAt }) }))) {
    const latest = await findBidRecord(tx, bidId);
    throw latest ? bidGone(latest, now) : new AppError('not_found', NO_BID);
  }
};
