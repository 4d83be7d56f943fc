import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { STAFF_CHATS_KEY, staffChatQueryKey } from './staff-chats-api';

/** A message arriving in a conversation staff have open (or in the inbox's list) shows without a reload. */
export const useLiveStaffChats = (): void => {
  const queryClient = useQueryClient();
  useRealtimeEvent('chat_message', (event) => {
    void queryClient.invalidateQueries({ queryKey: [...STAFF_CHATS_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: staffChatQueryKey(event.chat_id) });
  });
};
