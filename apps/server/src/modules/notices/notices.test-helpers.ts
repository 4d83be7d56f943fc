import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages, userNotices } from '../../db/schema';
import { changeUserRow } from '../../testing/accounts';

export type NoticeSettings = Partial<{ email: boolean; sms: boolean; app: boolean }>;

/** Sets a user's recieve_* flags directly (the PATCH /user/{id}/ route has its own tests). */
export const setNoticeSettings = (app: FastifyInstance, userId: string, settings: NoticeSettings) =>
  changeUserRow(app, userId, {
    ...(settings.email !== undefined && { recieveEmail: settings.email }),
    ...(settings.sms !== undefined && { recieveSms: settings.sms }),
    ...(settings.app !== undefined && { recieveAppNotification: settings.app }),
  });

export const noticesOf = (app: FastifyInstance, userId: string, kind?: string) =>
  app.db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), kind ? eq(userNotices.kind, kind) : undefined));

/** The outbox rows (emails and texts) a notice of `kind` sent to the user. */
export const outboxOf = async (app: FastifyInstance, userId: string, kind: string) => {
  const rows = await app.db
    .select()
    .from(outboxMessages)
    .where(and(sql`${outboxMessages.meta}->>'userId' = ${userId}`, sql`${outboxMessages.meta}->>'kind' = ${kind}`));
  return {
    emails: rows.filter((row) => row.channel === 'email'),
    texts: rows.filter((row) => row.channel === 'sms'),
  };
};
