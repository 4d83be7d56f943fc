import { type SeenList, VIEW_TIMES_POLL_MS, type ViewTimes } from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { useSession } from '../session/session-provider';

const NOTHING_NEW: ViewTimes = { message_count: 0, posted_count: 0, self_count: 0 };

/** Spec section 7: a list, of which the first item is used. */
const getViewTimes = async ({ signal }: { signal?: AbortSignal }): Promise<ViewTimes> => {
  const [first] = await apiRequest('/view_times/', { schema: lazySchema('ViewTimesListSchema'), signal });
  return first ?? NOTHING_NEW;
};

export const viewTimesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['view-times', userId],
    queryFn: getViewTimes,
    enabled: userId !== undefined,
    // Spec section 9: every 5 minutes; realtime pushes (chat) refresh it sooner by invalidating this key.
    refetchInterval: VIEW_TIMES_POLL_MS,
    staleTime: VIEW_TIMES_POLL_MS,
  });

/** The badge counts of a registered user; temporary visitors are not polled (spec section 9) and see none. */
export const useViewTimes = (): ViewTimes => {
  const { status, user } = useSession();
  const { data } = useQuery(viewTimesQueryOptions(status === 'registered' ? user?.id : undefined));
  return data ?? NOTHING_NEW;
};

/**
 * Records that a registered user opened the load search ('posted') or My Loads ('self'), so that list's badge
 * clears; the answer carries the new counts straight into the badges.
 */
export const useMarkSeen = (list: SeenList): void => {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'registered' ? user?.id : undefined;
  const { mutate } = useMutation({
    mutationFn: () =>
      apiRequest('/view_times/seen/', { method: 'POST', body: { list }, schema: lazySchema('ViewTimesListSchema') }),
    onSuccess: ([counts]) => {
      if (counts) queryClient.setQueryData(viewTimesQueryOptions(userId).queryKey, counts);
    },
  });
  useEffect(() => {
    if (userId) mutate();
  }, [userId, mutate]);
};
