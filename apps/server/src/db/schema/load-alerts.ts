import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

export const notificationState = pgEnum('notification_state', ['active', 'paused']);

/**
 * Spec 3, Notification (id, state): a driver's saved search that alerts them to new matching loads while `active`.
 * `filters` holds the same query the search takes (`GET /haul/search/`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    state: notificationState('state').notNull().default('active'),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One alert of one new load to one driver. Premium drivers' alerts are visible at once, basic drivers' after the
 * configured delay (`visible_at`); email and SMS go out once visible, claimed row by row so two servers never send
 * the same alert twice.
 */
export const loadAlerts = pgTable(
  'load_alerts',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved search that matched, or null when the driver's regions did. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    reason: text('reason').notNull().default('region'),
  },
  (table) => [
    uniqueIndex('load_alerts_haul_user_key').on(table.haulId, table.userId),
    index('load_alerts_user_visible_idx').on(table.userId, table.visibleAt),
    index('load_alerts_unsent_idx').on(table.visibleAt).where(sql`${table.sentAt} is null`),
  ],
);
