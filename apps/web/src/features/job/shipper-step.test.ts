import { HAUL_STATUS, HAUL_STATUSES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { shipperStepOf } from './shipper-step';

describe('shipperStepOf', () => {
  it('tells the shipper to confirm and pay once a driver accepted, and what each other state waits for', () => {
    expect(Object.fromEntries(HAUL_STATUSES.map((status) => [status, shipperStepOf(status, false)]))).toEqual({
      draft: 'finish',
      posted: 'awaiting_driver',
      accepted: 'confirm_and_pay',
      confirmed: 'awaiting_pickup',
      picked_up: 'on_its_way',
      completed: 'review',
      cancelled: null,
    });
  });

  it('stops asking for a review once it is given', () => {
    expect(shipperStepOf(HAUL_STATUS.completed, true)).toBe('delivered');
  });
});
