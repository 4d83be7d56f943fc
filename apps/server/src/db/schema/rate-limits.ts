import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every server process (a per-process memory store would multiply the limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);

/**
 * Failure streaks behind progressive delays (platform/failure-delay.ts): how many failures in a row under a bucket
 * and when the last one was, which is when the next wait starts. A success or a quiet spell ends the streak.
 */
export const failureStreaks = pgTable('failure_streaks', {
  bucket: text('bucket').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});
