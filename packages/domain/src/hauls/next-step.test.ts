import { describe, expect, it } from 'vitest';
import { HAUL_STATUS } from './haul-status';
import { awaitsSide, nextStepFor, statusesAwaiting } from './next-step';

describe('nextStepFor', () => {
  it.each([
    [HAUL_STATUS.draft, 'publish'],
    [HAUL_STATUS.posted, null],
    [HAUL_STATUS.accepted, 'confirm'],
    [HAUL_STATUS.confirmed, null],
    [HAUL_STATUS.picked_up, null],
    [HAUL_STATUS.completed, 'review'],
    [HAUL_STATUS.cancelled, null],
  ] as const)('gives the shipper of a %s load the step %s', (status, step) => {
    expect(nextStepFor({ status, side: 'shipper', hasReviewed: false })).toBe(step);
  });

  it.each([
    [HAUL_STATUS.posted, null],
    [HAUL_STATUS.accepted, null],
    [HAUL_STATUS.confirmed, 'pick_up'],
    [HAUL_STATUS.picked_up, 'complete'],
    [HAUL_STATUS.completed, 'review'],
    [HAUL_STATUS.cancelled, null],
  ] as const)('gives the driver of a %s load the step %s', (status, step) => {
    expect(nextStepFor({ status, side: 'driver', hasReviewed: false })).toBe(step);
  });

  it('asks for a review only once', () => {
    expect(nextStepFor({ status: HAUL_STATUS.completed, side: 'shipper', hasReviewed: true })).toBeNull();
    expect(nextStepFor({ status: HAUL_STATUS.completed, side: 'driver', hasReviewed: true })).toBeNull();
  });
});

describe('awaitsSide', () => {
  it('holds an accepted load for the shipper and a paid one for the driver, never both at once', () => {
    expect(statusesAwaiting('shipper')).toEqual([HAUL_STATUS.draft, HAUL_STATUS.accepted]);
    expect(statusesAwaiting('driver')).toEqual([HAUL_STATUS.confirmed, HAUL_STATUS.picked_up]);
    for (const status of Object.values(HAUL_STATUS)) {
      expect(awaitsSide(status, 'shipper') && awaitsSide(status, 'driver')).toBe(false);
    }
  });
});
