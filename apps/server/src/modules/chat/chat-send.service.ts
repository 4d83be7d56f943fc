import {
  CHAT_READ_ONLY_MESSAGE,
  maskContactDetails,
  mergeChatMessages,
  type SendChatMessageBodySchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { publishRealtime } from '../../platform/realtime/publish';
import {
  type ChatRow,
  listMemberIds,
  listStaffIds,
  markMemberRead,
  markStaffRead,
  updateChat,
} from './chat.repository';
import { loadReadableChat } from './chat-access';
import type { ChatContext } from './chat-context';
import { findPictureOwners, insertMessage, listMessagePictures } from './chat-messages.repository';
import { toSingleMessage } from './chat-view';

const AS_OTHERS_SEE_IT = { id: '', isStaff: false };

export type SendChatMessageBody = z.output<typeof SendChatMessageBodySchema>;

/** What a sent message leaves behind, for whatever else must follow a message (notices by app, email, SMS). */
export type SentChatMessage = { chat: ChatRow; messageId: string; recipientIds: string[] };

const refusePicture = (message: string) =>
  new AppError('validation_failed', message, fieldError('picture_ids', 'picture_not_usable', message));

/** Pictures in a message must be the sender's own uploads made for chat (`POST /picture/` with purpose `chat`). */
const checkPictures = async (db: Database, { user, pictureIds }: { user: UserRow; pictureIds: string[] }) => {
  const owners = await findPictureOwners(db, pictureIds);
  if (owners.length !== pictureIds.length || owners.some((picture) => picture.ownerId !== user.id)) {
    throw refusePicture('Add only pictures you uploaded.');
  }
  if (owners.some((picture) => picture.purpose !== 'chat')) {
    throw refusePicture('Upload the picture for chat first.');
  }
};

/**
 * Who hears of a new message: the other members, and for a support conversation every staff member (staff answer
 * as a team, without being members until they reply).
 */
const recipientsOf = async (db: Database, { chat, senderId }: { chat: ChatRow; senderId: string }) => {
  const members = await listMemberIds(db, chat.id);
  const staff = chat.kind === 'support' ? await listStaffIds(db) : [];
  return [...new Set([...members, ...staff])].filter((id) => id !== senderId);
};

/**
 * `PATCH /chat/{id}/`: one message from `user` into the conversation. A read-only conversation refuses users with
 * 423 `user_cant_respond` (spec 8); staff may still write. Users' contact details are masked before anyone sees
 * them (the original is kept for staff); staff's text is kept as written. A staff member writing joins the
 * conversation. The message and the recipients' badge refresh go out over the realtime channel when the
 * transaction commits, as the other users see the message (masked).
 */
export const sendChatMessage = async (
  ctx: ChatContext,
  { user, chatId, body }: { user: UserRow; chatId: string; body: SendChatMessageBody },
): Promise<SentChatMessage> => {
  const { chat } = await loadReadableChat(ctx.db, user, chatId);
  if (!chat.canRespond && !user.isStaff) throw new AppError('user_cant_respond', CHAT_READ_ONLY_MESSAGE);
  const pictureIds = [...new Set(body.picture_ids)];
  await checkPictures(ctx.db, { user, pictureIds });
  const now = ctx.clock.now();
  const masked = user.isStaff ? { text: body.message_body, isMasked: false } : maskContactDetails(body.message_body);
  const sent = await ctx.db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      message: {
        chatId,
        authorUserId: user.id,
        body: masked.text,
        originalBody: masked.isMasked ? body.message_body : null,
        createdAt: now,
      },
      pictureIds,
    });
    await updateChat(tx, chatId, { lastMessageAt: now });
    // The sender has read everything up to their own message; staff answering a user read it for the team.
    await markMemberRead(tx, { chatId, userId: user.id, at: now, join: user.isStaff });
    if (user.isStaff && chat.kind === 'support') await markStaffRead(tx, { chatId, at: now });
    const recipientIds = await recipientsOf(tx, { chat, senderId: user.id });
    const pictures = await listMessagePictures(tx, [row.id]);
    // What the others see: the masked text, never the original (staff fetch that when they open the chat).
    const [message] = mergeChatMessages([toSingleMessage(row, { reader: AS_OTHERS_SEE_IT, pictures })]);
    if (message) await publishRealtime(tx, recipientIds, { type: 'chat_message', chat_id: chatId, message });
    await publishRealtime(tx, [...recipientIds, user.id], { type: 'view_times' });
    return { chat: { ...chat, lastMessageAt: now }, messageId: row.id, recipientIds };
  });
  await ctx.afterMessage?.(sent);
  return sent;
};
