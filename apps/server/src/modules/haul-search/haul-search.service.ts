import {
  type GeoPoint,
  HAUL_SEARCH_SORTS,
  type HaulSearchPage,
  type HaulSearchParams,
  type HaulSearchQuery,
  LOAD_TYPES,
  REGIONS,
  radiusBox,
  type VehicleLimits,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { requireSearchAccess } from '../drivers';
import { countSearchResults, findDriverBase, findVehicleLimits } from './haul-search.repository';
import { cellsCovering, searchAnchor } from './search-anchor';
import { distanceMSql, pickupWithinKm, searchConditions, searchOrigin } from './search-conditions';
import { explainSearchPage, findSearchPage, type SearchPageOptions, type SearchPageRows } from './search-page';
import { checkSearchQuery } from './search-query-checks';
import { toSearchResult } from './search-result-view';
import { COUNT_CAP, hasCellIndex, orderFor } from './search-statements';
import { exclusionsReadFor } from './search-visibility';

export type HaulSearchContext = { db: Database; now: () => Date };

const DEFAULT_PAGE_SIZE = 20;
const RADIUS_KM_OPTIONS = [50, 100, 250, 500, 1000];

/**
 * What a search reads: the filters as SQL, where to start, the order and the page. The driver's declines and
 * blocks are read by the search's own statement; only their rigs (for `fits_my_vehicles`) are read first, since
 * their figures become the filter's constants.
 */
const planSearch = async (db: Database, userId: string, query: HaulSearchQuery, now: Date) => {
  const standing = await requireSearchAccess(db, userId);
  checkSearchQuery(query);
  const vehicleLimits = query.fits_my_vehicles ? await findVehicleLimits(db, standing.driverId) : [];
  const origin =
    query.origin_lon === undefined || query.origin_lat === undefined
      ? null
      : { lon: query.origin_lon, lat: query.origin_lat };
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    origin,
    page,
    pageSize,
    options: {
      driverUserId: userId,
      exclusions: exclusionsReadFor(userId),
      conditions: searchConditions(query, vehicleLimits),
      anchor: searchAnchor(query),
      order: orderFor(query.sort ?? 'newest', origin && distanceMSql(origin, searchOrigin)),
      inSortOrder: hasCellIndex(query.sort ?? 'newest'),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      now,
    },
  };
};

/** The nearest sort without an area reads widening circles around the origin before the whole board. */
const NEAREST_RINGS_KM = [250, 1000];

/**
 * The page, in one statement. The nearest sort without an area (no radius, map view, trip or province) has no
 * index in its order, so it first reads the page within 250 km, then 1,000 km, of the origin: when that page comes
 * back full, it is the board's own page, since every match farther out is farther than each one on it; the count
 * is still the whole board's. Only a sparse board around the origin reaches the whole-board sort.
 */
const readPage = async (
  db: Database,
  options: SearchPageOptions,
  nearestTo: GeoPoint | null,
): Promise<SearchPageRows> => {
  if (nearestTo && options.anchor === null) {
    for (const km of NEAREST_RINGS_KM) {
      const cells = cellsCovering([radiusBox(nearestTo, km * 1000)]);
      const within = pickupWithinKm(nearestTo, km);
      if (!cells || !within) continue;
      const pageArea = { anchor: { kind: 'origin_cell' as const, cells }, conditions: [...options.conditions, within] };
      const found = await findSearchPage(db, { ...options, pageArea });
      if (found.rows.length === options.limit) return found;
    }
  }
  const found = await findSearchPage(db, options);
  // Only an empty page cannot carry the count: nothing matches (on the first page), or the page is past the last.
  if (found.total !== null) return found;
  return { ...found, total: options.offset === 0 ? 0 : await countSearchResults(db, options) };
};

/**
 * `GET /haul/search/`: one page of the posted loads the driver may see that match every filter given. Three round
 * trips with the key's check: the driver's standing, then the page (count, ids, rows and bids in one statement).
 */
export const searchHauls = async (
  { db, now }: HaulSearchContext,
  user: UserRow,
  query: HaulSearchQuery,
): Promise<HaulSearchPage> => {
  const { origin, page, pageSize, options } = await planSearch(db, user.id, query, now());
  const { total, rows } = await readPage(db, options, query.sort === 'nearest' ? origin : null);
  return {
    count: Math.min(total ?? 0, COUNT_CAP),
    count_capped: (total ?? 0) > COUNT_CAP,
    page,
    page_size: pageSize,
    results: rows.map((row) => toSearchResult(row, origin, row.activeBids)),
  };
};

/** The page statement of this driver's search as the route runs it, without HTTP (bench/search-probe.ts times it). */
export const readHaulSearchPage = async (db: Database, userId: string, query: HaulSearchQuery, now = new Date()) =>
  findSearchPage(db, (await planSearch(db, userId, query, now)).options);

/** The plan PostgreSQL (or PGlite) runs for this driver's search, as `EXPLAIN (ANALYZE, BUFFERS)` prints it. */
export const explainHaulSearch = async (db: Database, userId: string, query: HaulSearchQuery, now = new Date()) =>
  explainSearchPage(db, (await planSearch(db, userId, query, now)).options);

/** The largest figure of each kind over the driver's rigs (null when none gives it), or null without rigs. */
const largestLimits = (vehicles: VehicleLimits[]): HaulSearchParams['vehicle_limits'] => {
  if (vehicles.length === 0) return null;
  const largest = (pick: (vehicle: VehicleLimits) => number | null) => {
    const figures = vehicles.map(pick).filter((figure): figure is number => figure !== null);
    return figures.length === 0 ? null : Math.max(...figures);
  };
  return {
    capacity_kg: largest((vehicle) => vehicle.capacityKg),
    deck_length_m: largest((vehicle) => vehicle.deckLengthM),
    deck_width_m: largest((vehicle) => vehicle.deckWidthM),
    max_load_height_m: largest((vehicle) => vehicle.maxLoadHeightM),
  };
};

/** `GET /haul/search_params/`: what the filters offer, where the driver starts from and what their rigs take. */
export const haulSearchParams = async ({ db }: HaulSearchContext, user: UserRow): Promise<HaulSearchParams> => {
  const standing = await requireSearchAccess(db, user.id);
  const [base, vehicles, postedCount] = await Promise.all([
    findDriverBase(db, standing.driverId),
    findVehicleLimits(db, standing.driverId),
    countSearchResults(db, {
      driverUserId: user.id,
      exclusions: exclusionsReadFor(user.id),
      conditions: [],
      anchor: null,
    }),
  ]);
  return {
    sorts: [...HAUL_SEARCH_SORTS],
    load_types: [...LOAD_TYPES],
    radius_km_options: RADIUS_KM_OPTIONS,
    regions: REGIONS.map(({ code, name, country }) => ({ code, name, country })),
    base_location: base && base.lon !== null && base.lat !== null ? [base.lon, base.lat] : null,
    base_address: base?.address ?? '',
    vehicle_limits: largestLimits(vehicles),
    posted_count: Math.min(postedCount, COUNT_CAP),
    posted_count_capped: postedCount > COUNT_CAP,
  };
};
