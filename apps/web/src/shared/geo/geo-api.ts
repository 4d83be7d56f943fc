import type { GeoPlace } from '@freight/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { lazySchemaOf } from '../api/lazy-schema';

/** A suggestion as the geocoder answers it, with how exactly it locates a load (`precision`). */
export type Place = GeoPlace;

const importGeoSchemas = () => import('./geo-schemas');

/** A point as the geocoder answers it: longitude first, as GeoJSON. */
type Located = { location: [lon: number, lat: number] };

/**
 * GET /geo/autocomplete/: towns, cities and postal codes in Canada and the US as the user types (the quote's places,
 * the driver's base, the search filters). An empty text asks nothing; the previous suggestions stay while typing.
 * `near` ([lon, lat], e.g. the other end of the route) ranks places around it and in its province or state and country
 * first (from Regina, Humboldt, SK before Humboldt, TN; from Fargo the other way round); without it the server's own
 * bias point applies.
 */
const placeSuggestionsQueryOptions = (text: string, near: Located['location'] | undefined) => {
  const query = new URLSearchParams({ search_term: text });
  if (near) {
    query.set('lon', near[0].toFixed(3));
    query.set('lat', near[1].toFixed(3));
  }
  return queryOptions({
    queryKey: ['geo', 'autocomplete', text, query.get('lon'), query.get('lat')],
    queryFn: ({ signal }) =>
      apiRequest(`/geo/autocomplete/?${query}`, {
        schema: lazySchemaOf(importGeoSchemas, 'AutocompleteResponseSchema'),
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
};

export const usePlaceSuggestions = (text: string, near?: Located['location']) =>
  useQuery(placeSuggestionsQueryOptions(text, near));

/** GET /geo/reverse/: the place at a point; `accuracy` (metres, from the browser) lets a rough fix name a town. */
export const reverseGeocode = ({ lat, lon, accuracy }: { lat: number; lon: number; accuracy?: number }) => {
  const query = new URLSearchParams({ lat: String(lat), lon: String(lon) });
  if (accuracy !== undefined) query.set('accuracy', String(Math.round(accuracy)));
  return apiRequest(`/geo/reverse/?${query}`, { schema: lazySchemaOf(importGeoSchemas, 'ReverseResponseSchema') });
};

/** GET /geo/route/: road distance and driving time between two picks (driving only). */
export const useRoute = (origin: Located | null, destination: Located | null) =>
  useQuery({
    queryKey: ['geo', 'route', origin?.location, destination?.location],
    queryFn: ({ signal }) =>
      apiRequest(
        `/geo/route/?${new URLSearchParams({ from: origin?.location.join(',') ?? '', to: destination?.location.join(',') ?? '' })}`,
        { schema: lazySchemaOf(importGeoSchemas, 'RouteResponseSchema'), signal },
      ),
    enabled: origin !== null && destination !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
