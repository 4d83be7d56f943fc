import { ChatSchema, type SendChatMessageBody, StaffChatSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { CHATS_KEY, chatQueryKey } from '../../shared/chat/chat-api';
import { uploadPictures } from '../../shared/pictures/upload-pictures';
import { STAFF_CHATS_KEY, staffChatQueryKey } from './staff/staff-chats-api';

/** A failed picture upload has the spec's own message (spec 8), apart from a refused message. */
export const PICTURE_UPLOAD_FAILED = 'picture_upload_failed';

const uploadChatPictures = async (files: File[]) => {
  try {
    return await uploadPictures({ model: { purpose: 'chat' }, files });
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    throw new ApiRequestError({ status, code: PICTURE_UPLOAD_FAILED, detail: 'The pictures were not uploaded.' });
  }
};

export type OutgoingMessage = { text: string; files: File[] };

export type SendMessageOptions = {
  chatId: string;
  /** Staff answer through the staff endpoint, which also writes into a closed conversation and answers with originals. */
  asStaff?: boolean;
};

const sendAsUser = ({ chatId, body }: { chatId: string; body: SendChatMessageBody }) =>
  apiRequest(`/chat/${encodeURIComponent(chatId)}/`, { method: 'PATCH', body, schema: ChatSchema });

const sendAsStaff = ({ chatId, body }: { chatId: string; body: SendChatMessageBody }) =>
  apiRequest(`/admin/chats/${encodeURIComponent(chatId)}/`, { method: 'PATCH', body, schema: StaffChatSchema });

/**
 * PATCH /chat/{id}/ (or /admin/chats/{id}/ for staff): the pictures go up first (POST /picture/, purpose chat), then
 * the message names them. The answer is the conversation as stored (merged, masked) and replaces what is shown;
 * after a refusal (423: read-only) it is read again, so the page shows it as it now is.
 */
export const useSendMessage = ({ chatId, asStaff = false }: SendMessageOptions) => {
  const queryClient = useQueryClient();
  const shownAt = asStaff ? staffChatQueryKey(chatId) : chatQueryKey(chatId);
  const listKey = asStaff ? [...STAFF_CHATS_KEY, 'list'] : [...CHATS_KEY, 'list'];
  return useMutation({
    mutationFn: async ({ text, files }: OutgoingMessage) => {
      const pictures = files.length > 0 ? await uploadChatPictures(files) : [];
      const body: SendChatMessageBody = {
        message_body: text,
        picture: pictures.length > 0,
        picture_ids: pictures.map((picture) => picture.id),
      };
      return asStaff ? sendAsStaff({ chatId, body }) : sendAsUser({ chatId, body });
    },
    onSuccess: (chat) => queryClient.setQueryData(shownAt, chat),
    onError: () => queryClient.invalidateQueries({ queryKey: shownAt }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
};
