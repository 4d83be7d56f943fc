import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bids, chatMembers, chats, drivers, loads, subscriptions, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type ChatRow = typeof chats.$inferSelect;
export type NewChat = Omit<typeof chats.$inferInsert, 'id'>;
export type MemberRow = typeof chatMembers.$inferSelect;

export const findChat = async (db: Database, chatId: string): Promise<ChatRow | null> => {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return row ?? null;
};

export const findMembership = async (
  db: Database,
  { chatId, userId }: { chatId: string; userId: string },
): Promise<MemberRow | null> => {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .limit(1);
  return row ?? null;
};

export const findHaulChat = async (
  db: Database,
  { haulId, driverUserId }: { haulId: string; driverUserId: string },
): Promise<ChatRow | null> => {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.kind, 'haul'), eq(chats.haulId, haulId), eq(chats.subjectUserId, driverUserId)))
    .limit(1);
  return row ?? null;
};

/** The user's support conversation still open (at most one, chats_open_support_key), or with `orClosed` any. */
export const findSupportChat = async (
  db: Database,
  { userId, orClosed = false }: { userId: string; orClosed?: boolean },
): Promise<ChatRow | null> => {
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(eq(chats.kind, 'support'), eq(chats.subjectUserId, userId), orClosed ? undefined : isNull(chats.closedAt)),
    )
    .orderBy(desc(chats.createdAt))
    .limit(1);
  return row ?? null;
};

/**
 * Inserts the chat with its members unless the unique indexes say it exists already (two first messages racing),
 * in which case the caller looks the existing one up. Answers the new chat, or null.
 */
export const insertChatUnlessExists = async (
  db: Database,
  { chat, memberIds }: { chat: NewChat; memberIds: string[] },
): Promise<ChatRow | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(chats).values(chat).onConflictDoNothing().returning();
    if (!row) return null;
    await tx
      .insert(chatMembers)
      .values([...new Set(memberIds)].map((userId) => ({ chatId: row.id, userId, createdAt: chat.createdAt })));
    return row;
  });

/** The member's read mark moves to `at` (never back); a staff member who was not in the chat joins it. */
export const markMemberRead = async (
  db: Database,
  { chatId, userId, at, join }: { chatId: string; userId: string; at: Date; join: boolean },
): Promise<void> => {
  if (join) {
    await db
      .insert(chatMembers)
      .values({ chatId, userId, lastReadAt: at, createdAt: at })
      .onConflictDoUpdate({
        target: [chatMembers.chatId, chatMembers.userId],
        set: { lastReadAt: sql`greatest(${chatMembers.lastReadAt}, excluded.last_read_at)` },
      });
    return;
  }
  await db
    .update(chatMembers)
    .set({ lastReadAt: sql`greatest(${chatMembers.lastReadAt}, ${at})` })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
};

export const markStaffRead = async (db: Database, { chatId, at }: { chatId: string; at: Date }): Promise<void> => {
  await db
    .update(chats)
    .set({ staffReadAt: sql`greatest(${chats.staffReadAt}, ${at})` })
    .where(eq(chats.id, chatId));
};

export const updateChat = async (
  db: Database,
  chatId: string,
  changes: Partial<Pick<NewChat, 'canRespond' | 'closedAt' | 'closedByUserId' | 'lastMessageAt'>>,
): Promise<void> => {
  await db.update(chats).set(changes).where(eq(chats.id, chatId));
};

/** The conversations the user is a member of, newest message first. */
export const listMemberChats = async (
  db: Database,
  { userId, limit }: { userId: string; limit: number },
): Promise<ChatRow[]> => {
  const rows = await db
    .select({ chat: chats })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(eq(chatMembers.userId, userId))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(limit);
  return rows.map((row) => row.chat);
};

export type MemberUser = {
  chatId: string;
  id: string;
  name: string;
  createdAt: Date;
  isStaff: boolean;
  isDriver: boolean;
  profilePictureId: string | null;
};

/** Members of the chats with what the public view of a user needs (spec 6: a driver type or a paid plan). */
export const listMemberUsers = async (db: Database, chatIds: string[]): Promise<MemberUser[]> => {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({
      chatId: chatMembers.chatId,
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      isStaff: users.isStaff,
      profilePictureId: users.profilePictureId,
      driverType: drivers.driverType,
      level: subscriptions.level,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .leftJoin(subscriptions, and(eq(subscriptions.driverId, drivers.id), eq(subscriptions.status, 'active')))
    .where(inArray(chatMembers.chatId, chatIds))
    .orderBy(chatMembers.createdAt, users.id);
  return rows.map(({ driverType, level, ...row }) => ({
    ...row,
    isDriver: (driverType !== null && driverType !== 'nondriver') || (level ?? 0) > 0,
  }));
};

export const listMemberIds = async (db: Database, chatId: string): Promise<string[]> => {
  const rows = await db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId));
  return rows.map((row) => row.userId);
};

export const listStaffIds = async (db: Database): Promise<string[]> => {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true));
  return rows.map((row) => row.id);
};

export const findMakeModels = async (db: Database, haulIds: string[]): Promise<Map<string, string>> => {
  if (haulIds.length === 0) return new Map();
  const rows = await db
    .select({ haulId: loads.haulId, makeModel: loads.makeModel })
    .from(loads)
    .where(inArray(loads.haulId, haulIds));
  return new Map(rows.map((row) => [row.haulId, row.makeModel]));
};

/** Whether the driver ever bid on the load, whatever became of the bid. */
export const hasEverBidOn = async (
  db: Database,
  { haulId, driverUserId }: { haulId: string; driverUserId: string },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.haulId, haulId), eq(bids.driverUserId, driverUserId)))
    .limit(1);
  return row !== undefined;
};

/**
 * A conversation with who hears of a new message in it, in one read: its members, and for a support conversation
 * every staff member (staff answer as a team without being members).
 */
export const findChatWithAudience = async (
  db: Database,
  chatId: string,
): Promise<{ chat: ChatRow; memberIds: string[]; staffIds: string[] } | null> => {
  const [row] = await db
    .select({
      chat: chats,
      memberIds: sql<string[]>`coalesce((select json_agg(${chatMembers.userId}) from ${chatMembers}
        where ${chatMembers.chatId} = ${chats.id}), '[]'::json)`,
      staffIds: sql<string[]>`case when ${chats.kind} = 'support' then coalesce((select json_agg(${users.id})
        from ${users} where ${users.isStaff}), '[]'::json) else '[]'::json end`,
    })
    .from(chats)
    .where(eq(chats.id, chatId))
    .limit(1);
  return row ?? null;
};
