import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableHaulActions,
  canTransition,
  HAUL_ACTIONS,
  HAUL_STATUSES,
  type HaulActor,
  type HaulStatus,
} from './haul-status';

const ACTORS: HaulActor[] = ['shipper', 'driver', 'staff'];

describe('haul lifecycle', () => {
  it.each([
    ['draft', 'publish', 'shipper', 'posted'],
    ['posted', 'accept', 'driver', 'accepted'],
    ['posted', 'accept_bid', 'shipper', 'accepted'],
    ['accepted', 'reject_driver', 'shipper', 'posted'],
    ['accepted', 'confirm', 'shipper', 'confirmed'],
    ['confirmed', 'pick_up', 'driver', 'picked_up'],
    ['picked_up', 'complete', 'driver', 'completed'],
    ['confirmed', 'complete', 'driver', 'completed'],
    ['accepted', 'cancel', 'shipper', 'cancelled'],
    ['posted', 'boost', 'shipper', 'posted'],
    ['accepted', 'place_bid', 'driver', 'accepted'],
    ['cancelled', 'resume', 'shipper', 'draft'],
  ] as const)('from %s, %s by the %s leads to %s', (status, action, actor, next) => {
    expect(canTransition({ status, action, actor })).toEqual({ ok: true, next });
  });

  it.each([
    ['posted', 'accept', 'shipper', 'wrong_actor'],
    ['accepted', 'accept', 'driver', 'wrong_status'],
    ['draft', 'confirm', 'shipper', 'wrong_status'],
    ['completed', 'cancel', 'shipper', 'wrong_status'],
    ['posted', 'complete', 'driver', 'wrong_status'],
    ['accepted', 'confirm', 'driver', 'wrong_actor'],
  ] as const)('refuses %s -> %s by the %s (%s)', (status, action, actor, reason) => {
    expect(canTransition({ status, action, actor })).toEqual({ ok: false, reason });
  });

  it('lets nothing but a review happen to a completed haul', () => {
    for (const actor of ACTORS) {
      expect(availableHaulActions('completed', actor).filter((action) => action !== 'review')).toEqual([]);
    }
  });

  it('can cancel every haul that is not completed, and never a completed one', () => {
    fc.assert(
      fc.property(fc.constantFrom<HaulStatus>(...HAUL_STATUSES), (status) => {
        const result = canTransition({ status, action: 'cancel', actor: 'shipper' });
        expect(result.ok).toBe(status !== 'completed' && status !== 'cancelled');
      }),
    );
  });

  it('never moves a haul backwards, except a rejected driver (posted again) or a resumed draft', () => {
    const order = (status: HaulStatus) => HAUL_STATUSES.indexOf(status);
    fc.assert(
      fc.property(
        fc.constantFrom<HaulStatus>(...HAUL_STATUSES),
        fc.constantFrom(...HAUL_ACTIONS),
        fc.constantFrom(...ACTORS),
        (status, action, actor) => {
          const result = canTransition({ status, action, actor });
          if (!result.ok || result.next === 'cancelled' || action === 'reject_driver' || action === 'resume') return;
          expect(order(result.next)).toBeGreaterThanOrEqual(order(status));
        },
      ),
    );
  });

  it('offers drivers offers and acceptance on posted loads, and only backup offers once accepted', () => {
    expect(availableHaulActions('posted', 'driver')).toEqual([
      'accept',
      'not_interested',
      'place_bid',
      'accept_counter',
    ]);
    expect(availableHaulActions('accepted', 'driver')).toEqual(['not_interested', 'place_bid']);
  });

  it('lets the shipper counter an offer, and the driver take the counter, only while the load is posted', () => {
    const where = (action: 'counter_bid' | 'accept_counter', actor: 'shipper' | 'driver') =>
      HAUL_STATUSES.filter((status) => canTransition({ status, action, actor }).ok);
    expect(where('counter_bid', 'shipper')).toEqual(['posted']);
    expect(where('accept_counter', 'driver')).toEqual(['posted']);
    expect(canTransition({ status: 'posted', action: 'accept_counter', actor: 'shipper' }).ok).toBe(false);
    expect(canTransition({ status: 'posted', action: 'accept_counter', actor: 'driver' })).toEqual({
      ok: true,
      next: 'accepted',
    });
  });
});
