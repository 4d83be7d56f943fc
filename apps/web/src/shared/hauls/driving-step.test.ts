import type { Bid, HaulStatus } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { drivingStepOf } from './driving-step';

const ME = 'driver-1';
const holder = (id: string) => ({ id, name: 'Sam Haul', member_since: '2025-03-01' });
const bid = (status: Bid['status'], expired = false) => ({ status, expired }) as Bid;
const step = (status: HaulStatus, extra: { driver?: string; my_bid?: Bid } = {}) =>
  drivingStepOf({ status, driver: extra.driver ? holder(extra.driver) : null, my_bid: extra.my_bid ?? null }, ME);

describe('drivingStepOf', () => {
  it('walks the holder through confirmation, pick-up, delivery and payout', () => {
    expect(step('accepted', { driver: ME })).toBe('awaiting_confirmation');
    expect(step('confirmed', { driver: ME })).toBe('pick_up');
    expect(step('picked_up', { driver: ME })).toBe('deliver');
    expect(step('completed', { driver: ME })).toBe('paid_soon');
  });

  it('counts the driver whose offer the shipper took as the holder', () => {
    expect(step('accepted', { my_bid: bid('accepted') })).toBe('awaiting_confirmation');
  });

  it('says a bid waits on a posted load and is backup on a load another driver holds', () => {
    expect(step('posted', { my_bid: bid('active') })).toBe('offer_waiting');
    expect(step('accepted', { driver: 'driver-2', my_bid: bid('active') })).toBe('backup');
  });

  it('tells the bidder when the offer ran out, was withdrawn or turned down', () => {
    expect(step('posted', { my_bid: bid('active', true) })).toBe('offer_expired');
    expect(step('posted', { my_bid: bid('withdrawn') })).toBe('withdrawn');
    expect(step('accepted', { driver: 'driver-2', my_bid: bid('declined') })).toBe('offer_declined');
  });

  it('says the load is taken once it went on without the driver, and removed when the shipper deleted it', () => {
    expect(step('confirmed', { driver: 'driver-2', my_bid: bid('active') })).toBe('taken');
    expect(step('accepted', { driver: 'driver-2' })).toBe('taken');
    expect(step('cancelled', { driver: ME })).toBe('removed');
    expect(step('cancelled', { my_bid: bid('active') })).toBe('removed');
  });

  it('leaves a posted load without the driver’s bid open', () => {
    expect(step('posted')).toBe('open');
  });
});
