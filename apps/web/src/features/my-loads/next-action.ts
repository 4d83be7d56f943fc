import type { HaulStatus } from '@freight/domain';

/** What a shipper does next with a load in each state, as My Loads offers it. */
export type NextAction = 'finish' | 'view' | 'bring_back';

export const nextActionFor = (status: HaulStatus): NextAction => {
  switch (status) {
    case 'draft':
      return 'finish';
    case 'cancelled':
      return 'bring_back';
    case 'posted':
    case 'accepted':
    case 'confirmed':
    case 'picked_up':
    case 'completed':
      return 'view';
    default:
      return status satisfies never;
  }
};
