import { type Bid, HAUL_STATUSES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { canAnswerCounter, canCounterBid } from './counter-offer';

const counter = (status: 'pending' | 'accepted' | 'declined'): Bid['counter'] => ({
  amount: { amountCents: 130_000, currency: 'cad' },
  status,
  created: '2026-06-01T15:00:00.000Z',
  decided: null,
});

const standing = { status: 'active' as const, expired: false, counter: null };

describe('canCounterBid', () => {
  it('offers a counter only while the load is posted', () => {
    expect(HAUL_STATUSES.filter((status) => canCounterBid({ status }, standing))).toEqual(['posted']);
  });

  it('offers one counter per standing offer', () => {
    const posted = { status: 'posted' as const };
    expect(canCounterBid(posted, { ...standing, counter: counter('declined') })).toBe(false);
    expect(canCounterBid(posted, { ...standing, expired: true })).toBe(false);
    expect(canCounterBid(posted, { ...standing, status: 'withdrawn' })).toBe(false);
  });
});

describe('canAnswerCounter', () => {
  it('lets the driver answer a waiting counter on a standing bid while the load is posted', () => {
    const bid = { status: 'active' as const, counter: counter('pending') };
    expect(HAUL_STATUSES.filter((status) => canAnswerCounter({ status }, bid))).toEqual(['posted']);
    expect(canAnswerCounter({ status: 'posted' }, { ...bid, counter: counter('declined') })).toBe(false);
    expect(canAnswerCounter({ status: 'posted' }, { ...bid, counter: null })).toBe(false);
    expect(canAnswerCounter({ status: 'posted' }, { ...bid, status: 'accepted' })).toBe(false);
  });
});
