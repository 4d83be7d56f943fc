import {
  type ChatKind,
  type MassMessageBody,
  MassMessageResultSchema,
  StaffChatPageSchema,
  StaffChatSchema,
} from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** Every staff view of conversations: one invalidation refreshes the inbox, the audit search and open ones. */
export const STAFF_CHATS_KEY = ['staff', 'chats'] as const;

export const staffChatQueryKey = (chatId: string) => [...STAFF_CHATS_KEY, 'one', chatId] as const;

export type StaffChatsFilter = { kind: ChatKind; q: string; page: number };

/** GET /admin/chats/: one kind of conversation (support by default), newest first, optionally matching `q`. */
const staffChatsQueryOptions = (filter: StaffChatsFilter) =>
  queryOptions({
    queryKey: [...STAFF_CHATS_KEY, 'list', filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ kind: filter.kind, page: String(filter.page) });
      if (filter.q.trim() !== '') query.set('q', filter.q.trim());
      return apiRequest(`/admin/chats/?${query}`, { schema: StaffChatPageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useStaffChats = (filter: StaffChatsFilter) => useQuery(staffChatsQueryOptions(filter));

/**
 * GET /admin/chats/{id}/: any conversation with the unmasked originals; reading a support conversation marks it
 * read for the whole team, so the inbox is read again after it.
 */
export const useStaffChat = (chatId: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: staffChatQueryKey(chatId),
    queryFn: async ({ signal }) => {
      const chat = await apiRequest(`/admin/chats/${encodeURIComponent(chatId)}/`, { schema: StaffChatSchema, signal });
      void queryClient.invalidateQueries({ queryKey: [...STAFF_CHATS_KEY, 'list'] });
      return chat;
    },
  });
};

/** PUT /admin/chats/{id}/close/ (the user can no longer reply) or /reopen/. */
export const useSetChatOpen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, isOpen }: { chatId: string; isOpen: boolean }) =>
      apiRequest(`/admin/chats/${encodeURIComponent(chatId)}/${isOpen ? 'reopen' : 'close'}/`, {
        method: 'PUT',
        schema: StaffChatSchema,
      }),
    onSuccess: (chat) => queryClient.setQueryData(staffChatQueryKey(chat.id), chat),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...STAFF_CHATS_KEY, 'list'] }),
  });
};

/** POST /admin/mass_messages/: a read-only announcement to each member of a group; answers how many got it. */
export const useSendMassMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MassMessageBody) =>
      apiRequest('/admin/mass_messages/', { method: 'POST', body, schema: MassMessageResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_CHATS_KEY }),
  });
};
