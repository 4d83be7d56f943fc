import { availableHaulActions, type Bid, DEFAULT_BOOST_PERCENT, type Haul, type HaulAction } from '@freight/domain';

type HaulState = Pick<Haul, 'status' | 'boost'> & { quote: Pick<Haul['quote'], 'outcome'> };

/** Whether the lifecycle table (packages/domain) lets the shipper do `action` to the load now. */
export const shipperMay = (haul: Pick<Haul, 'status'>, action: HaulAction): boolean =>
  availableHaulActions(haul.status, 'shipper').includes(action);

/**
 * Boost is offered only for a priced load not boosted yet: a load sent for bids has no price to raise (the server
 * answers 409), and a second boost would change nothing (boosts replace each other, they never compound).
 */
export const canBoost = (haul: HaulState): boolean =>
  shipperMay(haul, 'boost') && haul.quote.outcome === 'rate' && haul.boost < DEFAULT_BOOST_PERCENT;

export const canDelete = (haul: Pick<Haul, 'status'>): boolean => shipperMay(haul, 'cancel');

/**
 * The shipper may take a bid that still counts while the load is posted. Backup interest placed while another driver
 * held the load becomes acceptable once the load is posted again: that is what keeping it was for.
 */
export const canAcceptBid = (haul: Pick<Haul, 'status'>, bid: Pick<Bid, 'status' | 'expired'>): boolean =>
  shipperMay(haul, 'accept_bid') && bid.status === 'active' && !bid.expired;
