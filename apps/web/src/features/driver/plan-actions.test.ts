import { describe, expect, it } from 'vitest';
import { planActionOf, planPurchaseOf } from './plan-actions';

describe('planActionOf', () => {
  it('offers a card purchase for every paid level above or below the plan in force', () => {
    expect(planActionOf(1, 0)).toBe('buy');
    expect(planActionOf(2, 0)).toBe('buy');
    expect(planActionOf(2, 1)).toBe('buy');
    expect(planActionOf(1, 2)).toBe('buy');
  });

  it('offers to renew the paid plan in force', () => {
    expect(planActionOf(1, 1)).toBe('renew');
    expect(planActionOf(2, 2)).toBe('renew');
  });

  it('offers Basic only to leave a paid plan', () => {
    expect(planActionOf(0, 1)).toBe('switchToFree');
    expect(planActionOf(0, 2)).toBe('switchToFree');
    expect(planActionOf(0, 0)).toBeNull();
  });
});

describe('planPurchaseOf', () => {
  it('names the paid level as the payment body wants it', () => {
    expect(planPurchaseOf(1)).toEqual({ driver: true, level: 1 });
    expect(planPurchaseOf(2)).toEqual({ driver: true, level: 2 });
  });

  it('has nothing to pay for Basic', () => {
    expect(planPurchaseOf(0)).toBeNull();
  });
});
