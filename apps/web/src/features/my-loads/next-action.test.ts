import { HAUL_STATUS, HAUL_STATUSES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { nextActionFor } from './next-action';

describe('nextActionFor', () => {
  it('sends drafts to be finished, accepted loads to be paid, delivered ones reviewed, deleted ones brought back', () => {
    expect(Object.fromEntries(HAUL_STATUSES.map((status) => [status, nextActionFor(status, false)]))).toEqual({
      draft: 'finish',
      posted: 'view',
      accepted: 'confirm_and_pay',
      confirmed: 'view',
      picked_up: 'view',
      completed: 'review',
      cancelled: 'bring_back',
    });
  });

  it('asks for no second review', () => {
    expect(nextActionFor(HAUL_STATUS.completed, true)).toBe('view');
  });
});
