import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import { chatMessages, chats, loads, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { ChatRow } from './chat.repository';

export type StaffChatRow = {
  chat: ChatRow;
  subject: { id: string; name: string; email: string | null; telephone: string | null };
};

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const matching = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.telephone, pattern),
    ilike(chats.title, pattern),
    ilike(loads.makeModel, pattern),
  );
};

/**
 * One page of conversations of a kind, newest message first. Support conversations nobody has written in yet
 * (made when a user opened the messenger) are left out: there is nothing to answer.
 */
export const listStaffChats = async (
  db: Database,
  { kind, q, page, pageSize }: { kind: ChatRow['kind']; q?: string; page: number; pageSize: number },
): Promise<{ count: number; rows: StaffChatRow[] }> => {
  const where = and(
    eq(chats.kind, kind),
    kind === 'support'
      ? exists(db.select({ one: sql`1` }).from(chatMessages).where(eq(chatMessages.chatId, chats.id)))
      : undefined,
    matching(q),
  );
  const base = () =>
    db
      .select({
        chat: chats,
        subject: { id: users.id, name: users.name, email: users.email, telephone: users.telephone },
      })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.subjectUserId))
      .leftJoin(loads, eq(loads.haulId, chats.haulId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(chats.lastMessageAt), desc(chats.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: count() })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.subjectUserId))
      .leftJoin(loads, eq(loads.haulId, chats.haulId))
      .where(where),
  ]);
  return { count: total?.count ?? 0, rows };
};

export const findStaffChat = async (db: Database, chatId: string): Promise<StaffChatRow | null> => {
  const [row] = await db
    .select({
      chat: chats,
      subject: { id: users.id, name: users.name, email: users.email, telephone: users.telephone },
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.subjectUserId))
    .where(eq(chats.id, chatId))
    .limit(1);
  return row ?? null;
};
