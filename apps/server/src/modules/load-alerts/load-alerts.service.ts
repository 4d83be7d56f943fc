import type { LoadAlert, LoadAlertPage, LoadAlertsSeen } from '@freight/domain';
import { publishRealtime } from '../../platform/realtime/publish';
import { requireSearchAccess } from '../drivers';
import { searchResultsOf } from './alerted-hauls';
import { countUnseenAlerts, type LoadAlertRow, listShownAlerts, markAlertsSeen } from './load-alerts.repository';
import { listNotificationsOf } from './notifications.repository';
import { type NotificationsContext, toNotification } from './notifications.service';

const toLoadAlert = (row: LoadAlertRow, haul: LoadAlert['haul']): LoadAlert => ({
  id: row.id,
  haul,
  // The contract names the saved search that matched; a deleted search leaves only that it was one.
  // 'preferred': the shipper gave this driver 5 stars (spec 5), no region or search needed.
  reason: row.reason === 'region' || row.reason === 'preferred' ? row.reason : (row.notificationId ?? 'search'),
  notification: row.notificationId,
  visible_at: row.visibleAt.toISOString(),
  seen: row.seenAt !== null,
});

/**
 * `GET /haul/notifications/`: the driver's alerts visible now (premium drivers' at once, basic drivers' after the
 * delay) of loads still posted, newest first, and their saved searches. Only drivers who may search have any.
 */
export const listLoadAlerts = async (
  { db, clock }: NotificationsContext,
  { userId, page, pageSize }: { userId: string; page: number; pageSize: number },
): Promise<LoadAlertPage> => {
  await requireSearchAccess(db, userId);
  const [{ count, unseen, rows }, notifications] = await Promise.all([
    listShownAlerts(db, { userId, now: clock.now(), page, pageSize }),
    listNotificationsOf(db, userId),
  ]);
  const hauls = await searchResultsOf({ db, clock }, { driverUserId: userId, haulIds: rows.map((row) => row.haulId) });
  return {
    count,
    unseen,
    results: rows.flatMap((row) => {
      const haul = hauls.get(row.haulId);
      return haul ? [toLoadAlert(row, haul)] : [];
    }),
    notifications: notifications.map(toNotification),
  };
};

/** `POST /haul/notifications/seen/`: the driver opened these alerts (or all of them); answers what is left unseen. */
export const markLoadAlertsSeen = async (
  { db, clock }: NotificationsContext,
  { userId, ids }: { userId: string; ids: string[] | undefined },
): Promise<LoadAlertsSeen> => {
  await requireSearchAccess(db, userId);
  const now = clock.now();
  await markAlertsSeen(db, { userId, now, ids });
  // The Find badge counts unseen alerts: the driver's other tabs and devices refetch it.
  await publishRealtime(db, [userId], { type: 'view_times' });
  return { unseen: await countUnseenAlerts(db, { userId, now }) };
};
