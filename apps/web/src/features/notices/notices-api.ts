import { NoticePageSchema, NoticeUnreadSchema } from '@freight/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { useSession } from '../../shared/session/session-provider';

/** Every cached notices list; a pushed notice or a read marks them all stale. */
export const NOTICES_KEY = ['notices'] as const;

const PAGE_SIZE = 20;

const getNoticePage = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  apiRequest(`/notices/?page=${page}&page_size=${PAGE_SIZE}`, { schema: NoticePageSchema, signal });

/**
 * The caller's notices, newest first, a page at a time. Not polled: fetched when shown and refreshed by a pushed
 * notice (NoticeToasts) or a read. Only registered users have notices to show.
 */
export const useNotices = () => {
  const { status, user } = useSession();
  const userId = status === 'registered' ? user?.id : undefined;
  return useInfiniteQuery({
    queryKey: [...NOTICES_KEY, userId],
    queryFn: ({ pageParam, signal }) => getNoticePage({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
    enabled: userId !== undefined,
  });
};

/** PUT /notices/read/: the given notices, or all of them. */
export const useMarkNoticesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest('/notices/read/', { method: 'PUT', body: ids ? { ids } : {}, schema: NoticeUnreadSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
};
