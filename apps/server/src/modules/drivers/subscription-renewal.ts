import { isRenewalDue } from '@freight/domain';
import type { DriverRecord } from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { endActiveSubscription } from './subscriptions.repository';

/**
 * Spec 4: a plan due for renewal (a year and six loads, whichever is longer) that was not renewed drops the driver to
 * free. Renewing means subscribing again, which starts a new plan; so a plan found due when the driver is read has not
 * been renewed and ends now. The update is conditional, so two readers end it once.
 */
export const settleRenewal = async (ctx: DriversContext, record: DriverRecord): Promise<DriverRecord> => {
  const now = ctx.clock.now();
  const active = record.subscriptions.find((subscription) => subscription.status === 'active');
  if (!active) return record;
  if (!isRenewalDue({ startedAt: active.startedAt, loadsSinceStart: active.loadsHauled, now })) return record;
  await endActiveSubscription(ctx.db, { driverId: record.driver.id, at: now, subscriptionId: active.id });
  ctx.log.info({ driverId: record.driver.id, subscriptionId: active.id }, 'subscription ended: renewal was due');
  return {
    ...record,
    subscriptions: record.subscriptions.map((subscription) =>
      subscription.id === active.id ? { ...subscription, status: 'ended', endedAt: now } : subscription,
    ),
  };
};
