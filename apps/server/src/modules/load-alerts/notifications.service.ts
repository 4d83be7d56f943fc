import {
  type HaulSearchQuery,
  HaulSearchQuerySchema,
  homeSearchOf,
  type Notification,
  type NotificationBodySchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { requireSearchAccess } from '../drivers';
import { checkSearchQuery } from '../haul-search';
import {
  deleteOwnNotification,
  findDriverHome,
  insertNotificationWithin,
  type NotificationChanges,
  type NotificationRow,
  updateOwnNotification,
} from './notifications.repository';

/** Each saved search is matched against every newly posted load, so a driver keeps a bounded number of them. */
export const MAX_SAVED_SEARCHES = 20;

/** Keys that order or page a search without narrowing which loads it finds. */
const NON_FILTERS = new Set(['sort', 'page', 'page_size']);
const NO_FILTER =
  'Choose at least one filter (a place, region, date, load type, size or rate) before saving the search.';
const NOT_FOUND = 'No such saved search.';
const NO_HOME =
  'Choose at least one filter, or add your base and regions to your driver profile so the search can start from them.';

export type NotificationsContext = { db: Database; clock: Clock };
/** The body as validated by the route (the contract's `NotificationBody` is what clients send). */
type NotificationBody = z.output<typeof NotificationBodySchema>;

/** Stored filters written by an older version may no longer parse; an empty query then stands in, never a 500. */
export const storedFilters = (filters: unknown): HaulSearchQuery => {
  const parsed = HaulSearchQuerySchema.safeParse(filters);
  return parsed.success ? parsed.data : {};
};

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  name: row.name,
  state: row.state,
  filters: storedFilters(row.filters),
  created: row.createdAt.toISOString(),
});

/** The search's own checks (a point needs both coordinates, a radius its point ...), with fields named in the body. */
const checkFilters = (filters: HaulSearchQuery) => {
  try {
    checkSearchQuery(filters);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([key, value]) => [`filters.${key}`, value]));
    throw new AppError(error.code, error.message, fields);
  }
};

const narrows = (value: unknown) =>
  value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/**
 * The filters as kept: the page is where the driver was in the list, not part of what they look for. A search with
 * no narrowing filter at all would alert on every load posted anywhere, so it is refused.
 */
const filtersToKeep = (filters: HaulSearchQuery): HaulSearchQuery => {
  const { page: _page, ...kept } = filters;
  const hasFilter = Object.entries(kept).some(([key, value]) => !NON_FILTERS.has(key) && narrows(value));
  if (!hasFilter) throw new AppError('validation_failed', NO_FILTER, fieldError('filters', 'required', NO_FILTER));
  checkFilters(kept);
  return kept;
};

const changesFrom = (body: NotificationBody): NotificationChanges => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.state !== undefined && { state: body.state }),
  ...(body.filters !== undefined && { filters: filtersToKeep(body.filters) }),
});

/**
 * Spec 7 sends `POST /notification/` with a state alone: the search then starts from the driver's home search (the
 * one the web opens on), pickups around their base or in their regions.
 */
const homeFilters = async (db: Database, driverId: string | null): Promise<HaulSearchQuery> => {
  const home = driverId ? await findDriverHome(db, driverId) : null;
  const search = homeSearchOf({
    baseLocation: home?.baseLon != null && home.baseLat != null ? [home.baseLon, home.baseLat] : null,
    regions: home?.regions ?? [],
  });
  if (!search) throw new AppError('validation_failed', NO_HOME, fieldError('filters', 'required', NO_HOME));
  return search;
};

/** `POST /notification/`: a driver who may search saves a search that alerts them to new matching loads. */
export const createNotification = async (
  { db, clock }: NotificationsContext,
  { userId, body }: { userId: string; body: NotificationBody },
): Promise<Notification> => {
  const standing = await requireSearchAccess(db, userId);
  const filters = body.filters ?? (await homeFilters(db, standing.driverId));
  const row = await insertNotificationWithin(db, {
    userId,
    limit: MAX_SAVED_SEARCHES,
    values: {
      name: body.name ?? '',
      state: body.state ?? 'active',
      filters: filtersToKeep(filters),
      createdAt: clock.now(),
    },
  });
  if (!row) {
    throw new AppError(
      'bad_request',
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one before saving another.`,
    );
  }
  return toNotification(row);
};

/** `PATCH /notification/{id}/`: rename, pause or resume, or change the filters of one's own saved search. */
export const updateNotification = async (
  { db }: NotificationsContext,
  { userId, id, body }: { userId: string; id: string; body: NotificationBody },
): Promise<Notification> => {
  const row = await updateOwnNotification(db, { id, userId, changes: changesFrom(body) });
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return toNotification(row);
};

/** `DELETE /notification/{id}/`: alerts it already raised stay; they only lose the link to the search. */
export const deleteNotification = async (
  { db }: NotificationsContext,
  { userId, id }: { userId: string; id: string },
): Promise<void> => {
  if (!(await deleteOwnNotification(db, { id, userId }))) throw new AppError('not_found', NOT_FOUND);
};
