import type { Driver, SubscriptionLevel } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { loadViewableDriver, readDriver } from './driver-reader';
import type { DriversContext } from './drivers-context';
import { endActiveSubscription, findSubscription, startSubscription } from './subscriptions.repository';

/** A driver buys a paid plan by card; this route only lets staff grant one (free of charge, recorded as theirs). */
export const PAID_PLANS_NOT_OPEN =
  'Pay for a paid plan by card (POST /purchase/pay/ with driver and level); staff can also grant one.';

type SubscribeOptions = {
  user: UserRow;
  driverId: string;
  body: { level: SubscriptionLevel; subscription?: string | undefined };
};

/** The `subscription` named in the body must be one of this driver's; it only says which plan the caller means. */
const checkNamedSubscription = async (ctx: DriversContext, driverId: string, subscriptionId: string | undefined) => {
  if (!subscriptionId) return;
  const row = await findSubscription(ctx.db, subscriptionId);
  if (row?.driverId !== driverId) {
    const message = 'No such subscription.';
    throw new AppError('not_found', message, fieldError('subscription', 'not_found', message));
  }
};

/**
 * `POST /driver/{id}/subscribe/`. Level 0 ends the plan in force (back to free). A paid level (1 or 2) starts a new
 * plan, ending the old one: here only staff grant one, and the grant records who; a driver buys one by card through
 * `POST /purchase/pay/` (modules/payments), which starts the plan the same way with no granter.
 * Subscribing again to a plan is how it is renewed: the new plan's year and loads start over.
 */
export const subscribe = async (ctx: DriversContext, { user, driverId, body }: SubscribeOptions): Promise<Driver> => {
  const driver = await loadViewableDriver(ctx, user, driverId);
  await checkNamedSubscription(ctx, driver.id, body.subscription);
  const at = ctx.clock.now();
  if (body.level === 0) {
    await endActiveSubscription(ctx.db, { driverId: driver.id, at });
    return readDriver(ctx, driver);
  }
  if (!user.isStaff) throw new AppError('plan_needs_payment', PAID_PLANS_NOT_OPEN);
  try {
    await startSubscription(ctx.db, { driverId: driver.id, level: body.level, at, grantedBy: user.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'The plan changed meanwhile; reload and try again.');
    throw error;
  }
  ctx.log.info({ driverId: driver.id, level: body.level, grantedBy: user.id }, 'subscription granted by staff');
  return readDriver(ctx, driver);
};
