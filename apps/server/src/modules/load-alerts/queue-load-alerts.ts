import { haulMatchesQuery, isPosted, type SearchableHaul, type VehicleLimits } from '@freight/domain';
import { inArray } from 'drizzle-orm';
import { vehicles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { findHaulRecord, type HaulRecord } from '../hauls';
import {
  type AlertRecipient,
  findPreferredRecipients,
  findRegionRecipients,
  findSearchCandidates,
  insertLoadAlerts,
  type NewLoadAlert,
} from './alert-recipients.repository';
import { publishLoadAlert } from './load-alert-events';
import { storedFilters } from './notifications.service';

const MINUTE_MS = 60_000;

export type QueueLoadAlertsOptions = {
  haulId: string;
  /** When the load was posted: premium drivers see it from then on. */
  now: Date;
  /** How much later basic (level 0) drivers see it. */
  basicDelayMinutes: number;
};

const toSearchableHaul = ({ haul, load, origin, destination }: HaulRecord): SearchableHaul => ({
  origin: { lon: origin.lon, lat: origin.lat, region: origin.region },
  destination: { lon: destination.lon, lat: destination.lat, region: destination.region },
  loadType: load.loadType,
  lengthM: load.lengthM,
  widthM: load.widthM,
  heightM: load.heightM,
  weightKg: load.weightKg,
  transportRateCents: haul.transportRateCents,
  routeDistanceM: haul.routeDistanceM,
  readyAt: load.readyAt,
  publishedAt: haul.publishedAt,
});

/** The rigs of the drivers whose searches ask for loads their vehicles fit, by driver id. */
const vehicleLimitsOf = async (db: Database, driverIds: string[]): Promise<Map<string, VehicleLimits[]>> => {
  const byDriver = new Map<string, VehicleLimits[]>();
  if (driverIds.length === 0) return byDriver;
  const rows = await db
    .select({
      driverId: vehicles.driverId,
      capacityKg: vehicles.capacityKg,
      deckLengthM: vehicles.deckLengthM,
      deckWidthM: vehicles.deckWidthM,
      maxLoadHeightM: vehicles.maxLoadHeightM,
    })
    .from(vehicles)
    .where(inArray(vehicles.driverId, driverIds));
  for (const { driverId, ...limits } of rows) byDriver.set(driverId, [...(byDriver.get(driverId) ?? []), limits]);
  return byDriver;
};

/** Each driver's first (oldest) active saved search that the load meets, for drivers not alerted by region. */
const searchMatches = async (db: Database, record: HaulRecord, skip: Set<string>) => {
  const candidates = (await findSearchCandidates(db, record.haul.id))
    .filter((candidate) => !skip.has(candidate.userId))
    .map((candidate) => ({ ...candidate, query: storedFilters(candidate.filters) }));
  const fitters = candidates.filter((candidate) => candidate.query.fits_my_vehicles);
  const limits = await vehicleLimitsOf(db, [...new Set(fitters.map((candidate) => candidate.driverId))]);
  const haul = toSearchableHaul(record);
  const matched = new Map<string, (typeof candidates)[number]>();
  for (const candidate of candidates) {
    if (matched.has(candidate.userId)) continue;
    const context = { vehicleLimits: limits.get(candidate.driverId) ?? [] };
    if (haulMatchesQuery(haul, candidate.query, context)) matched.set(candidate.userId, candidate);
  }
  return [...matched.values()];
};

/**
 * Fan-out of a newly posted load (issue 6, new-load alerts): one alert to each driver who may search and whose
 * regions hold the pickup, or one of whose active saved searches the load meets. Premium drivers see it at once,
 * basic drivers `basicDelayMinutes` later. The shipper, drivers they blocked and drivers who declined the load are
 * never alerted (see `mayBeAlerted`). The shipper's preferred drivers (spec 5) see it at once whatever their level,
 * and are alerted even when neither their regions nor their searches match. Safe to run again for the same load: a
 * driver is alerted once per load. `publishHaul` calls it with the publish's transaction, so the alerts commit or roll
 * back with the post, and the premium drivers' WebSocket notice goes out only at that commit (NOTIFY).
 */
export const queueLoadAlerts = async (
  db: Database,
  { haulId, now, basicDelayMinutes }: QueueLoadAlertsOptions,
): Promise<number> => {
  const record = await findHaulRecord(db, haulId);
  if (!record || !isPosted(record.haul.status)) return 0;
  const basicVisibleAt = new Date(now.getTime() + basicDelayMinutes * MINUTE_MS);
  const preferred = await findPreferredRecipients(db, haulId);
  const preferredIds = new Set(preferred.map((recipient) => recipient.userId));
  const visibleAt = ({ userId, isPremium }: AlertRecipient) =>
    isPremium || preferredIds.has(userId) ? now : basicVisibleAt;
  const byRegion = await findRegionRecipients(db, haulId);
  const bySearch = await searchMatches(db, record, new Set(byRegion.map((recipient) => recipient.userId)));
  const matched = new Set([...byRegion, ...bySearch].map((recipient) => recipient.userId));
  const alerts: NewLoadAlert[] = [
    ...byRegion.map((recipient) => ({
      haulId,
      userId: recipient.userId,
      notificationId: null,
      visibleAt: visibleAt(recipient),
      reason: 'region',
      createdAt: now,
    })),
    ...bySearch.map((match) => ({
      haulId,
      userId: match.userId,
      notificationId: match.notificationId,
      visibleAt: visibleAt(match),
      reason: 'search',
      createdAt: now,
    })),
    ...preferred
      .filter((recipient) => !matched.has(recipient.userId))
      .map((recipient) => ({
        haulId,
        userId: recipient.userId,
        notificationId: null,
        visibleAt: now,
        reason: 'preferred',
        createdAt: now,
      })),
  ];
  const inserted = await insertLoadAlerts(db, alerts);
  // Those visible at once (premium and preferred drivers) hear of it now; the sender tells the others when theirs
  // become visible (createdAt, on the same clock as visibleAt, tells the two apart).
  const visibleNow = inserted.filter((alert) => alert.visibleAt.getTime() <= now.getTime());
  await publishLoadAlert(db, { haulId, userIds: visibleNow.map((alert) => alert.userId) });
  return inserted.length;
};
