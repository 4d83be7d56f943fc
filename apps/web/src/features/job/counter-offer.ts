import { availableHaulActions, type Bid, type Haul } from '@freight/domain';

/**
 * The shipper may counter an offer once (issue 21) while the load takes offers (the lifecycle table's
 * `counter_bid`) and the offer still counts.
 */
export const canCounterBid = (haul: Pick<Haul, 'status'>, bid: Pick<Bid, 'status' | 'expired' | 'counter'>): boolean =>
  availableHaulActions(haul.status, 'shipper').includes('counter_bid') &&
  bid.status === 'active' &&
  !bid.expired &&
  bid.counter === null;

/** The bidding driver answers a counter-offer that is waiting, on a bid that stands, while the load can be taken. */
export const canAnswerCounter = (haul: Pick<Haul, 'status'>, bid: Pick<Bid, 'status' | 'counter'>): boolean =>
  availableHaulActions(haul.status, 'driver').includes('accept_counter') &&
  bid.status === 'active' &&
  bid.counter?.status === 'pending';
