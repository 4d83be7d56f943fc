import type { RealtimeEvent } from '@freight/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { chatMembers, chatMessagePictures, chatMessages, chats, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { notifyEnvelope, REALTIME_SLICE_SIZE } from '../../platform/realtime/publish';
import type { ChatRow } from './chat.repository';
import type { MessageRow } from './chat-messages.repository';

/** What the statement found and did: the conversation (null: no such chat), the sender's standing, who heard. */
export type MessageWriteOutcome = {
  chat: ChatRow;
  isMember: boolean;
  isWritten: boolean;
  /** The others told of it: the members, and every staff member for support; never the sender. */
  recipientIds: string[];
} | null;

/** The statement's parameters, by name (Drizzle placeholders): one text for every message, prepared once. */
const param = {
  messageId: sql`${sql.placeholder('messageId')}::uuid`,
  chatId: sql`${sql.placeholder('chatId')}::uuid`,
  authorUserId: sql`${sql.placeholder('authorUserId')}::uuid`,
  body: sql`${sql.placeholder('body')}::text`,
  originalBody: sql`${sql.placeholder('originalBody')}::text`,
  createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
  isStaff: sql`${sql.placeholder('isStaff')}::boolean`,
  /** A JSON array of picture ids: one parameter whatever their number, so one statement fits every message. */
  pictureIds: sql`${sql.placeholder('pictureIds')}::json`,
  /** The chat message's realtime event, as JSON. */
  chatMessageEvent: sql`${sql.placeholder('chatMessageEvent')}::json`,
};

/**
 * `pg_notify` of `event` (JSON) to `audience` (a CTE of user ids), in slices of the same size and payload limit as
 * `realtimeNotifications`: a payload past the limit goes out as a `view_times` refetch hint.
 */
const announce = (audience: string, event: SQL) =>
  sql`select ${notifyEnvelope(sql`slices.ids`, event)}
    from (
      select json_agg(id) as ids from (
        select id, (row_number() over (order by id) - 1) / ${REALTIME_SLICE_SIZE} as slice from ${sql.raw(audience)}
      ) numbered group by slice
    ) slices, written`;

/** The one statement of `writeMessage`, with placeholders for everything a message brings. */
const writeMessageStatement = (db: Database) => {
  const { messageId, chatId, authorUserId, body, originalBody, createdAt, isStaff } = param;
  const isMember = sql`exists (select 1 from ${chatMembers} where ${chatMembers.chatId} = ${chats.id}
    and ${chatMembers.userId} = ${authorUserId})`;
  // Named CTEs, run as the select's WITH: every data-modifying one runs once whatever reads it; `announced` runs when
  // the select below counts it.
  const step = (name: string, body: SQL) => db.$with(name, {}).as(body);
  const viewTimes = JSON.stringify({ type: 'view_times' } satisfies RealtimeEvent);
  const steps = [
    step(
      'allowed',
      sql`select ${chats.id} as id, ${chats.kind} as kind from ${chats}
        where ${chats.id} = ${chatId} and (${chats.canRespond} or ${isStaff}) and (${isStaff} or ${isMember})`,
    ),
    step(
      'written',
      sql`insert into ${chatMessages} (id, chat_id, author_user_id, body, original_body, created_at)
        select ${messageId}, allowed.id, ${authorUserId}, ${body}, ${originalBody}, ${createdAt} from allowed
        returning id`,
    ),
    step(
      'message_pictures',
      sql`insert into ${chatMessagePictures} (message_id, picture_id)
        select written.id, picked.id::uuid from written, json_array_elements_text(${param.pictureIds}) as picked (id)`,
    ),
    // Staff answering a user read the support conversation for the team.
    step(
      'touched',
      sql`update ${chats} set last_message_at = ${createdAt},
        staff_read_at = case when ${isStaff} and ${chats.kind} = 'support'
          then greatest(${chats.staffReadAt}, ${createdAt}) else ${chats.staffReadAt} end
        where ${chats.id} in (select id from allowed)`,
    ),
    step(
      'sender_read',
      sql`insert into ${chatMembers} (chat_id, user_id, last_read_at, created_at)
        select allowed.id, ${authorUserId}, ${createdAt}, ${createdAt} from allowed
        on conflict (chat_id, user_id) do update set last_read_at = greatest(${chatMembers.lastReadAt}, excluded.last_read_at)`,
    ),
    step(
      'recipients',
      sql`select ${chatMembers.userId} as id from ${chatMembers}
        where ${chatMembers.chatId} = ${chatId} and ${chatMembers.userId} <> ${authorUserId}
        union
        select ${users.id} as id from ${users}, allowed
        where allowed.kind = 'support' and ${users.isStaff} and ${users.id} <> ${authorUserId}`,
    ),
    step('everyone', sql`select id from recipients union select ${authorUserId}`),
    step(
      'announced',
      sql`${announce('recipients', param.chatMessageEvent)} union all ${announce('everyone', sql`${viewTimes}::json`)}`,
    ),
  ];
  return db
    .with(...steps)
    .select({
      chat: chats,
      isMember: sql<boolean>`${isMember}`,
      isWritten: sql<boolean>`exists (select 1 from written)`,
      recipientIds: sql<string[]>`case when exists (select 1 from written)
        then (select coalesce(json_agg(id), '[]'::json) from recipients) else '[]'::json end`,
      announced: sql<number>`(select count(*) from announced)`,
      // The commit does not wait for its WAL flush (PostgreSQL's asynchronous commit, for this transaction only): that
      // flush was most of the addressee's wait (fdatasync 2-5 ms here against a 0.1-0.3 ms statement). The message is
      // committed and visible at once; the sender is answered only after `awaitMessageDurable`, so nobody is told "sent"
      // of a message a database crash could still lose.
      asynchronousCommit: sql<string | null>`(select set_config('synchronous_commit', 'off', true) from written)`,
    })
    .from(chats)
    .where(eq(chats.id, chatId))
    .prepare('write_chat_message');
};

/**
 * Every message runs it, and Drizzle built it anew each time (nested fragments walked on every send) and PostgreSQL
 * parsed and planned it anew: it is built once per database handle and prepared by name, so each pool connection
 * parses it once. One text fits every message (the pictures are one JSON parameter), so one name is enough.
 */
const preparedWrites = new WeakMap<Database, ReturnType<typeof writeMessageStatement>>();

/**
 * Everything one sent message needs from the database, in a single statement: the conversation and the sender's
 * right to write in it (a member or staff; a read-only conversation only for staff), the message and its pictures,
 * the conversation's last-message time (and, for staff answering support, the team's read mark), the sender's read
 * mark (a staff member writing joins), its audience, and the realtime notifications. The writes happen only when the
 * sender may write; the caller tells a refusal apart from what comes back. One statement is one implicit
 * transaction, so the notifications go out only if every write commits, and the addressee waits for one round trip
 * (two with the key's check) instead of a read, then BEGIN, each write, each NOTIFY and COMMIT.
 */
export const writeMessage = async (
  db: Database,
  {
    message,
    pictureIds,
    isStaff,
    chatMessageEvent,
  }: {
    message: MessageRow;
    pictureIds: string[];
    isStaff: boolean;
    /** The message as the others see it (masked), for their sockets. */
    chatMessageEvent: RealtimeEvent;
  },
): Promise<MessageWriteOutcome> => {
  const statement = preparedWrites.get(db) ?? writeMessageStatement(db);
  preparedWrites.set(db, statement);
  const [row] = await statement.execute({
    messageId: message.id,
    chatId: message.chatId,
    authorUserId: message.authorUserId,
    body: message.body,
    originalBody: message.originalBody,
    createdAt: message.createdAt.toISOString(),
    isStaff,
    pictureIds: JSON.stringify(pictureIds),
    chatMessageEvent: JSON.stringify(chatMessageEvent),
  });
  if (!row) return null;
  return { chat: row.chat, isMember: row.isMember, isWritten: row.isWritten, recipientIds: row.recipientIds };
};

/**
 * Waits until everything committed before, the message written without waiting for its flush included, is on disk:
 * a statement that takes a transaction id commits with a record of its own, and a synchronous commit returns only
 * once the WAL up to that record is flushed (WAL is flushed in order). The addressee already has the message; this
 * is the sender's wait, the same flush the write used to wait for.
 */
export const awaitMessageDurable = async (db: Database): Promise<void> => {
  await db.execute(sql`select pg_current_xact_id()`);
};
