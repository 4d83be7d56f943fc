import type {
  AdminAuditPage,
  AdminAuditQuerySchema,
  AdminLeadPage,
  AdminOutboxPage,
  AdminOutboxQuerySchema,
} from '@freight/domain';
import { and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { hauls, loads, outboxMessages, places, staffAuditLog, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { toAdminPerson } from './admin-hauls.service';
import { containsPattern, dayRange, UUID_PATTERN } from './like-pattern';
import { redactMessageBody } from './outbox-redaction';

/** `GET /admin/outbox/`: emails and SMS the product sent (or failed to), newest first, one-time codes blanked. */
export const listOutbox = async (
  db: Database,
  query: z.output<typeof AdminOutboxQuerySchema>,
): Promise<AdminOutboxPage> => {
  const where = and(
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
    query.status ? eq(outboxMessages.status, query.status) : undefined,
    query.recipient ? ilike(outboxMessages.recipient, containsPattern(query.recipient)) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(outboxMessages).where(where),
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: redactMessageBody(row.body),
      kind: typeof row.meta.kind === 'string' ? row.meta.kind : null,
      status: row.status,
      error: row.error,
      created: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      provider_message_id: row.providerMessageId,
    })),
  };
};

const origin = alias(places, 'lead_origin');
const destination = alias(places, 'lead_destination');

/**
 * `GET /admin/leads/`: quotes that ended in "call the office" (spec 4: no quote), newest first, with whatever
 * contact the asker left: a temporary visitor has none until they register.
 */
export const listLeads = async (db: Database, query: { page: number; page_size: number }): Promise<AdminLeadPage> => {
  const where = eq(hauls.quoteOutcome, 'no_quote');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(hauls).where(where),
    db
      .select({
        haul: hauls,
        makeModel: loads.makeModel,
        origin: origin.name,
        destination: destination.name,
        user: { id: users.id, name: users.name, email: users.email, telephone: users.telephone, status: users.status },
      })
      .from(hauls)
      .innerJoin(users, eq(users.id, hauls.userId))
      .leftJoin(loads, eq(loads.haulId, hauls.id))
      .leftJoin(origin, and(eq(origin.haulId, hauls.id), eq(origin.role, 'origin')))
      .leftJoin(destination, and(eq(destination.haulId, hauls.id), eq(destination.role, 'destination')))
      .where(where)
      .orderBy(desc(hauls.quotedAt), desc(hauls.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      haul_id: row.haul.id,
      quoted_at: row.haul.quotedAt.toISOString(),
      make_model: row.makeModel ?? '',
      origin: row.origin ?? '',
      destination: row.destination ?? '',
      reasons: row.haul.quoteReasons,
      contact: toAdminPerson(row.user),
      registered: row.user.status === 'verified',
    })),
  };
};

/** `GET /admin/audit/`: the staff audit trail, newest first, by who, when, and refusals only if asked. */
export const listAudit = async (
  db: Database,
  query: z.output<typeof AdminAuditQuerySchema>,
): Promise<AdminAuditPage> => {
  const { since, before } = dayRange(query);
  const who = query.staff?.trim();
  const where = and(
    who
      ? UUID_PATTERN.test(who)
        ? eq(staffAuditLog.staffUserId, who)
        : or(ilike(users.name, containsPattern(who)), ilike(users.email, containsPattern(who)))
      : undefined,
    since ? gte(staffAuditLog.createdAt, since) : undefined,
    before ? lt(staffAuditLog.createdAt, before) : undefined,
    query.refused ? inArray(staffAuditLog.statusCode, [401, 403]) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(staffAuditLog).leftJoin(users, eq(users.id, staffAuditLog.staffUserId)).where(where),
    db
      .select({
        row: staffAuditLog,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          telephone: users.telephone,
          isStaff: users.isStaff,
        },
      })
      .from(staffAuditLog)
      .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(({ row, user }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      user: user?.id ? { ...toAdminPerson(user), is_staff: user.isStaff ?? false } : null,
      method: row.method,
      route: row.route,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      status_code: row.statusCode,
      detail: row.detail,
    })),
  };
};
