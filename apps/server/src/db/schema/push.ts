import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * Browsers that agreed to show this product's notifications (the Push API): one row per device, found again by its
 * push-service endpoint, which is unique per browser profile. A push service's 404/410 deletes the row; a device whose
 * user logs in as someone else moves to that user (the endpoint is the browser's, not the account's).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (FCM, Mozilla autopush, Apple, Windows): a capability, never logged. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url, that every payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's User-Agent when it subscribed, so a user can tell their devices apart. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
