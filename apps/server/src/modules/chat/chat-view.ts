import {
  type Chat,
  type ChatMessage,
  mergeChatMessages,
  type SingleChatMessage,
  SUPPORT_WELCOME_MESSAGE,
  SUPPORT_WELCOME_USER,
} from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { picturePaths, profilePictureOf } from '../pictures';
import { type ChatRow, findMakeModels, listMemberUsers, type MemberUser } from './chat.repository';
import {
  countUnreadByChat,
  listMessagePictures,
  listMessages,
  listRecentMessages,
  type MessagePicture,
  type MessageRow,
  type Reader,
} from './chat-messages.repository';

/** A list shows each chat's last merged message; this many recent messages are merged to find it. */
const RECENT_PER_CHAT = 20;

const toPicture = (picture: MessagePicture) => ({
  id: picture.id,
  ...picturePaths(picture.id),
  width: picture.width,
  height: picture.height,
});

/** A stored message as `reader` sees it: the masked text for everyone, the original for staff only. */
export const toSingleMessage = (
  row: MessageRow,
  { reader, pictures }: { reader: Reader; pictures: MessagePicture[] },
): SingleChatMessage => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  user: row.authorUserId,
  message_body: row.body,
  ...(reader.isStaff && { original_body: row.originalBody }),
  ...(row.originalBody !== null && { masked: true }),
  pictures: pictures.map(toPicture),
});

const welcomeFor = (chat: ChatRow): ChatMessage => ({
  ids: [],
  created: chat.createdAt.toISOString(),
  user: SUPPORT_WELCOME_USER,
  message_body: SUPPORT_WELCOME_MESSAGE,
  pictures: [],
});

const toPublicUser = (member: MemberUser) => ({
  id: member.id,
  name: member.name,
  member_since: member.createdAt.toISOString(),
  is_driver: member.isDriver,
  picture: profilePictureOf(member.profilePictureId),
});

/** Appends in place: copying the group for each item made a conversation's answer quadratic in its length. */
const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * The chats as `reader` sees them (spec 3, Chat), with every message merged (`full`) or only the last merged one
 * (`last`, for lists). Support chats start with the team's welcome, which is never unread.
 */
export const viewChats = async (
  db: Database,
  { chats, reader, messages }: { chats: ChatRow[]; reader: Reader; messages: 'full' | 'last' },
): Promise<Chat[]> => {
  const chatIds = chats.map((chat) => chat.id);
  const haulIds = chats.flatMap((chat) => (chat.haulId ? [chat.haulId] : []));
  const [rows, members, unread, makeModels] = await Promise.all([
    messages === 'full' && chats[0]
      ? listMessages(db, chats[0].id)
      : listRecentMessages(db, { chatIds, perChat: RECENT_PER_CHAT }),
    listMemberUsers(db, chatIds),
    countUnreadByChat(db, { reader, chatIds }),
    findMakeModels(db, haulIds),
  ]);
  const pictures = groupBy(
    await listMessagePictures(
      db,
      rows.map((row) => row.id),
    ),
    (picture) => picture.messageId,
  );
  const messagesByChat = groupBy(rows, (row) => row.chatId);
  const membersByChat = groupBy(members, (member) => member.chatId);
  return chats.map((chat) => {
    const singles = (messagesByChat.get(chat.id) ?? []).map((row) =>
      toSingleMessage(row, { reader, pictures: pictures.get(row.id) ?? [] }),
    );
    const merged = [...(chat.kind === 'support' ? [welcomeFor(chat)] : []), ...mergeChatMessages(singles)];
    return {
      id: chat.id,
      kind: chat.kind,
      users: (membersByChat.get(chat.id) ?? []).map(toPublicUser),
      haul_id: chat.haulId,
      haul_make_model: chat.haulId ? (makeModels.get(chat.haulId) ?? null) : null,
      messages: messages === 'full' ? merged : merged.slice(-1),
      unread: unread.get(chat.id) ?? 0,
      can_repond: chat.canRespond,
      mass: chat.kind === 'mass',
      title: chat.title,
      last_message_at: chat.lastMessageAt.toISOString(),
    };
  });
};

export const viewChat = async (db: Database, { chat, reader }: { chat: ChatRow; reader: Reader }): Promise<Chat> => {
  const [view] = await viewChats(db, { chats: [chat], reader, messages: 'full' });
  if (!view) throw new Error('a chat view was asked for and none came back');
  return view;
};
