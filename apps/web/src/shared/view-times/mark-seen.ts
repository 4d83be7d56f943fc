import { type SeenList, ViewTimesListSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/session-provider';
import { viewTimesQueryOptions } from './get-view-times';

/**
 * Records that a registered user opened the load search ('posted') or My Loads ('self'), so that list's badge
 * clears; the answer carries the new counts straight into the badges.
 */
export const useMarkSeen = (list: SeenList): void => {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'registered' ? user?.id : undefined;
  const { mutate } = useMutation({
    mutationFn: () => apiRequest('/view_times/seen/', { method: 'POST', body: { list }, schema: ViewTimesListSchema }),
    onSuccess: ([counts]) => {
      if (counts) queryClient.setQueryData(viewTimesQueryOptions(userId).queryKey, counts);
    },
  });
  useEffect(() => {
    if (userId) mutate();
  }, [userId, mutate]);
};
