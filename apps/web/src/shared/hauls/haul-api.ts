import { HaulSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** One haul as its shipper sees it (GET /haul/{id}/): the quote, the post flow and the job page all read it. */
export const haulQueryKey = (haulId: string) => ['haul', haulId] as const;

export const getHaul = ({ haulId, signal }: { haulId: string; signal?: AbortSignal }) =>
  apiRequest(`/haul/${haulId}/`, { schema: HaulSchema, signal });

export const haulQueryOptions = (haulId: string | null) =>
  queryOptions({
    queryKey: haulQueryKey(haulId ?? ''),
    queryFn: ({ signal }) => getHaul({ haulId: haulId ?? '', signal }),
    enabled: haulId !== null,
  });

export const useHaul = (haulId: string | null) => useQuery(haulQueryOptions(haulId));
