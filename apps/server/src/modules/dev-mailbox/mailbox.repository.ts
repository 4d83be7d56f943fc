import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export const listRecentEmails = (db: Database, limit = 50) =>
  db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.recipient,
      subject: outboxMessages.subject,
      text: outboxMessages.body,
      html: outboxMessages.html,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, 'email'))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);

export type MailboxEmail = Awaited<ReturnType<typeof listRecentEmails>>[number];
