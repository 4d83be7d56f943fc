import { SpecAutocompleteResponseSchema } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** Machines and vehicles matching what was typed ("jd 8r", "f-150"), with their road dimensions. */
export const useSpecSuggestions = (text: string) =>
  useQuery({
    queryKey: ['spec', 'autocomplete', text],
    queryFn: ({ signal }) =>
      apiRequest(`/spec/get_autocomplete/?${new URLSearchParams({ search_term: text })}`, {
        schema: SpecAutocompleteResponseSchema,
        signal,
      }),
    enabled: text.trim().length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
