import { type HaulSearchQuery, HaulSearchQuerySchema } from '@freight/domain';

/**
 * The search as the address keeps it: the query of `GET /haul/search/`, under its wire names, plus the names of the
 * places picked (the query carries only their points). Living in the address, Back and reload keep every filter.
 */
export type SearchFilters = HaulSearchQuery & {
  origin_name?: string;
  destination_name?: string;
  route_from_name?: string;
  route_to_name?: string;
};

type QueryKey = keyof HaulSearchQuery;

const QUERY_KEYS = Object.keys(HaulSearchQuerySchema.shape) as QueryKey[];
const NAME_KEYS = ['origin_name', 'destination_name', 'route_from_name', 'route_to_name'] as const;
const MAX_NAME_LENGTH = 200;

/** Points travel as two numbers; half a point is no place, so both halves go. */
const POINTS = [
  ['origin_lon', 'origin_lat'],
  ['destination_lon', 'destination_lat'],
  ['route_from_lon', 'route_from_lat'],
  ['route_to_lon', 'route_to_lat'],
] as const satisfies readonly (readonly [QueryKey, QueryKey])[];

/** Parameters that narrow the search (the rest order or page it, or name places). */
const NOT_FILTERS: ReadonlySet<string> = new Set(['sort', 'page', 'page_size']);

const dropHalfPoints = (filters: SearchFilters): SearchFilters => {
  const kept = { ...filters };
  for (const [lonKey, latKey] of POINTS) {
    if (kept[lonKey] === undefined || kept[latKey] === undefined) {
      delete kept[lonKey];
      delete kept[latKey];
    }
  }
  return kept;
};

/**
 * Reads the filters from the address, each parameter on its own: one mistyped or hand-edited value is dropped, the
 * others still apply (a reload never ends in an error page).
 */
export const readFilters = (params: URLSearchParams): SearchFilters => {
  const filters: Record<string, unknown> = {};
  for (const key of QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = HaulSearchQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  for (const key of NAME_KEYS) {
    const name = params.get(key)?.trim();
    if (name) filters[key] = name.slice(0, MAX_NAME_LENGTH);
  }
  return dropHalfPoints(filters as SearchFilters);
};

const isEmpty = (value: unknown) =>
  value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0);

const toParam = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

/** The filters as address parameters, in a fixed order, without empty values or the first page. */
export const writeFilters = (filters: SearchFilters): URLSearchParams => {
  const params = new URLSearchParams();
  const clean = dropHalfPoints(filters);
  for (const key of [...QUERY_KEYS, ...NAME_KEYS]) {
    const value = clean[key];
    if (isEmpty(value) || (key === 'page' && value === 1)) continue;
    params.set(key, toParam(value));
  }
  return params;
};

/** Just the query `GET /haul/search/` and a saved search take: no place names, no page when `withPage` is false. */
export const toSearchQuery = (filters: SearchFilters, { withPage = true } = {}): HaulSearchQuery => {
  const query: Record<string, unknown> = {};
  for (const key of QUERY_KEYS) {
    const value = filters[key];
    if (isEmpty(value) || (!withPage && key === 'page')) continue;
    query[key] = value;
  }
  return query as HaulSearchQuery;
};

/** The query string of `GET /haul/search/` for one page of results. */
export const searchQueryString = (filters: SearchFilters, pageSize: number): string => {
  const params = writeFilters(toSearchQuery(filters));
  params.set('page_size', String(pageSize));
  return params.toString();
};

/** The filter a query key belongs to: a place and its radius are one filter, so are the pickup window and the trip. */
const filterOf = (key: string): string => {
  if (key.startsWith('route_') || key === 'corridor_km') return 'route';
  if (key.startsWith('pickup_')) return 'pickup';
  // A place's regions widen its radius (either will do), so together they are one filter.
  return key.replace(/_(lon|lat|radius_km|regions)$/, '');
};

/** How many filters narrow the search, for the "Filters (3)" button. */
export const countFilters = (filters: SearchFilters): number => {
  const query = toSearchQuery(filters, { withPage: false });
  const counted = new Set<string>();
  for (const [key, value] of Object.entries(query)) {
    if (!NOT_FILTERS.has(key) && !isEmpty(value)) counted.add(filterOf(key));
  }
  return counted.size;
};

/** A name to offer for a new saved search, from the places it looks at: "Regina, SK → AB, MB"; empty without any. */
export const suggestSearchName = (filters: SearchFilters): string => {
  const from = filters.route_from_name ?? filters.origin_name;
  const to = filters.route_to_name ?? filters.destination_name ?? filters.destination_regions?.join(', ');
  return [from, to].filter(Boolean).join(' → ');
};

/** Whether the search holds anything worth saving: a saved search with no filter would alert on every load. */
export const hasNarrowingFilter = (filters: SearchFilters): boolean => countFilters(filters) > 0;

/** The trip of "along my route" (backhauls), or null when the search is around places. */
export const isRouteSearch = (filters: SearchFilters): boolean =>
  filters.route_from_lon !== undefined || filters.route_to_lon !== undefined;

/** West, south, east, north of a map view, as `bbox` takes it: clamped to the world, 4 decimals (about 10 m). */
export const toBbox = (view: { west: number; south: number; east: number; north: number }): number[] => {
  const clamp = (value: number, limit: number) => Math.round(Math.min(limit, Math.max(-limit, value)) * 1e4) / 1e4;
  // Zoomed far out, Leaflet's view can span more than the world; the whole width is then the answer.
  const isWholeWidth = view.east - view.west >= 360;
  return [
    isWholeWidth ? -180 : clamp(view.west, 180),
    clamp(view.south, 90),
    isWholeWidth ? 180 : clamp(view.east, 180),
    clamp(view.north, 90),
  ];
};
