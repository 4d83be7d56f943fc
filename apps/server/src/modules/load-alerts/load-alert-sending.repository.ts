import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hauls, loadAlerts, loads, places, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AlertedLoad } from './load-alert-messages';
import { isStillNews } from './load-alerts.repository';

export type ClaimedAlert = {
  id: string;
  haulId: string;
  userId: string;
  /** Later than `createdAt` for a basic driver's alert, which became visible after the premium drivers'. */
  visibleAt: Date;
  createdAt: Date;
};

/**
 * Marks up to `limit` due unsent alerts as sent and answers them, oldest visible first (premium drivers' alerts
 * became visible first, so they go first). SKIP LOCKED lets a second server claim other rows instead of waiting for,
 * and then re-sending, the rows the first one holds; a row sent meanwhile no longer matches `sent_at is null`.
 */
export const claimDueAlerts = (db: Database, { now, limit }: { now: Date; limit: number }): Promise<ClaimedAlert[]> => {
  const due = db
    .select({ id: loadAlerts.id })
    .from(loadAlerts)
    .where(and(isNull(loadAlerts.sentAt), lte(loadAlerts.visibleAt, now)))
    .orderBy(asc(loadAlerts.visibleAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(loadAlerts)
    .set({ sentAt: now })
    .where(and(inArray(loadAlerts.id, due), isNull(loadAlerts.sentAt)))
    .returning({
      id: loadAlerts.id,
      haulId: loadAlerts.haulId,
      userId: loadAlerts.userId,
      visibleAt: loadAlerts.visibleAt,
      createdAt: loadAlerts.createdAt,
    });
};

/** Of the claimed alerts, those still worth telling (see `isStillNews`); the rest are dropped unsent. */
export const keepNews = async (db: Database, claimed: ClaimedAlert[]): Promise<ClaimedAlert[]> => {
  if (claimed.length === 0) return [];
  const kept = await db
    .select({ id: loadAlerts.id })
    .from(loadAlerts)
    .innerJoin(hauls, eq(hauls.id, loadAlerts.haulId))
    .where(
      and(
        inArray(
          loadAlerts.id,
          claimed.map((alert) => alert.id),
        ),
        isStillNews(),
      ),
    );
  const keptIds = new Set(kept.map((row) => row.id));
  return claimed.filter((alert) => keptIds.has(alert.id));
};

const origins = alias(places, 'origins');
const destinations = alias(places, 'destinations');

/** What the messages say about each of the loads. */
export const findAlertedLoads = async (db: Database, haulIds: string[]): Promise<AlertedLoad[]> => {
  if (haulIds.length === 0) return [];
  return db
    .select({
      haulId: hauls.id,
      makeModel: loads.makeModel,
      originName: origins.name,
      destinationName: destinations.name,
      distanceM: hauls.routeDistanceM,
      transportRateCents: hauls.transportRateCents,
      readyAt: loads.readyAt,
    })
    .from(hauls)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .innerJoin(origins, and(eq(origins.haulId, hauls.id), eq(origins.role, 'origin')))
    .innerJoin(destinations, and(eq(destinations.haulId, hauls.id), eq(destinations.role, 'destination')))
    .where(inArray(hauls.id, haulIds))
    .orderBy(asc(hauls.publishedAt), asc(hauls.id));
};

/** The drivers' addresses and their choices of channel (spec 3: recieve_email, recieve_sms). */
export const findAlertRecipients = async (db: Database, userIds: string[]) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      telephone: users.telephone,
      recieveEmail: users.recieveEmail,
      recieveSms: users.recieveSms,
      recieveAppNotification: users.recieveAppNotification,
      languageChoice: users.languageChoice,
      unitChoice: users.unitChoice,
      currencyChoice: users.currencyChoice,
    })
    .from(users)
    .where(inArray(users.id, userIds));
};

export const recordAlertChannels = (db: Database, { ids, channels }: { ids: string[]; channels: string[] }) =>
  db.update(loadAlerts).set({ channels }).where(inArray(loadAlerts.id, ids));
