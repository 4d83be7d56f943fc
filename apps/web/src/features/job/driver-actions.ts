import {
  availableHaulActions,
  type Bid,
  bidModeFor,
  type Haul,
  isActionDone,
  isHeldByDriver,
  type Money,
} from '@freight/domain';
import { holderIdOf } from '../../shared/hauls/haul-holder';

/** Who is looking at the job page: its shipper, the driver holding the load, another driver, or staff. */
export type JobViewer = 'shipper' | 'holder' | 'driver' | 'staff';

export const viewerOf = (
  haul: Pick<Haul, 'user' | 'driver' | 'status'>,
  user: { id: string; is_staff: boolean } | undefined,
): JobViewer => {
  if (user && haul.user === user.id) return 'shipper';
  if (user && holderIdOf(haul) === user.id) return 'holder';
  return user?.is_staff ? 'staff' : 'driver';
};

const LOAD_TABS: readonly string[] = ['detail', 'map', 'pictures'];

/** The tabs each viewer gets: the offers, the driver and the shipper's side belong to the shipper; others see the load. */
export const tabsFor = <Tab extends string>(viewer: JobViewer, tabs: readonly Tab[]): Tab[] =>
  viewer === 'shipper' ? [...tabs] : tabs.filter((tab) => LOAD_TABS.includes(tab));

/** An active bid that has not run out: the only kind that still counts (spec 4). */
const isLiveBid = (bid: Pick<Bid, 'status' | 'expired'> | null | undefined): boolean =>
  bid?.status === 'active' && !bid.expired;

export type DriverOptions = {
  /** Take the load at its posted price: only a posted load with a price. */
  canAccept: boolean;
  /** A bid on a posted load is an offer; on a load someone else holds, interest kept as backup (spec 4). */
  bidMode: 'offer' | 'interest' | null;
  canDecline: boolean;
  /** The driver's own bid still counts and may be withdrawn. */
  canWithdraw: boolean;
  /** Another driver holds the load (spec 8: "accepted by another driver"). */
  isTaken: boolean;
};

const NONE: DriverOptions = {
  canAccept: false,
  bidMode: null,
  canDecline: false,
  canWithdraw: false,
  isTaken: false,
};

/**
 * What a driver who is not the shipper may do with the load now: the lifecycle table decides by status; the rest is
 * who holds it and whether the driver's own bid still stands (one live bid at a time, withdrawn before another).
 */
export const driverOptionsFor = (
  haul: Pick<Haul, 'status' | 'transport_rate' | 'my_bid'>,
  viewer: JobViewer,
): DriverOptions => {
  if (viewer !== 'driver') return NONE;
  const allowed = availableHaulActions(haul.status, 'driver');
  const hasLiveBid = isLiveBid(haul.my_bid);
  // Another driver holds a load that is still live (a cancelled one is "removed", not taken).
  const isTaken = isHeldByDriver(haul.status) && !isActionDone('cancel', haul.status);
  const mayBid = allowed.includes('place_bid') && !hasLiveBid;
  return {
    canAccept: allowed.includes('accept') && haul.transport_rate !== null,
    bidMode: mayBid ? bidModeFor(haul.status) : null,
    canDecline: allowed.includes('not_interested'),
    canWithdraw: hasLiveBid,
    isTaken,
  };
};

/**
 * What the load pays the driver (the transport rate, CAD), and the same in the viewer's currency. A driver's view
 * carries no shipper rate and its `rate` is the transport rate converted at a dated Bank of Canada rate; the
 * shipper's carries the shipper rate so converted, and the transport rate is converted at the same ratio, so both
 * prices on screen agree. Null while the load has no price (it waits for offers).
 */
export const driverPayOf = (
  haul: Pick<Haul, 'transport_rate' | 'shipper_rate' | 'rate'>,
): { cad: Money; shown: Money } | null => {
  const cad = haul.transport_rate;
  if (!cad) return null;
  const { rate, shipper_rate: shipperRate } = haul;
  if (!rate || rate.currency === cad.currency) return { cad, shown: cad };
  if (!shipperRate) return { cad, shown: { amountCents: rate.amountCents, currency: rate.currency } };
  if (shipperRate.amountCents <= 0) return { cad, shown: cad };
  const amountCents = Math.round((cad.amountCents * rate.amountCents) / shipperRate.amountCents);
  return { cad, shown: { amountCents, currency: rate.currency } };
};
