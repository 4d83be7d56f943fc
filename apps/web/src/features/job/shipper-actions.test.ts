import { HAUL_STATUSES, type HaulStatus } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { canAcceptBid, canBoost, canDelete } from './shipper-actions';

const haul = (status: HaulStatus, { outcome = 'rate', boost = 0 } = {}) => ({
  status,
  boost,
  quote: { outcome: outcome as 'rate' | 'pending' | 'no_quote' },
});

const statusesWhere = (check: (status: HaulStatus) => boolean) => HAUL_STATUSES.filter(check);

describe('canBoost', () => {
  it('offers a boost on priced loads waiting for, or held by, a driver', () => {
    expect(statusesWhere((status) => canBoost(haul(status)))).toEqual(['posted', 'accepted']);
  });

  it('does not offer it on a load sent for bids, nor on one boosted already', () => {
    expect(canBoost(haul('posted', { outcome: 'pending' }))).toBe(false);
    expect(canBoost(haul('posted', { outcome: 'no_quote' }))).toBe(false);
    expect(canBoost(haul('posted', { boost: 30 }))).toBe(false);
  });
});

describe('canDelete', () => {
  it('lets the shipper delete a load until it is delivered or deleted', () => {
    expect(statusesWhere((status) => canDelete(haul(status)))).toEqual([
      'draft',
      'posted',
      'accepted',
      'confirmed',
      'picked_up',
    ]);
  });
});

describe('canAcceptBid', () => {
  const live = { status: 'active', expired: false } as const;

  it('lets the shipper take a live bid while the load is posted, and at no other time', () => {
    expect(statusesWhere((status) => canAcceptBid({ status }, live))).toEqual(['posted']);
  });

  it('never offers an expired, withdrawn, declined or already accepted bid', () => {
    expect(canAcceptBid({ status: 'posted' }, { status: 'active', expired: true })).toBe(false);
    for (const status of ['withdrawn', 'declined', 'accepted'] as const) {
      expect(canAcceptBid({ status: 'posted' }, { status, expired: false })).toBe(false);
    }
  });
});
