import { HAUL_STATUSES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { nextActionFor } from './next-action';

describe('nextActionFor', () => {
  it('sends drafts to be finished, deleted loads to be brought back, and everything else to its page', () => {
    expect(Object.fromEntries(HAUL_STATUSES.map((status) => [status, nextActionFor(status)]))).toEqual({
      draft: 'finish',
      posted: 'view',
      accepted: 'view',
      confirmed: 'view',
      picked_up: 'view',
      completed: 'view',
      cancelled: 'bring_back',
    });
  });
});
