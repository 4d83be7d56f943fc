import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The server's secrets for signing links (the load-alert unsubscribe link), one per purpose, made at first use and
 * shared by every server process through the database, so a link stays valid across restarts and machines without
 * a secret to configure.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
