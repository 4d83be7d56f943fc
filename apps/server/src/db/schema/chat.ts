import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { pictures } from './pictures';
import { users } from './users';

/**
 * `haul`: a load's shipper and one driver who accepted or bid on it. `support`: a user and the staff (any staff
 * member may answer). `mass`: a staff announcement to one recipient of a group, read-only.
 */
export const chatKind = pgEnum('chat_kind', ['haul', 'support', 'mass']);

/** Spec 3, Chat (id, users, haul_id, haul_make_model, messages, unread, can_repond, mass, title). */
export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    kind: chatKind('kind').notNull(),
    haulId: uuid('haul_id').references(() => hauls.id, { onDelete: 'cascade' }),
    /** The driver of a haul chat, the user asking for support, or the recipient of a mass message. */
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** `can_repond` on the wire: false once staff close a support chat, and always for mass messages. */
    canRespond: boolean('can_respond').notNull().default(true),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff as a team have read a support chat up to here (a staff member need not be a member to answer). */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chats_haul_subject_key').on(table.haulId, table.subjectUserId).where(sql`${table.kind} = 'haul'`),
    uniqueIndex('chats_open_support_key')
      .on(table.subjectUserId)
      .where(sql`${table.kind} = 'support' and ${table.closedAt} is null`),
    index('chats_kind_last_message_idx').on(table.kind, table.lastMessageAt),
  ],
);

/** Who is in a chat and how far they have read; unread counts are the others' messages after `last_read_at`. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] }), index('chat_members_user_idx').on(table.userId)],
);

/**
 * One message as sent. `body` is what other users see (telephone numbers and email addresses masked);
 * `original_body` keeps the unmasked text for staff, only when masking changed something.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    originalBody: text('original_body'),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_chat_created_idx').on(table.chatId, table.createdAt)],
);

export const chatMessagePictures = pgTable(
  'chat_message_pictures',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.pictureId] })],
);
