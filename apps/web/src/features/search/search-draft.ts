import type { HaulSearchSort, LoadType } from '@freight/domain';
import { isRouteSearch, type SearchFilters } from './search-filters';
import { minRateFromQuery, minRateToQuery, type ReaderUnits } from './search-units';

/**
 * A place as a filter keeps it: the name shown, the point the query sends ([lon, lat]), and whether that point is only
 * an area's centre (said beside the box; a saved search, which keeps points, forgets it).
 */
export type FilterPlace = { name: string; location: [number, number]; isApproximate?: boolean };

/**
 * The filter form while the driver edits it: places with their names, the minimum rate in the driver's own units and
 * currency. Nothing is searched until the form is applied, so a phone does not fetch on every keystroke.
 */
export type SearchDraft = {
  mode: 'area' | 'route';
  origin: FilterPlace | null;
  originRadiusKm: number | null;
  /** Provinces or states a pickup may also be in (OR the place's radius), as a driver's home search has them. */
  originRegions: string[];
  destinationMode: 'regions' | 'place';
  destinationRegions: string[];
  destination: FilterPlace | null;
  destinationRadiusKm: number | null;
  routeFrom: FilterPlace | null;
  routeTo: FilterPlace | null;
  corridorKm: number | null;
  pickupFrom: string;
  pickupTo: string;
  loadTypes: LoadType[];
  fitsMyVehicles: boolean;
  /** In the driver's currency per km or per mile; null when not set. */
  minRate: number | null;
  sort: HaulSearchSort | null;
};

const placeOf = (name: string | undefined, lon: number | undefined, lat: number | undefined): FilterPlace | null => {
  if (lon === undefined || lat === undefined) return null;
  // A saved search keeps points, not names: the coordinates stand in until the driver picks the place again.
  return { name: name ?? `${lat.toFixed(3)}, ${lon.toFixed(3)}`, location: [lon, lat] };
};

export const draftFromFilters = (filters: SearchFilters, units: ReaderUnits): SearchDraft => ({
  mode: isRouteSearch(filters) ? 'route' : 'area',
  origin: placeOf(filters.origin_name, filters.origin_lon, filters.origin_lat),
  originRadiusKm: filters.origin_radius_km ?? null,
  originRegions: filters.origin_regions ?? [],
  destinationMode: filters.destination_lon !== undefined ? 'place' : 'regions',
  destinationRegions: filters.destination_regions ?? [],
  destination: placeOf(filters.destination_name, filters.destination_lon, filters.destination_lat),
  destinationRadiusKm: filters.destination_radius_km ?? null,
  routeFrom: placeOf(filters.route_from_name, filters.route_from_lon, filters.route_from_lat),
  routeTo: placeOf(filters.route_to_name, filters.route_to_lon, filters.route_to_lat),
  corridorKm: filters.corridor_km ?? null,
  pickupFrom: filters.pickup_from ?? '',
  pickupTo: filters.pickup_to ?? '',
  loadTypes: filters.load_types ?? [],
  fitsMyVehicles: filters.fits_my_vehicles ?? false,
  minRate: filters.min_rate_per_km === undefined ? null : minRateFromQuery(filters.min_rate_per_km, units),
  sort: filters.sort ?? null,
});

type PointKeys<Prefix extends string> = Partial<Record<`${Prefix}_lon` | `${Prefix}_lat`, number>> &
  Partial<Record<`${Prefix}_name`, string>>;

const pointOf = <Prefix extends string>(prefix: Prefix, place: FilterPlace | null): PointKeys<Prefix> =>
  (place
    ? { [`${prefix}_lon`]: place.location[0], [`${prefix}_lat`]: place.location[1], [`${prefix}_name`]: place.name }
    : {}) as PointKeys<Prefix>;

/**
 * The filters a draft applies, from page 1, in the combinations the server accepts: around a place and along a route
 * are two ways to search, never mixed; a trip needs both ends; a destination point needs its radius; a radius goes
 * only with its place; "nearest" needs an origin; a window ending before it starts is turned around. `bbox` (the
 * map's view) is kept as it was: moving the map, not the form, changes it.
 */
export const filtersFromDraft = (draft: SearchDraft, units: ReaderUnits, bbox?: number[]): SearchFilters => {
  const [pickupFrom, pickupTo] =
    draft.pickupFrom && draft.pickupTo && draft.pickupTo < draft.pickupFrom
      ? [draft.pickupTo, draft.pickupFrom]
      : [draft.pickupFrom, draft.pickupTo];
  const hasOrigin = draft.mode === 'area' && draft.origin !== null;
  const common: SearchFilters = {
    ...(pickupFrom && { pickup_from: pickupFrom }),
    ...(pickupTo && { pickup_to: pickupTo }),
    ...(draft.loadTypes.length > 0 && { load_types: draft.loadTypes }),
    ...(draft.fitsMyVehicles && { fits_my_vehicles: true }),
    ...(draft.minRate !== null && draft.minRate > 0 && { min_rate_per_km: minRateToQuery(draft.minRate, units) }),
    ...(draft.sort && (draft.sort !== 'nearest' || hasOrigin) && { sort: draft.sort }),
    ...(bbox && { bbox }),
  };
  if (draft.mode === 'route') {
    if (!draft.routeFrom || !draft.routeTo) return common;
    return {
      ...common,
      ...pointOf('route_from', draft.routeFrom),
      ...pointOf('route_to', draft.routeTo),
      ...(draft.corridorKm && { corridor_km: draft.corridorKm }),
    };
  }
  const destinationRadiusKm = draft.destinationMode === 'place' && draft.destination ? draft.destinationRadiusKm : null;
  return {
    ...common,
    ...pointOf('origin', draft.origin),
    ...(draft.origin && draft.originRadiusKm && { origin_radius_km: draft.originRadiusKm }),
    ...(draft.originRegions.length > 0 && { origin_regions: draft.originRegions }),
    ...(draft.destinationMode === 'regions' &&
      draft.destinationRegions.length > 0 && { destination_regions: draft.destinationRegions }),
    ...(destinationRadiusKm && {
      ...pointOf('destination', draft.destination),
      destination_radius_km: destinationRadiusKm,
    }),
  };
};
