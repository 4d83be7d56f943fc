import { HaulPageSchema } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** My Loads' three lists and their endpoints (spec 7: GET /haul/draft/, /haul/, /haul/haul_history/). */
const HAUL_LIST_PATHS = { drafts: '/haul/draft/', active: '/haul/', history: '/haul/haul_history/' } as const;
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
