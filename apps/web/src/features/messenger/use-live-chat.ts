import { useQueryClient } from '@tanstack/react-query';
import { chatQueryKey } from '../../shared/chat/chat-api';
import { useRealtimeEvent } from '../../shared/realtime/use-realtime-event';

/**
 * A message arriving over the WebSocket for the conversation on screen: it is read again rather than appended, so
 * it shows merged and masked as the server keeps it, and reading it marks it read (the badges drop at once).
 * The list and the badges are refreshed for every screen by RealtimeSync.
 */
export const useLiveChat = (chatId: string): void => {
  const queryClient = useQueryClient();
  useRealtimeEvent('chat_message', (event) => {
    if (event.chat_id === chatId) void queryClient.invalidateQueries({ queryKey: chatQueryKey(chatId) });
  });
};
