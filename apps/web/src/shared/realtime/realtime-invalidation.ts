import type { RealtimeEvent } from '@freight/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CHATS_KEY, chatQueryKey } from '../chat/chat-api';
import { haulQueryKey } from '../hauls/haul-api';
import { viewTimesQueryOptions } from '../view-times/view-times-api';

/** Badge counts. */
const VIEW_TIMES: QueryKey = ['view-times'];
/** My Loads, the dashboard's lists, the driver's loads and new-load alerts. */
const HAUL_LISTS: QueryKey = ['hauls'];
/** Load search results and the driver's alerts and saved searches beside them. */
const SEARCH: QueryKey = ['haul-search'];
const CHAT_LIST: QueryKey = [...CHATS_KEY, 'list'];

const invalidate = (queryClient: QueryClient, ...keys: QueryKey[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * What an event pushed over the WebSocket makes stale in the shared caches; screens on show refetch at once. A chat
 * message only marks an open conversation stale without refetching it: the messenger adds the message itself
 * (useRealtimeEvent), and a conversation read later is fetched afresh anyway.
 */
export const applyRealtimeEvent = (queryClient: QueryClient, event: RealtimeEvent, userId: string): void => {
  switch (event.type) {
    case 'view_times':
      if (event.view_times) queryClient.setQueryData(viewTimesQueryOptions(userId).queryKey, event.view_times);
      else invalidate(queryClient, VIEW_TIMES);
      return;
    case 'chat_message':
      invalidate(queryClient, VIEW_TIMES, CHAT_LIST);
      void queryClient.invalidateQueries({ queryKey: chatQueryKey(event.chat_id), refetchType: 'none' });
      return;
    case 'haul_status':
      invalidate(queryClient, haulQueryKey(event.haul_id), HAUL_LISTS, SEARCH, VIEW_TIMES);
      return;
    case 'load_alert':
      invalidate(queryClient, [...HAUL_LISTS, 'alerts'], SEARCH, VIEW_TIMES);
      return;
    case 'notice':
      invalidate(queryClient, VIEW_TIMES);
      return;
    default:
      event satisfies never;
  }
};

/**
 * The socket is back after a gap (network loss, server restart): events of the gap are lost, so everything they
 * would have refreshed is refetched.
 */
export const refreshAfterRealtimeGap = (queryClient: QueryClient): void => {
  invalidate(queryClient, VIEW_TIMES, CHATS_KEY, HAUL_LISTS, SEARCH, ['haul']);
};
