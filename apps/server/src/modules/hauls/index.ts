export type { AppliedHaulAction } from './apply-haul-action';
export { applyHaulAction } from './apply-haul-action';
export { isExpired, toBidView } from './bid-view';
export { displayRateFor } from './display-rate';
export { driverActionsRoutes } from './driver-actions.routes';
export { loadHaulAsDriver, loadViewableHaul, UNAVAILABLE } from './driver-haul-access';
export { isDriverBlocked } from './driver-hauls.repository';
export { actorFor, isShipperSide, loadOwnHaul, nextStatus } from './haul-access';
export type { BidRecord } from './haul-bids.repository';
export {
  decideBid,
  findBidRecord,
  insertBid,
  listHaulBids,
  lockDriverBidsOn,
  lockHaulForBid,
  withdrawActiveBid,
} from './haul-bids.repository';
export type { HaulContext, HaulServices } from './haul-context';
export { haulContext } from './haul-context';
export { cancelHaulRecord, deleteHaul } from './haul-lifecycle';
export { haulPostingRoutes } from './haul-posting.routes';
export type { PricedHaul } from './haul-pricing';
export { priceRequest } from './haul-pricing';
export { salesTaxOfHaul } from './haul-taxes';
export type { HaulRecord, HaulRow, NewHaul, NewLoad, NewPlace } from './hauls.repository';
export { findHaulRecord, insertHaulRecord, moveHaulsToUser, updateDraftRecord } from './hauls.repository';
export { haulsRoutes } from './hauls.routes';
export { placesLoadsRoutes } from './places-loads.routes';
export { haulViewCounters } from './view-counters';
export { viewHaul, viewHaulById } from './view-haul';
