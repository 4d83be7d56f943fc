import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * In-app notifications (new message, new bid, driver accepted, driver confirmed, payment, delivery, review), kept
 * when the user's `recieve_app_notification` is on and pushed over the WebSocket. Named notices because the spec's
 * Notification is a driver's saved search.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Parameters of the notice's translated text (haul title, amount, driver name...). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The web path the notice opens, e.g. `/job/{id}`. */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_notices_user_created_idx').on(table.userId, table.createdAt),
    index('user_notices_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
