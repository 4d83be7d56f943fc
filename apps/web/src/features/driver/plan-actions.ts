import type { SubscriptionLevel } from '@freight/domain';
import type { PlanPurchase } from '../../shared/payment/purchase-api';

/**
 * What a plan card offers the driver: paid levels are bought by card (buying the plan in force again renews it: the
 * server starts a new year and load count); Basic is offered only to leave a paid plan; the plan in force at Basic
 * offers nothing.
 */
export type PlanAction = 'buy' | 'renew' | 'switchToFree' | null;

export const planActionOf = (level: SubscriptionLevel, currentLevel: SubscriptionLevel): PlanAction => {
  if (level === 0) return currentLevel > 0 ? 'switchToFree' : null;
  return level === currentLevel ? 'renew' : 'buy';
};

/** The purchase `POST /purchase/pay/` takes for a paid level; null for Basic, which is free. */
export const planPurchaseOf = (level: SubscriptionLevel): PlanPurchase | null =>
  level === 0 ? null : { driver: true, level };
