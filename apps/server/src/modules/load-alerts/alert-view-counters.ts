import { isDriver } from '@freight/domain';
import type { Clock } from '../../platform/clock';
import { driverStandingOf } from '../drivers';
import type { ViewCounters } from '../view-times';
import { countUnseenAlerts } from './load-alerts.repository';

/**
 * The Find tab's badge (`posted_count` of `GET /view_times/`) for drivers: their new-load alerts that became visible
 * since they last opened the load search and that they have not opened since. A driver is told about loads meant for
 * them (their regions and saved searches, premium first), not every load posted anywhere. Everyone else keeps the
 * count `counters` gives.
 */
export const withLoadAlertBadge = (counters: ViewCounters, clock: Clock): ViewCounters => ({
  ...counters,
  posted_count: async (options) => {
    const { db, user, seen } = options;
    if (!isDriver(await driverStandingOf(db, user.id))) return (await counters.posted_count?.(options)) ?? 0;
    return countUnseenAlerts(db, { userId: user.id, now: clock.now(), since: seen.postedSeenAt });
  },
});
