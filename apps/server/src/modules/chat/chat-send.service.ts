import {
  CHAT_READ_ONLY_MESSAGE,
  maskContactDetails,
  mergeChatMessages,
  type SendChatMessageBodySchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/db/new-id';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { type ChatRow, findChatWithAudience } from './chat.repository';
import { NO_CHAT } from './chat-access';
import type { ChatContext } from './chat-context';
import { findPictureOwners, type MessagePicture, type MessageRow } from './chat-messages.repository';
import { toSingleMessage } from './chat-view';
import { awaitMessageDurable, writeMessage } from './message-write.repository';

const AS_OTHERS_SEE_IT = { id: '', isStaff: false };

type SendChatMessageBody = z.output<typeof SendChatMessageBodySchema>;

type SendChatMessageOptions = { user: UserRow; chatId: string; body: SendChatMessageBody };

/** What a sent message leaves behind, for whatever else must follow a message (notices by app, email, SMS). */
export type SentChatMessage = { chat: ChatRow; messageId: string; recipientIds: string[] };

const refusePicture = (message: string) =>
  new AppError('validation_failed', message, fieldError('picture_ids', 'picture_not_usable', message));

/**
 * Pictures in a message must be the sender's own uploads made for chat (`POST /picture/` with purpose `chat`).
 * Returns them as the message shows them, in the order a conversation lists them.
 */
const checkPictures = async (
  db: Database,
  { user, pictureIds, messageId }: { user: UserRow; pictureIds: string[]; messageId: string },
): Promise<MessagePicture[]> => {
  const owners = await findPictureOwners(db, pictureIds);
  if (owners.length !== pictureIds.length || owners.some((picture) => picture.ownerId !== user.id)) {
    throw refusePicture('Add only pictures you uploaded.');
  }
  if (owners.some((picture) => picture.purpose !== 'chat')) {
    throw refusePicture('Upload the picture for chat first.');
  }
  return owners
    .toSorted(
      (a, b) =>
        a.sortOrder - b.sortOrder ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map(({ id, width, height }) => ({ messageId, id, width, height }));
};

/** The refusal for a user who may not write in `chat`; null when they may. Staff may write anywhere (spec 1). */
const refusalOf = (user: UserRow, found: { chat: ChatRow; isMember: boolean } | null): AppError | null => {
  // Anyone neither member nor staff is told the conversation does not exist.
  if (!found || (!found.isMember && !user.isStaff)) return new AppError('not_found', NO_CHAT);
  if (!found.chat.canRespond && !user.isStaff) return new AppError('user_cant_respond', CHAT_READ_ONLY_MESSAGE);
  return null;
};

/** Pictures that may not go in: refused as the conversation would refuse the sender first, then as pictures. */
const refusePictures = async (ctx: ChatContext, user: UserRow, chatId: string, refusal: AppError): Promise<never> => {
  const found = await findChatWithAudience(ctx.db, chatId);
  throw refusalOf(user, found && { chat: found.chat, isMember: found.memberIds.includes(user.id) }) ?? refusal;
};

/**
 * The message written and announced (the addressee's socket hears of it now), with what the sender's answer still
 * waits for: its notices and the flush, started together (the sender waits for the longer, not for both in turn).
 */
const writeChatMessage = async (
  ctx: ChatContext,
  { user, chatId, body }: SendChatMessageOptions,
): Promise<{ sent: SentChatMessage; notices: Promise<unknown>; durable: Promise<void> }> => {
  // Time-ordered like every id (db/schema/columns.ts), so messages of one instant keep the order they were sent in.
  const messageId = newId();
  const pictureIds = [...new Set(body.picture_ids)];
  let pictures: MessagePicture[] = [];
  if (pictureIds.length > 0) {
    try {
      pictures = await checkPictures(ctx.db, { user, pictureIds, messageId });
    } catch (error) {
      if (error instanceof AppError) await refusePictures(ctx, user, chatId, error);
      throw error;
    }
  }
  const now = ctx.clock.now();
  const masked = user.isStaff ? { text: body.message_body, isMasked: false } : maskContactDetails(body.message_body);
  const row: MessageRow = {
    id: messageId,
    chatId,
    authorUserId: user.id,
    body: masked.text,
    originalBody: masked.isMasked ? body.message_body : null,
    createdAt: now,
  };
  // What the others see: the masked text, never the original (staff fetch that when they open the chat).
  const [message] = mergeChatMessages([toSingleMessage(row, { reader: AS_OTHERS_SEE_IT, pictures })]);
  if (!message) throw new Error('a message merged into nothing');
  const outcome = await writeMessage(ctx.db, {
    message: row,
    pictureIds,
    isStaff: user.isStaff,
    chatMessageEvent: { type: 'chat_message', chat_id: chatId, message },
  });
  const refusal = refusalOf(user, outcome);
  if (refusal) throw refusal;
  if (!outcome?.isWritten) throw new Error('a message its sender may write was not written');
  const sent = { chat: { ...outcome.chat, lastMessageAt: now }, messageId, recipientIds: outcome.recipientIds };
  // The sender hears "sent" only once the message is on disk (its write did not wait for that).
  return { sent, notices: Promise.resolve(ctx.afterMessage?.(sent)), durable: awaitMessageDurable(ctx.db) };
};

/**
 * `PATCH /chat/{id}/`: one message from `user` into the conversation. A read-only conversation refuses users with
 * 423 `user_cant_respond` (spec 8); staff may still write. Users' contact details are masked before anyone sees
 * them (the original is kept for staff); staff's text is kept as written. A staff member writing joins the
 * conversation. The others (members, and every staff member for support) hear of it, masked, with a badge refresh
 * for everyone, over the realtime channel when the write commits. The message as others see it is made first, so
 * the checks, the write, its audience and its notifications are one statement (message-write.repository.ts).
 */
export const sendChatMessage = async (ctx: ChatContext, options: SendChatMessageOptions): Promise<SentChatMessage> => {
  const { sent, notices, durable } = await writeChatMessage(ctx, options);
  await Promise.all([notices, durable]);
  return sent;
};

/**
 * `sendChatMessage`, answered with what `answer` makes of the sent message (the conversation as the sender now sees
 * it). The answer is made beside the notices instead of after them, once the flush is done: making it (reading,
 * merging and checking the whole conversation) is milliseconds of this process's CPU, and started at once it ran
 * while the addressee's NOTIFY was arriving on this same event loop, delaying that delivery; the flush takes about
 * as long as the NOTIFY's trip. The answer still goes only once the notices are recorded and the message is on disk.
 */
export const sendChatMessageAnswering = async <TAnswer>(
  ctx: ChatContext,
  options: SendChatMessageOptions,
  answer: (sent: SentChatMessage) => Promise<TAnswer>,
): Promise<TAnswer> => {
  const { sent, notices, durable } = await writeChatMessage(ctx, options);
  const [, answered] = await Promise.all([notices, durable.then(() => answer(sent))]);
  return answered;
};
