import type { HaulSearchQuery } from '../api/haul-search.contract';
import { type GeoPoint, greatCircleDistanceM } from '../geo/great-circle';
import { corridorFrame, corridorPosition } from './corridor';

/** A pickup or drop-off as search sees it: where it is and its province or state code (`SK`, `MT`), if known. */
export type SearchablePlace = GeoPoint & { region: string | null };

/** What a load search reads of a posted haul. Measures in metres and kilograms, money in CAD cents. */
export type SearchableHaul = {
  origin: SearchablePlace;
  destination: SearchablePlace;
  loadType: string;
  lengthM: number;
  widthM: number;
  heightM: number;
  weightKg: number;
  /** What the driver earns; null for a load sent for bids. */
  transportRateCents: number | null;
  routeDistanceM: number;
  readyAt: Date | null;
  publishedAt: Date | null;
};

/** One of the driver's rigs; a null figure was not given and restricts nothing. */
export type VehicleLimits = {
  capacityKg: number | null;
  deckLengthM: number | null;
  deckWidthM: number | null;
  maxLoadHeightM: number | null;
};

export type HaulSearchContext = { vehicleLimits?: readonly VehicleLimits[] };

/** The corridor's half-width when a trip is given without `corridor_km`. */
export const DEFAULT_CORRIDOR_KM = 50;

const DAY_MS = 86_400_000;

/**
 * The pickup window as instants: from the start of `pickup_from` to the end of `pickup_to`, as UTC calendar days
 * (the query carries no time zone). Either end may be open.
 */
export const pickupWindow = (query: Pick<HaulSearchQuery, 'pickup_from' | 'pickup_to'>) => ({
  fromMs: query.pickup_from ? Date.parse(`${query.pickup_from}T00:00:00Z`) : null,
  /** Exclusive. */
  untilMs: query.pickup_to ? Date.parse(`${query.pickup_to}T00:00:00Z`) + DAY_MS : null,
});

/**
 * What the driver earns per kilometre of the route, CAD; null without a rate or a route length. `minRateMet` is the
 * test the filter uses: `cents * 10 >= min * metres` is the same inequality without a division, so SQL and
 * JavaScript agree on loads exactly at the threshold.
 */
export const ratePerKm = ({
  transportRateCents,
  routeDistanceM,
}: Pick<SearchableHaul, 'transportRateCents' | 'routeDistanceM'>): number | null =>
  transportRateCents === null || routeDistanceM <= 0 ? null : (transportRateCents * 10) / routeDistanceM;

const minRateMet = ({ transportRateCents, routeDistanceM }: SearchableHaul, minRatePerKm: number): boolean =>
  transportRateCents !== null && routeDistanceM > 0 && transportRateCents * 10 >= minRatePerKm * routeDistanceM;

const isWithinKm = (center: GeoPoint, point: GeoPoint, km: number): boolean =>
  greatCircleDistanceM(center, point) <= km * 1000;

const pointOf = (lon: number | undefined, lat: number | undefined): GeoPoint | null =>
  lon === undefined || lat === undefined ? null : { lon, lat };

/** Regions OR radius: the driver wants either of the places they named. */
const placeMatches = (
  place: SearchablePlace,
  regions: readonly string[],
  center: GeoPoint | null,
  radiusKm: number | undefined,
): boolean => {
  const hasRadius = center !== null && radiusKm !== undefined;
  if (regions.length === 0 && !hasRadius) return true;
  if (place.region !== null && regions.includes(place.region.toUpperCase())) return true;
  return hasRadius && isWithinKm(center, place, radiusKm);
};

const originMatches = ({ origin }: SearchableHaul, q: HaulSearchQuery): boolean =>
  placeMatches(origin, q.origin_regions ?? [], pointOf(q.origin_lon, q.origin_lat), q.origin_radius_km);

const destinationMatches = ({ destination }: SearchableHaul, q: HaulSearchQuery): boolean =>
  placeMatches(
    destination,
    q.destination_regions ?? [],
    pointOf(q.destination_lon, q.destination_lat),
    q.destination_radius_km,
  );

const pickupMatches = ({ readyAt }: SearchableHaul, q: HaulSearchQuery): boolean => {
  if (readyAt === null) return true;
  const { fromMs, untilMs } = pickupWindow(q);
  const readyMs = readyAt.getTime();
  return (fromMs === null || readyMs >= fromMs) && (untilMs === null || readyMs < untilMs);
};

const vehicleTakes = (vehicle: VehicleLimits, haul: SearchableHaul): boolean =>
  (vehicle.capacityKg === null || haul.weightKg <= vehicle.capacityKg) &&
  (vehicle.deckLengthM === null || haul.lengthM <= vehicle.deckLengthM) &&
  (vehicle.deckWidthM === null || haul.widthM <= vehicle.deckWidthM) &&
  (vehicle.maxLoadHeightM === null || haul.heightM <= vehicle.maxLoadHeightM);

const sizeMatches = (haul: SearchableHaul, q: HaulSearchQuery, context: HaulSearchContext): boolean =>
  (!q.fits_my_vehicles || (context.vehicleLimits ?? []).some((vehicle) => vehicleTakes(vehicle, haul))) &&
  (q.max_weight_kg === undefined || haul.weightKg <= q.max_weight_kg) &&
  (q.max_length_m === undefined || haul.lengthM <= q.max_length_m);

/** West, south, east, north; west > east is a view across the antimeridian. */
const bboxMatches = ({ origin }: SearchableHaul, q: HaulSearchQuery): boolean => {
  if (q.bbox?.length !== 4) return true;
  const [west, south, east, north] = q.bbox as [number, number, number, number];
  if (origin.lat < south || origin.lat > north) return false;
  return west <= east ? origin.lon >= west && origin.lon <= east : origin.lon >= west || origin.lon <= east;
};

/** Both ends within the corridor, and the pickup reached before the drop-off when travelling the trip. */
const corridorMatches = (haul: SearchableHaul, q: HaulSearchQuery): boolean => {
  const from = pointOf(q.route_from_lon, q.route_from_lat);
  const to = pointOf(q.route_to_lon, q.route_to_lat);
  if (!from || !to) return true;
  const frame = corridorFrame(from, to);
  const corridorM = (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000;
  const pickup = corridorPosition(frame, haul.origin);
  const dropOff = corridorPosition(frame, haul.destination);
  if (pickup.offsetM > corridorM || dropOff.offsetM > corridorM) return false;
  // A trip that starts where it ends has no direction, so any order will do.
  return frame.normal === null || pickup.alongRad < dropOff.alongRad;
};

/**
 * Whether a posted load meets a driver's search (HaulSearchQuerySchema); an absent filter restricts nothing.
 * - Origin: its region is one of `origin_regions`, OR it lies within `origin_radius_km` of (origin_lon, origin_lat),
 *   great-circle.
 * - Destination: its region is one of `destination_regions`, OR it lies within `destination_radius_km` of
 *   (destination_lon, destination_lat).
 * - Pickup window: the ready date falls on a UTC day from `pickup_from` to `pickup_to`; a load without a ready date is
 *   ready whenever the driver comes, so it matches every window.
 * - `load_types`; `max_weight_kg` and `max_length_m` (inclusive).
 * - `fits_my_vehicles`: some vehicle in `context.vehicleLimits` takes the weight, length, width and height (a null
 *   figure does not restrict); a driver without vehicles has nothing to carry a load on, so nothing matches.
 * - `min_rate_per_km` (CAD per km of route): loads without a rate (sent for bids) never match it.
 * - `bbox`: the pickup lies in west,south,east,north.
 * - Corridor (`route_from_*`, `route_to_*`, `corridor_km`, default 50): pickup and drop-off both within the corridor of
 *   the great-circle segment of the trip, and the pickup earlier along it than the drop-off.
 * A half-given point (a longitude without its latitude) restricts nothing here; the server refuses such queries.
 */
export const haulMatchesQuery = (
  haul: SearchableHaul,
  query: HaulSearchQuery,
  context: HaulSearchContext = {},
): boolean =>
  originMatches(haul, query) &&
  destinationMatches(haul, query) &&
  pickupMatches(haul, query) &&
  (!query.load_types?.length || (query.load_types as readonly string[]).includes(haul.loadType)) &&
  sizeMatches(haul, query, context) &&
  (query.min_rate_per_km === undefined || minRateMet(haul, query.min_rate_per_km)) &&
  bboxMatches(haul, query) &&
  corridorMatches(haul, query);
