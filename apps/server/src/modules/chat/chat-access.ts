import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { type ChatRow, findChat, findMembership, type MemberRow } from './chat.repository';

export const NO_CHAT = 'No such conversation.';

export type ReadableChat = { chat: ChatRow; membership: MemberRow | null };

/**
 * A conversation its members and staff may read and write in (spec 1: staff may read chats). Anyone else is told it
 * does not exist, so ids reveal nothing.
 */
export const loadReadableChat = async (db: Database, user: UserRow, chatId: string): Promise<ReadableChat> => {
  const chat = await findChat(db, chatId);
  if (!chat) throw new AppError('not_found', NO_CHAT);
  const membership = await findMembership(db, { chatId, userId: user.id });
  if (!membership && !user.isStaff) throw new AppError('not_found', NO_CHAT);
  return { chat, membership };
};
