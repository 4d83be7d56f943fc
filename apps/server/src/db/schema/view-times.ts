import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** When each user last opened the load search and My Loads; counts of what is newer are shown as badges. */
export const viewTimes = pgTable('view_times', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postedSeenAt: timestamp('posted_seen_at', { withTimezone: true }),
  selfSeenAt: timestamp('self_seen_at', { withTimezone: true }),
});
