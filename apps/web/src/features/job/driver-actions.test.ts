import { type Bid, HAUL_STATUSES, type HaulStatus } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { driverOptionsFor, driverPayOf, tabsFor, viewerOf } from './driver-actions';

const SHIPPER = { id: 'shipper-1', is_staff: false };
const HOLDER = { id: 'driver-1', is_staff: false };
const OTHER = { id: 'driver-2', is_staff: false };
const STAFF = { id: 'staff-1', is_staff: true };
const cad = (amountCents: number) => ({ amountCents, currency: 'cad' as const });

const bid = (overrides: Partial<Bid> = {}): Pick<Bid, 'status' | 'expired'> => ({
  status: 'active',
  expired: false,
  ...overrides,
});

const load = (status: HaulStatus, extra: { my_bid?: Pick<Bid, 'status' | 'expired'> | null; priced?: boolean } = {}) =>
  ({
    status,
    transport_rate: extra.priced === false ? null : cad(120_000),
    my_bid: (extra.my_bid ?? null) as Bid | null,
  }) as const;

describe('viewerOf', () => {
  const haul = {
    user: SHIPPER.id,
    status: 'confirmed' as const,
    driver: { id: HOLDER.id, name: 'Holder', member_since: '2025-01-01' },
  };

  it('tells the shipper, the driver holding the load, any other driver and staff apart', () => {
    expect(viewerOf(haul, SHIPPER)).toBe('shipper');
    expect(viewerOf(haul, HOLDER)).toBe('holder');
    expect(viewerOf(haul, OTHER)).toBe('driver');
    expect(viewerOf(haul, STAFF)).toBe('staff');
  });

  it('treats everyone but the shipper as a driver while nobody holds the load', () => {
    expect(viewerOf({ user: SHIPPER.id, status: 'posted', driver: null }, HOLDER)).toBe('driver');
  });
});

describe('tabsFor', () => {
  const tabs = ['detail', 'map', 'pictures', 'bids', 'driver', 'shipper'] as const;

  it('keeps the offers, driver and shipper tabs for the shipper', () => {
    expect(tabsFor('shipper', tabs)).toEqual(tabs);
  });

  it('shows drivers and staff the load itself only', () => {
    for (const viewer of ['driver', 'holder', 'staff'] as const) {
      expect(tabsFor(viewer, tabs)).toEqual(['detail', 'map', 'pictures']);
    }
  });
});

describe('driverOptionsFor', () => {
  it('lets a driver accept only a posted load that has a price', () => {
    const accepting = HAUL_STATUSES.filter((status) => driverOptionsFor(load(status), 'driver').canAccept);
    expect(accepting).toEqual(['posted']);
    expect(driverOptionsFor(load('posted', { priced: false }), 'driver').canAccept).toBe(false);
  });

  it('takes offers on a posted load and backup interest on a load another driver holds', () => {
    expect(driverOptionsFor(load('posted'), 'driver').bidMode).toBe('offer');
    expect(driverOptionsFor(load('posted', { priced: false }), 'driver').bidMode).toBe('offer');
    expect(driverOptionsFor(load('accepted'), 'driver').bidMode).toBe('interest');
    for (const status of ['draft', 'confirmed', 'picked_up', 'completed', 'cancelled'] as const) {
      expect(driverOptionsFor(load(status), 'driver').bidMode).toBeNull();
    }
  });

  it('says the load is taken once another driver holds it', () => {
    const taken = HAUL_STATUSES.filter((status) => driverOptionsFor(load(status), 'driver').isTaken);
    expect(taken).toEqual(['accepted', 'confirmed', 'picked_up', 'completed']);
  });

  it('offers Withdraw instead of a second bid while the driver’s own bid still counts', () => {
    const withLiveBid = driverOptionsFor(load('posted', { my_bid: bid() }), 'driver');
    expect(withLiveBid).toMatchObject({ canWithdraw: true, bidMode: null, canAccept: true });
    const withExpiredBid = driverOptionsFor(load('posted', { my_bid: bid({ expired: true }) }), 'driver');
    expect(withExpiredBid).toMatchObject({ canWithdraw: false, bidMode: 'offer' });
    const withWithdrawnBid = driverOptionsFor(load('posted', { my_bid: bid({ status: 'withdrawn' }) }), 'driver');
    expect(withWithdrawnBid).toMatchObject({ canWithdraw: false, bidMode: 'offer' });
  });

  it('gives the shipper, the holder and staff none of the drivers’ actions', () => {
    for (const viewer of ['shipper', 'holder', 'staff'] as const) {
      expect(driverOptionsFor(load('posted', { my_bid: bid() }), viewer)).toEqual({
        canAccept: false,
        bidMode: null,
        canDecline: false,
        canWithdraw: false,
        isTaken: false,
      });
    }
  });

  it('lets a driver pass on a load while it is posted or held by someone else', () => {
    const declinable = HAUL_STATUSES.filter((status) => driverOptionsFor(load(status), 'driver').canDecline);
    expect(declinable).toEqual(['posted', 'accepted']);
  });
});

describe('driverPayOf', () => {
  it('shows the transport rate as it is for a viewer paying in CAD', () => {
    const pay = driverPayOf({ transport_rate: cad(100_000), shipper_rate: cad(125_000), rate: null });
    expect(pay).toEqual({ cad: cad(100_000), shown: cad(100_000) });
  });

  it('converts the transport rate at the ratio the haul’s own converted shipper rate carries', () => {
    const pay = driverPayOf({
      transport_rate: cad(100_000),
      shipper_rate: cad(125_000),
      rate: { amountCents: 91_575, currency: 'usd', as_of: '2026-11-20' },
    });
    expect(pay?.shown).toEqual({ amountCents: 73_260, currency: 'usd' });
    expect(pay?.cad).toEqual(cad(100_000));
  });

  it('shows a driver the converted transport rate their view carries, the shipper rate withheld', () => {
    const pay = driverPayOf({
      transport_rate: cad(100_000),
      shipper_rate: null,
      rate: { amountCents: 73_260, currency: 'usd', as_of: '2026-11-20' },
    });
    expect(pay).toEqual({ cad: cad(100_000), shown: { amountCents: 73_260, currency: 'usd' } });
  });

  it('has nothing to show while the load waits for offers', () => {
    expect(driverPayOf({ transport_rate: null, shipper_rate: null, rate: null })).toBeNull();
  });
});
