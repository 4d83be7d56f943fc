import { describe, expect, it } from 'vitest';
import {
  bidModeFor,
  haulHolderId,
  isActionDone,
  isDraft,
  isHeldByDriver,
  isPosted,
  isPrepaid,
  isRemoved,
  isTravelling,
  statusAllows,
} from './haul-predicates';
import { HAUL_ACTIONS, HAUL_RULES, HAUL_STATUS, HAUL_STATUSES, type HaulStatus } from './haul-status';

/** One row per status: who holds it, whether it travels, whether it is paid for, what a bid on it is. */
const EXPECTED: Record<HaulStatus, { held: boolean; travelling: boolean; prepaid: boolean; bid: string | null }> = {
  draft: { held: false, travelling: false, prepaid: false, bid: null },
  posted: { held: false, travelling: false, prepaid: false, bid: 'offer' },
  accepted: { held: true, travelling: false, prepaid: false, bid: 'interest' },
  confirmed: { held: true, travelling: true, prepaid: true, bid: null },
  picked_up: { held: true, travelling: true, prepaid: true, bid: null },
  completed: { held: true, travelling: false, prepaid: true, bid: null },
  cancelled: { held: true, travelling: false, prepaid: false, bid: null },
};

describe('haul predicates', () => {
  it.each(HAUL_STATUSES)('answers who holds, travels, paid and bid mode for a %s load', (status) => {
    const expected = EXPECTED[status];
    expect(isHeldByDriver(status)).toBe(expected.held);
    expect(isTravelling(status)).toBe(expected.travelling);
    expect(isPrepaid(status)).toBe(expected.prepaid);
    expect(bidModeFor(status)).toBe(expected.bid);
  });

  it('names no holder of a draft or posted load, even when a stale driver id is left on it', () => {
    expect(haulHolderId({ status: 'draft', driverUserId: 'u1' })).toBeNull();
    expect(haulHolderId({ status: 'posted', driverUserId: 'u1' })).toBeNull();
    expect(haulHolderId({ status: 'accepted', driverUserId: 'u1' })).toBe('u1');
    expect(haulHolderId({ status: 'completed', driverUserId: 'u1' })).toBe('u1');
  });

  it('reads where each action may start and where it leads from the lifecycle table', () => {
    for (const action of HAUL_ACTIONS) {
      for (const status of HAUL_STATUSES) {
        expect(statusAllows(action, status)).toBe((HAUL_RULES[action].from as readonly string[]).includes(status));
        expect(isActionDone(action, status)).toBe(HAUL_RULES[action].to === status);
      }
    }
  });

  it('shares locations and takes the delivery code in exactly the statuses a load can be completed from', () => {
    expect(HAUL_STATUSES.filter(isTravelling)).toEqual(HAUL_RULES.complete.from);
  });

  it('names exactly one status each as a draft, a posted load and a removed one', () => {
    expect(HAUL_STATUSES.filter(isDraft)).toEqual(['draft']);
    expect(HAUL_STATUSES.filter(isPosted)).toEqual(['posted']);
    expect(HAUL_STATUSES.filter(isRemoved)).toEqual([HAUL_RULES.cancel.to]);
  });

  it('names every status by itself and nothing else', () => {
    expect(Object.keys(HAUL_STATUS)).toEqual([...HAUL_STATUSES]);
    for (const status of HAUL_STATUSES) expect(HAUL_STATUS[status]).toBe(status);
  });
});
