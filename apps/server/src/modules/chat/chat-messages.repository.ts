import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMembers, chatMessagePictures, chatMessages, chats, pictures, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type MessageRow = typeof chatMessages.$inferSelect;
export type MessagePicture = { messageId: string; id: string; width: number; height: number };

/** A whole conversation, oldest first. */
export const listMessages = async (db: Database, chatId: string): Promise<MessageRow[]> =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

/**
 * The last `perChat` messages of each chat, oldest first: enough to merge each chat's last run for a list (a run
 * longer than that shows its last `perChat` messages merged).
 */
export const listRecentMessages = async (
  db: Database,
  { chatIds, perChat }: { chatIds: string[]; perChat: number },
): Promise<MessageRow[]> => {
  if (chatIds.length === 0) return [];
  const ranked = db
    .select({
      id: chatMessages.id,
      rank: sql<number>`row_number() over (partition by ${chatMessages.chatId} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc)`.as(
        'rank',
      ),
    })
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, chatIds))
    .as('ranked');
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(ranked, eq(ranked.id, chatMessages.id))
    .where(sql`${ranked.rank} <= ${perChat}`)
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((row) => row.message);
};

export const listMessagePictures = async (db: Database, messageIds: string[]): Promise<MessagePicture[]> => {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: chatMessagePictures.messageId,
      id: pictures.id,
      width: pictures.width,
      height: pictures.height,
    })
    .from(chatMessagePictures)
    .innerJoin(pictures, eq(pictures.id, chatMessagePictures.pictureId))
    .where(inArray(chatMessagePictures.messageId, messageIds))
    .orderBy(pictures.sortOrder, pictures.createdAt, pictures.id);
};

export const findPictureOwners = async (db: Database, pictureIds: string[]) => {
  if (pictureIds.length === 0) return [];
  return db
    .select({
      id: pictures.id,
      ownerId: pictures.ownerId,
      purpose: pictures.purpose,
      width: pictures.width,
      height: pictures.height,
      sortOrder: pictures.sortOrder,
      createdAt: pictures.createdAt,
    })
    .from(pictures)
    .where(inArray(pictures.id, pictureIds));
};

export type Reader = { id: string; isStaff: boolean };

const authors = alias(users, 'authors');
const readerMembers = alias(chatMembers, 'reader_members');

/**
 * Which messages are unread for `reader`: others' messages after the reader's own read mark in chats they are a
 * member of. Staff read support chats as a team: there, the users' messages after `staff_read_at` count instead
 * (never a colleague's reply). Needs chats, authors and the reader's membership joined (`joinedForReader`).
 */
const unreadFor = (reader: Reader): SQL | undefined => {
  const asMember = and(
    isNotNull(readerMembers.userId),
    ne(chatMessages.authorUserId, reader.id),
    or(isNull(readerMembers.lastReadAt), gt(chatMessages.createdAt, readerMembers.lastReadAt)),
  );
  if (!reader.isStaff) return asMember;
  return or(
    and(ne(chats.kind, 'support'), asMember),
    and(
      eq(chats.kind, 'support'),
      eq(authors.isStaff, false),
      or(isNull(chats.staffReadAt), gt(chatMessages.createdAt, chats.staffReadAt)),
    ),
  );
};

const readerMembership = (reader: Reader) =>
  and(eq(readerMembers.chatId, chatMessages.chatId), eq(readerMembers.userId, reader.id));

/**
 * `message_count` of `GET /view_times/`: the reader's unread messages in all conversations. Counted in two parts
 * (what `unreadFor` says in one) so each part can start from an index: the reader's memberships, and for staff the
 * support chats.
 */
export const countUnreadMessages = async (db: Database, reader: Reader): Promise<number> => {
  const [asMember] = await db
    .select({ count: count() })
    .from(readerMembers)
    .innerJoin(chats, eq(chats.id, readerMembers.chatId))
    .innerJoin(chatMessages, eq(chatMessages.chatId, readerMembers.chatId))
    .where(
      and(
        eq(readerMembers.userId, reader.id),
        ne(chatMessages.authorUserId, reader.id),
        or(isNull(readerMembers.lastReadAt), gt(chatMessages.createdAt, readerMembers.lastReadAt)),
        reader.isStaff ? ne(chats.kind, 'support') : undefined,
      ),
    );
  if (!reader.isStaff) return asMember?.count ?? 0;
  const [asStaff] = await db
    .select({ count: count() })
    .from(chats)
    .innerJoin(chatMessages, eq(chatMessages.chatId, chats.id))
    .innerJoin(authors, eq(authors.id, chatMessages.authorUserId))
    .where(
      and(
        eq(chats.kind, 'support'),
        eq(authors.isStaff, false),
        or(isNull(chats.staffReadAt), gt(chatMessages.createdAt, chats.staffReadAt)),
      ),
    );
  return (asMember?.count ?? 0) + (asStaff?.count ?? 0);
};

/** Unread messages per conversation, for the chats given. */
export const countUnreadByChat = async (
  db: Database,
  { reader, chatIds }: { reader: Reader; chatIds: string[] },
): Promise<Map<string, number>> => {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({ chatId: chatMessages.chatId, count: count() })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .innerJoin(authors, eq(authors.id, chatMessages.authorUserId))
    .leftJoin(readerMembers, readerMembership(reader))
    .where(and(inArray(chatMessages.chatId, chatIds), unreadFor(reader)))
    .groupBy(chatMessages.chatId);
  return new Map(rows.map((row) => [row.chatId, row.count]));
};
