import { type SQL, sql } from 'drizzle-orm';
import { chatMembers, chatMessagePictures, chatMessages, chats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { MessageRow } from './chat-messages.repository';

/**
 * Everything one sent message changes, written and announced in a single statement: the message and its pictures,
 * the conversation's last-message time (and, for staff answering support, the team's read mark), the sender's read
 * mark (a staff member writing joins), and the realtime notifications. One statement is one implicit transaction,
 * so the notifications still go out only if every write commits, while the addressee waits one round trip instead
 * of a dozen (BEGIN, each write, each read-back, each NOTIFY, COMMIT): that wait is the chat's delivery time.
 */
export const writeMessage = async (
  db: Database,
  {
    message,
    pictureIds,
    teamRead,
    notifications,
  }: { message: MessageRow; pictureIds: string[]; teamRead: boolean; notifications: SQL[] },
): Promise<void> => {
  const { id, chatId, authorUserId, body, originalBody, createdAt } = message;
  const pictureRows = pictureIds.map((pictureId) => sql`(${pictureId}::uuid)`);
  const picturesWritten =
    pictureRows.length > 0
      ? sql`, message_pictures as (
          insert into ${chatMessagePictures} (message_id, picture_id)
          select written.id, picked.id from written, (values ${sql.join(pictureRows, sql`, `)}) as picked (id)
        )`
      : sql``;
  const staffReadAt = teamRead ? sql`, staff_read_at = greatest(${chats.staffReadAt}, ${createdAt})` : sql``;
  const announced = notifications.length > 0 ? sql.join(notifications, sql`, `) : sql`1`;
  // The commit does not wait for its WAL flush (PostgreSQL's asynchronous commit, for this transaction only): that
  // flush was most of the addressee's wait (fdatasync 2-5 ms here against a 0.1-0.3 ms statement). The message is
  // committed and visible at once; the sender is answered only after `awaitMessageDurable`, so nobody is told "sent"
  // of a message a database crash could still lose.
  const commitWithoutFlush = sql`set_config('synchronous_commit', 'off', true)`;
  await db.execute(sql`
    with written as (
      insert into ${chatMessages} (id, chat_id, author_user_id, body, original_body, created_at)
      values (${id}, ${chatId}, ${authorUserId}, ${body}, ${originalBody}, ${createdAt})
      returning id
    )${picturesWritten}, touched as (
      update ${chats} set last_message_at = ${createdAt}${staffReadAt} where id = ${chatId}
    ), sender_read as (
      insert into ${chatMembers} (chat_id, user_id, last_read_at, created_at)
      values (${chatId}, ${authorUserId}, ${createdAt}, ${createdAt})
      on conflict (chat_id, user_id) do update set last_read_at = greatest(${chatMembers.lastReadAt}, excluded.last_read_at)
    )
    select ${announced}, ${commitWithoutFlush} from written`);
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
