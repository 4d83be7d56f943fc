import { eq, sql } from 'drizzle-orm';
import { chatMembers, chatMessages, chats, loads, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { NoticesContext } from './notices-context';
import { notify } from './notify';

/**
 * Each recipient of `recipientIds` (by default the chat's members), but the author, with whether `message` is the
 * first they have not read in its chat: no message of someone else's comes before it (by time, then id) after they
 * last read (a member's own mark; staff who are not members read a support chat as a team, `staff_read_at`). Decided
 * from committed rows alone, so of several messages sent at once only the earliest is "first", however their
 * notifications interleave. In the order given.
 */
const recipientsOf = (recipientIds: readonly string[] | undefined) => {
  const given = recipientIds
    ? sql`select id::uuid as id, ordinality from json_array_elements_text(${JSON.stringify(recipientIds)}::json)
        with ordinality as given (id, ordinality)`
    : sql`select ${chatMembers.userId} as id, 0 as ordinality from ${chatMembers}
        where ${chatMembers.chatId} = ${chatMessages.chatId}`;
  return sql<{ userId: string; isFirstUnread: boolean }[]>`(
    select coalesce(json_agg(json_build_object('userId', reader.id, 'isFirstUnread', not exists (
        select 1 from ${chatMessages} earlier
        where earlier.chat_id = ${chatMessages.chatId} and earlier.author_user_id <> reader.id
          and (earlier.created_at, earlier.id) < (${chatMessages.createdAt}, ${chatMessages.id})
          and (reader.read_at is null or earlier.created_at > reader.read_at)
      )) order by reader.ordinality), '[]'::json)
    from (
      select distinct on (given.id) given.id, given.ordinality,
        case when member.user_id is null then ${chats.staffReadAt} else member.last_read_at end as read_at
      from (${given}) given
      left join ${chatMembers} member on member.chat_id = ${chatMessages.chatId} and member.user_id = given.id
      where given.id <> ${chatMessages.authorUserId}
      order by given.id, given.ordinality
    ) reader
  )`;
};

/** The message, what its notices say and its recipients: one read, where there were two plus one per recipient. */
const findMessage = async (db: Database, messageId: string, recipientIds: readonly string[] | undefined) => {
  const [row] = await db
    .select({
      chatId: chatMessages.chatId,
      authorName: users.name,
      title: chats.title,
      kind: chats.kind,
      haulId: chats.haulId,
      load: loads.makeModel,
      recipients: recipientsOf(recipientIds),
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .innerJoin(users, eq(users.id, chatMessages.authorUserId))
    .leftJoin(loads, eq(loads.haulId, chats.haulId))
    .where(eq(chatMessages.id, messageId));
  return row ?? null;
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
    const message = await findMessage(ctx.db, messageId, recipientIds);
    if (!message) return;
    for (const { userId, isFirstUnread } of message.recipients) {
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
        ...(!isFirstUnread && { email: false as const, sms: false as const }),
      });
    }
  } catch (error) {
    ctx.log.error({ err: error, messageId }, 'new message notices not delivered');
  }
};
