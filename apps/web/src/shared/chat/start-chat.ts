import { ChatSchema, type CreateChatBody } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api/api-client';
import { paths } from '../navigation/paths';
import { CHATS_KEY, chatQueryKey } from './chat-queries';

/**
 * POST /chat/, then the conversation opens: the one about a load (a driver with its shipper, or the shipper with
 * `driver_id`), or the support conversation (`admin: true`). The server reuses a conversation that exists, so
 * asking twice is safe. `replace` keeps a stand-in address (messenger/support) out of the history.
 */
export const useStartChat = ({ replace = false }: { replace?: boolean } = {}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateChatBody) => apiRequest('/chat/', { method: 'POST', body, schema: ChatSchema }),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatQueryKey(chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: [...CHATS_KEY, 'list'] });
      navigate(paths.messenger.chat.getHref({ chatId: chat.id }), { replace });
    },
  });
};
