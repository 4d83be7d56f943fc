import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/new-id';

/** UUIDv7 made by the app: time-ordered for index locality, not enumerable like a serial. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
