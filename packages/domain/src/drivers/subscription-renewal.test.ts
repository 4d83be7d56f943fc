import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRenewalDue } from './subscription-renewal';

const STARTED = new Date('2026-03-01T00:00:00Z');

describe('isRenewalDue (yearly or after six loads, whichever is longer)', () => {
  it('waits for both a year and six loads', () => {
    expect(isRenewalDue({ startedAt: STARTED, loadsSinceStart: 9, now: new Date('2027-02-28T23:59:59Z') })).toBe(false);
    expect(isRenewalDue({ startedAt: STARTED, loadsSinceStart: 5, now: new Date('2027-06-01T00:00:00Z') })).toBe(false);
    expect(isRenewalDue({ startedAt: STARTED, loadsSinceStart: 6, now: new Date('2027-03-01T00:00:00Z') })).toBe(true);
  });

  it('never comes due sooner with more time or more loads taken away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 20 }), (days, loads) => {
        const now = new Date(STARTED.getTime() + days * 86_400_000);
        if (isRenewalDue({ startedAt: STARTED, loadsSinceStart: loads, now })) {
          expect(isRenewalDue({ startedAt: STARTED, loadsSinceStart: loads + 1, now })).toBe(true);
          expect(
            isRenewalDue({ startedAt: STARTED, loadsSinceStart: loads, now: new Date(now.getTime() + 86_400_000) }),
          ).toBe(true);
        }
      }),
    );
  });
});
