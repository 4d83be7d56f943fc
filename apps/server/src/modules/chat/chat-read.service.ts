import type { Chat } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { publishRealtime } from '../../platform/realtime/publish';
import { markChatNoticesRead } from '../notices';
import {
  type ChatRow,
  findSupportChat,
  listMemberChats,
  listStaffIds,
  markMemberRead,
  markStaffRead,
} from './chat.repository';
import { loadReadableChat } from './chat-access';
import type { ChatContext } from './chat-context';
import { openSupportChat } from './chat-start.service';
import { viewChat, viewChats } from './chat-view';

/** The messenger lists this many conversations; older ones are rare enough to leave out. */
const LIST_LIMIT = 200;

/**
 * `GET /chat/`: the user's conversations, newest message first, each with its last merged message. A registered
 * user who never had a support conversation gets one here, so "Support" is always in the list (and the welcome
 * the web counts as unread until it is opened has somewhere to be read).
 */
export const listChats = async (ctx: ChatContext, user: UserRow): Promise<Chat[]> => {
  if (!user.isStaff && !(await findSupportChat(ctx.db, { userId: user.id, orClosed: true }))) {
    await openSupportChat(ctx, user);
  }
  const chats = await listMemberChats(ctx.db, { userId: user.id, limit: LIST_LIMIT });
  return viewChats(ctx.db, { chats, reader: user, messages: 'last' });
};

/**
 * Marks the conversation read by `user` up to now: their own read mark when they are a member, and for staff on a
 * support conversation the team's, and the reader's bell notices of its new messages. Everyone whose badge changed is
 * told to refresh it when this commits.
 */
export const markChatRead = async (ctx: ChatContext, { user, chat }: { user: UserRow; chat: ChatRow }) => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await markMemberRead(tx, { chatId: chat.id, userId: user.id, at: now, join: false });
    await markChatNoticesRead(tx, { userId: user.id, chatId: chat.id, at: now });
    const isTeamRead = user.isStaff && chat.kind === 'support';
    if (isTeamRead) await markStaffRead(tx, { chatId: chat.id, at: now });
    await publishRealtime(tx, isTeamRead ? [user.id, ...(await listStaffIds(tx))] : [user.id], { type: 'view_times' });
  });
};

/** `GET /chat/{id}/`: the whole conversation, merged; opening it marks it read for the reader. */
export const readChat = async (ctx: ChatContext, { user, chatId }: { user: UserRow; chatId: string }) => {
  const { chat } = await loadReadableChat(ctx.db, user, chatId);
  await markChatRead(ctx, { user, chat });
  return viewChat(ctx.db, { chat, reader: user });
};
