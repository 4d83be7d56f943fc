import { type HaulStatus, isRemoved, nextStepFor } from '@freight/domain';

/** What a shipper does next with a load in each state, as My Loads offers it. */
export type NextAction = 'finish' | 'confirm_and_pay' | 'review' | 'view' | 'bring_back';

/**
 * The shipper's next step (packages/domain's nextStepFor, which the job page and the server's list order read too),
 * as the button a My Loads card shows; a deleted load can be brought back, anything else is looked at on its page.
 */
export const nextActionFor = (status: HaulStatus, hasReviewed: boolean): NextAction => {
  if (isRemoved(status)) return 'bring_back';
  const step = nextStepFor({ status, side: 'shipper', hasReviewed });
  switch (step) {
    case 'publish':
      return 'finish';
    case 'confirm':
      return 'confirm_and_pay';
    case 'review':
      return 'review';
    case null:
      return 'view';
    default:
      return step satisfies never;
  }
};
