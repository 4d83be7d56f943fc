import { HAUL_STATUS, type HaulStatus } from '@freight/domain';

/** What a shipper does next with a load in each state, as My Loads offers it. */
export type NextAction = 'finish' | 'view' | 'bring_back';

export const nextActionFor = (status: HaulStatus): NextAction => {
  switch (status) {
    case HAUL_STATUS.draft:
      return 'finish';
    case HAUL_STATUS.cancelled:
      return 'bring_back';
    case HAUL_STATUS.posted:
    case HAUL_STATUS.accepted:
    case HAUL_STATUS.confirmed:
    case HAUL_STATUS.picked_up:
    case HAUL_STATUS.completed:
      return 'view';
    default:
      return status satisfies never;
  }
};
