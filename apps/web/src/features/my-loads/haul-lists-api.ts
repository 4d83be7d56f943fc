import { HaulPageSchema } from '@freight/domain';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** My Loads' three lists and their endpoints (spec 7: GET /haul/draft/, /haul/, /haul/haul_history/). */
const HAUL_LIST_PATHS = { drafts: '/haul/draft/', active: '/haul/', history: '/haul/haul_history/' } as const;
export type HaulList = keyof typeof HAUL_LIST_PATHS;
export const HAUL_LISTS = Object.keys(HAUL_LIST_PATHS) as HaulList[];

export const PAGE_SIZE = 10;

const haulListQuery = (list: HaulList, page: number) => ({
  queryKey: ['hauls', list, page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(`${HAUL_LIST_PATHS[list]}?page=${page}&page_size=${PAGE_SIZE}`, { schema: HaulPageSchema, signal }),
});

export const useHaulList = (list: HaulList, page: number, isEnabled: boolean) =>
  useQuery({ ...haulListQuery(list, page), enabled: isEnabled, placeholderData: keepPreviousData });

/**
 * How many loads each list holds, from the first pages the lists themselves show (the same queries, so opening a
 * tab costs nothing more); undefined until all three have answered. A list that failed counts as empty here: its
 * own tab says it could not be loaded.
 */
export const useHaulListCounts = (isEnabled: boolean): Record<HaulList, number> | undefined =>
  useQueries({
    queries: HAUL_LISTS.map((list) => ({ ...haulListQuery(list, 1), enabled: isEnabled })),
    combine: (results) =>
      results.some((result) => result.isPending)
        ? undefined
        : (Object.fromEntries(HAUL_LISTS.map((list, index) => [list, results[index]?.data?.count ?? 0])) as Record<
            HaulList,
            number
          >),
  });
