import { AutocompleteResponseSchema, ReverseResponseSchema, RouteResponseSchema } from '@freight/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import type { PickedPlace } from '../quote-draft';

export const placeSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', text],
    queryFn: ({ signal }) =>
      apiRequest(`/geo/autocomplete/?${new URLSearchParams({ search_term: text })}`, {
        schema: AutocompleteResponseSchema,
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

export const usePlaceSuggestions = (text: string) => useQuery(placeSuggestionsQueryOptions(text));

export const reverseGeocode = ({ lat, lon, accuracy }: { lat: number; lon: number; accuracy?: number }) => {
  const query = new URLSearchParams({ lat: String(lat), lon: String(lon) });
  if (accuracy !== undefined) query.set('accuracy', String(Math.round(accuracy)));
  return apiRequest(`/geo/reverse/?${query}`, { schema: ReverseResponseSchema });
};

/** Road distance and driving time between two picks (driving only). */
export const useRoute = (origin: PickedPlace | null, destination: PickedPlace | null) =>
  useQuery({
    queryKey: ['geo', 'route', origin?.location, destination?.location],
    queryFn: ({ signal }) =>
      apiRequest(
        `/geo/route/?${new URLSearchParams({ from: origin?.location.join(',') ?? '', to: destination?.location.join(',') ?? '' })}`,
        { schema: RouteResponseSchema, signal },
      ),
    enabled: origin !== null && destination !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
