import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { staffAuditLog, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Reads of the staff audit trail (the hook in admin-console.ts writes it). */

/** Successful requests to one admin route for these targets, oldest first, with who made them. */
export const listSucceededActions = (
  db: Database,
  { route, targetIds, newestFirst = false }: { route?: string; targetIds: string[]; newestFirst?: boolean },
) =>
  targetIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          targetId: staffAuditLog.targetId,
          action: staffAuditLog.action,
          statusCode: staffAuditLog.statusCode,
          detail: staffAuditLog.detail,
          createdAt: staffAuditLog.createdAt,
          staff: { id: users.id, name: users.name, email: users.email, telephone: users.telephone },
        })
        .from(staffAuditLog)
        .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
        .where(
          and(
            inArray(staffAuditLog.targetId, targetIds),
            route ? eq(staffAuditLog.route, route) : undefined,
            // Only what changed something: successful writes, not reads or refusals.
            inArray(staffAuditLog.method, ['POST', 'PUT', 'PATCH', 'DELETE']),
            inArray(staffAuditLog.statusCode, [200, 201, 204]),
          ),
        )
        .orderBy(
          newestFirst ? desc(staffAuditLog.createdAt) : asc(staffAuditLog.createdAt),
          newestFirst ? desc(staffAuditLog.id) : asc(staffAuditLog.id),
        )
        .limit(200);
