import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pushSubscriptions, userNotices, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { notifyEnvelope } from '../../platform/realtime/publish';

export type NoticeRow = typeof userNotices.$inferSelect;

/**
 * Who a notice goes to and how they chose to be told (spec 3, User: the recieve_* flags), with the devices they
 * subscribed to Web Push, in the same read.
 */
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
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the device's own.
      pushDeviceIds: sql<string[]>`(select coalesce(json_agg(device.id), '[]'::json)
        from ${pushSubscriptions} device where device.user_id = ${users}.id)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
export type NoticeRecipient = NonNullable<Awaited<ReturnType<typeof findNoticeRecipient>>>;

/**
 * Inserts a notice and, in the same statement, sends its realtime `notice` event to the user's sockets (NOTIFY leaves
 * at commit, so a socket never hears of a row that is not there): one round trip where there were two. The event is
 * the row as written, `created` as JavaScript's `toISOString` writes it (the row's time is `at`, to the millisecond).
 */
export const insertAnnouncedNotice = async (
  db: Database,
  values: { userId: string; kind: string; data: Record<string, unknown>; link: string; at: Date },
): Promise<NoticeRow> => {
  const written = db.$with('written').as(
    db
      .insert(userNotices)
      .values({
        userId: values.userId,
        kind: values.kind,
        data: values.data,
        link: values.link,
        createdAt: values.at,
      })
      .returning(),
  );
  const event = sql`json_build_object('type', 'notice', 'notice', json_build_object('id', written.id,
    'kind', written.kind, 'data', written.data, 'link', written.link, 'created', ${values.at.toISOString()}::text))`;
  const [row] = await db
    .with(written)
    .select({
      notice: {
        id: written.id,
        userId: written.userId,
        kind: written.kind,
        data: written.data,
        link: written.link,
        readAt: written.readAt,
        createdAt: written.createdAt,
      },
      announced: sql`${notifyEnvelope(sql`json_build_array(written.user_id)`, event)}`,
    })
    .from(written);
  if (!row) throw new Error('notice insert returned nothing');
  return row.notice;
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
