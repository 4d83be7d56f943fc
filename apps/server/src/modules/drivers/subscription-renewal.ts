import { isRenewalDue } from '@freight/domain';
import type { DriverRecord } from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { activeSubscriptionsStartedBefore, endActiveSubscription } from './subscriptions.repository';

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

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Ends every plan whose renewal fell due, so search and accept checks (which read the plan in force, not the
 * driver record) stop honouring it without waiting for someone to read that driver. Only plans at least 365 days
 * old are read; `isRenewalDue` then decides on the calendar year and the loads hauled. Returns how many ended.
 */
export const endDueSubscriptions = async (ctx: Pick<DriversContext, 'db' | 'clock' | 'log'>): Promise<number> => {
  const now = ctx.clock.now();
  const candidates = await activeSubscriptionsStartedBefore(ctx.db, new Date(now.getTime() - YEAR_MS));
  let ended = 0;
  for (const plan of candidates) {
    if (!isRenewalDue({ startedAt: plan.startedAt, loadsSinceStart: plan.loadsHauled, now })) continue;
    const didEnd = await endActiveSubscription(ctx.db, { driverId: plan.driverId, at: now, subscriptionId: plan.id });
    if (!didEnd) continue;
    ended += 1;
    ctx.log.info({ driverId: plan.driverId, subscriptionId: plan.id }, 'subscription ended: renewal was due');
  }
  return ended;
};
