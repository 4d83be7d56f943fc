import { HaulPageSchema, HaulSchema } from '@freight/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** My Loads' three lists and their endpoints (spec 7: GET /haul/draft/, /haul/, /haul/haul_history/). */
export const HAUL_LIST_PATHS = { drafts: '/haul/draft/', active: '/haul/', history: '/haul/haul_history/' } as const;
export type HaulList = keyof typeof HAUL_LIST_PATHS;

export const PAGE_SIZE = 10;

export const useHaulList = (list: HaulList, page: number, isEnabled: boolean) =>
  useQuery({
    queryKey: ['hauls', list, page],
    queryFn: ({ signal }) =>
      apiRequest(`${HAUL_LIST_PATHS[list]}?page=${page}&page_size=${PAGE_SIZE}`, { schema: HaulPageSchema, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

/**
 * POST /haul/{id}/resume/: a deleted load back as a draft. The answer is the whole haul, so its page shows it at
 * once; the lists it leaves and joins are asked again.
 */
export const useBringBack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (haulId: string) => apiRequest(`/haul/${haulId}/resume/`, { method: 'POST', schema: HaulSchema }),
    onSuccess: (haul) => {
      queryClient.setQueryData(haulQueryKey(haul.id), haul);
      return queryClient.invalidateQueries({ queryKey: ['hauls'] });
    },
  });
};
