import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { chatMembers, chatMessages, chats, loads, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { NoticesContext } from './notices-context';
import { notify } from './notify';

const findMessage = async (db: Database, messageId: string) => {
  const [row] = await db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      authorUserId: chatMessages.authorUserId,
      createdAt: chatMessages.createdAt,
      authorName: users.name,
      title: chats.title,
      kind: chats.kind,
      staffReadAt: chats.staffReadAt,
      haulId: chats.haulId,
      load: loads.makeModel,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .innerJoin(users, eq(users.id, chatMessages.authorUserId))
    .leftJoin(loads, eq(loads.haulId, chats.haulId))
    .where(eq(chatMessages.id, messageId));
  return row ?? null;
};
type SentMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/**
 * Whether `message` is the first the member has not read in its chat: no message of someone else's comes before it
 * (by time, then id) after the member last read. Decided from committed rows alone, so of several messages sent at
 * once only the earliest is "first", however their notifications interleave.
 */
const isFirstUnread = async (
  db: Database,
  message: SentMessage,
  member: { userId: string; lastReadAt: Date | null },
): Promise<boolean> => {
  const [earlier] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, message.chatId),
        ne(chatMessages.authorUserId, member.userId),
        sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${message.createdAt.toISOString()}::timestamptz, ${message.id}::uuid)`,
        member.lastReadAt ? gt(chatMessages.createdAt, member.lastReadAt) : undefined,
      ),
    )
    .limit(1);
  return earlier === undefined;
};

/**
 * After a chat message committed: each recipient (by default the chat's other members; the chat module also names
 * staff for a support conversation) gets an in-app notice, and an email and text only if this is the first message
 * they have not read there, so a lively conversation sends one email, not one per line, until they read it. Staff
 * who are not members read a support chat as a team (`staff_read_at`). The message text is in neither: it is read in
 * the messenger. Never throws: the message is sent whatever happens to its notices.
 */
export const notifyNewMessage = async (
  ctx: NoticesContext,
  { messageId, recipientIds }: { messageId: string; recipientIds?: readonly string[] },
): Promise<void> => {
  try {
    const message = await findMessage(ctx.db, messageId);
    if (!message) return;
    const members = await ctx.db
      .select({ userId: chatMembers.userId, lastReadAt: chatMembers.lastReadAt })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, message.chatId));
    const readAt = new Map(members.map((member) => [member.userId, member.lastReadAt]));
    const recipients = new Set(recipientIds ?? members.map((member) => member.userId));
    recipients.delete(message.authorUserId);
    for (const userId of recipients) {
      const lastReadAt = readAt.has(userId) ? (readAt.get(userId) ?? null) : message.staffReadAt;
      const first = await isFirstUnread(ctx.db, message, { userId, lastReadAt });
      await notify(ctx, {
        userId,
        kind: 'new_message',
        data: {
          chat_id: message.chatId,
          name: message.authorName,
          // A support conversation is named in each reader's language ("Support" is only its stored title).
          title: message.kind === 'support' ? '' : message.title || message.load || '',
          chat_kind: message.kind,
          ...(message.haulId && { haul_id: message.haulId }),
        },
        link: `/messenger/${message.chatId}`,
        ...(!first && { email: false as const, sms: false as const }),
      });
    }
  } catch (error) {
    ctx.log.error({ err: error, messageId }, 'new message notices not delivered');
  }
};
