import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/** Every staff request to an admin endpoint: who, what, when, and how it ended. Rows are never updated. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: idColumn(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    /** The route pattern (`/api/admin/hauls/:id/cancel/`), not the raw URL, so tokens in queries never land here. */
    route: text('route').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    statusCode: integer('status_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt),
    index('staff_audit_log_staff_idx').on(table.staffUserId, table.createdAt),
  ],
);
