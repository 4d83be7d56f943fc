import type { CreateChatBody } from '@freight/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { paths } from '../navigation/paths';

/** Every conversation query starts with this key, so one invalidation refreshes the list and open chats alike. */
export const CHATS_KEY = ['chats'] as const;

export const chatQueryKey = (chatId: string) => [...CHATS_KEY, 'one', chatId] as const;

/** GET /chat/: the user's conversations, newest first, each with its last message. */
export const chatsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...CHATS_KEY, 'list', userId],
    queryFn: ({ signal }) => apiRequest('/chat/', { schema: lazySchema('ChatListSchema'), signal }),
    enabled: userId !== undefined,
  });

/**
 * GET /chat/{id}/: the whole conversation. The server marks it read for the reader on every read, so the unread
 * counts (the list's and the badges') are asked again once it has answered.
 */
export const chatQueryOptions = ({ chatId, queryClient }: { chatId: string; queryClient: QueryClient }) =>
  queryOptions({
    queryKey: chatQueryKey(chatId),
    queryFn: async ({ signal }) => {
      const chat = await apiRequest(`/chat/${encodeURIComponent(chatId)}/`, {
        schema: lazySchema('ChatSchema'),
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: ['view-times'] });
      void queryClient.invalidateQueries({ queryKey: [...CHATS_KEY, 'list'] });
      return chat;
    },
  });

/**
 * POST /chat/, then the conversation opens: the one about a load (a driver with its shipper, or the shipper with
 * `driver_id`), or the support conversation (`admin: true`). The server reuses a conversation that exists, so
 * asking twice is safe. `replace` keeps a stand-in address (messenger/support) out of the history.
 */
export const useStartChat = ({ replace = false }: { replace?: boolean } = {}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateChatBody) =>
      apiRequest('/chat/', { method: 'POST', body, schema: lazySchema('ChatSchema') }),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatQueryKey(chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: [...CHATS_KEY, 'list'] });
      navigate(paths.messenger.chat.getHref({ chatId: chat.id }), { replace });
    },
  });
};
