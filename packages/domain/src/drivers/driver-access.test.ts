import { describe, expect, it } from 'vitest';
import { acceptGaps, isDriver, searchGaps } from './driver-access';

const standing = (overrides: Partial<Parameters<typeof isDriver>[0]> = {}) => ({
  driverType: 'commercial' as const,
  profileState: 'approved' as const,
  subscriptionLevel: 0 as const,
  ...overrides,
});

describe('who counts as a driver (spec 6)', () => {
  it('is anyone with a driver type other than nondriver, or with a subscription above level 0', () => {
    expect(isDriver(standing())).toBe(true);
    expect(isDriver(standing({ driverType: 'nondriver' }))).toBe(false);
    expect(isDriver(standing({ driverType: 'nondriver', subscriptionLevel: 1 }))).toBe(true);
  });
});

describe('searching and accepting', () => {
  it('lets an approved basic driver search and accept', () => {
    expect(searchGaps(standing())).toEqual([]);
    expect(acceptGaps(standing())).toEqual([]);
  });

  it('lets a subscriber search before approval, but only a full subscriber accept', () => {
    const paid = standing({ profileState: 'submitted', subscriptionLevel: 1 });
    expect(searchGaps(paid)).toEqual([]);
    expect(acceptGaps(paid)).toEqual(['profile_not_approved']);
    expect(acceptGaps({ ...paid, subscriptionLevel: 2 })).toEqual([]);
  });

  it('says what is missing for a shipper and for a driver waiting for approval', () => {
    expect(searchGaps(standing({ driverType: 'nondriver', profileState: 'incomplete' }))).toEqual([
      'not_a_driver',
      'profile_not_approved',
    ]);
    expect(acceptGaps(standing({ profileState: 'submitted' }))).toEqual(['profile_not_approved']);
    expect(acceptGaps(standing({ profileState: 'rejected' }))).toEqual(['profile_not_approved']);
  });
});
