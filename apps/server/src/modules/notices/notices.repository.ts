import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { userNotices, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type NoticeRow = typeof userNotices.$inferSelect;

/** Who a notice goes to and how they chose to be told (spec 3, User: the recieve_* flags). */
export const findNoticeRecipient = async (db: Database, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      telephone: users.telephone,
      recieveEmail: users.recieveEmail,
      recieveSms: users.recieveSms,
      recieveAppNotification: users.recieveAppNotification,
      languageChoice: users.languageChoice,
      unitChoice: users.unitChoice,
      currencyChoice: users.currencyChoice,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
export type NoticeRecipient = NonNullable<Awaited<ReturnType<typeof findNoticeRecipient>>>;

export const insertNotice = async (
  db: Database,
  values: { userId: string; kind: string; data: Record<string, unknown>; link: string; at: Date },
): Promise<NoticeRow> => {
  const [row] = await db
    .insert(userNotices)
    .values({ userId: values.userId, kind: values.kind, data: values.data, link: values.link, createdAt: values.at })
    .returning();
  if (!row) throw new Error('notice insert returned nothing');
  return row;
};

export const listNotices = async (
  db: Database,
  { userId, page, pageSize }: { userId: string; page: number; pageSize: number },
) => {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(userNotices)
      .where(eq(userNotices.userId, userId))
      .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(userNotices).where(eq(userNotices.userId, userId)),
    countUnreadNotices(db, userId),
  ]);
  return { rows, count: total?.value ?? 0, unread };
};

export const countUnreadNotices = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.readAt)));
  return row?.value ?? 0;
};

/** Marks the user's own unread notices read (the given ones, or all): ids of anyone else's are simply not matched. */
export const markNoticesRead = async (
  db: Database,
  { userId, ids, at }: { userId: string; ids: readonly string[] | undefined; at: Date },
) => {
  const mine = and(eq(userNotices.userId, userId), isNull(userNotices.readAt));
  await db
    .update(userNotices)
    .set({ readAt: at })
    .where(ids ? and(mine, inArray(userNotices.id, [...ids])) : mine);
};

/**
 * Marks read the user's unread notices of new messages in one conversation (`data.chat_id`): reading the chat is
 * reading what they announced, so the bell does not keep counting messages already seen.
 */
export const markChatNoticesRead = async (
  db: Database,
  { userId, chatId, at }: { userId: string; chatId: string; at: Date },
) => {
  await db
    .update(userNotices)
    .set({ readAt: at })
    .where(
      and(
        eq(userNotices.userId, userId),
        isNull(userNotices.readAt),
        eq(userNotices.kind, 'new_message'),
        sql`${userNotices.data}->>'chat_id' = ${chatId}`,
      ),
    );
};
