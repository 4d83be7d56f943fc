import { availableHaulActions, DEFAULT_BOOST_PERCENT, type Haul, type HaulAction } from '@freight/domain';

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
