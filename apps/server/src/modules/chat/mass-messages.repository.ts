import type { MassMessageBody } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/** Who is in each group (staff never): see MASS_MESSAGE_GROUPS. */
const GROUP_FILTERS: Record<MassMessageBody['group'], SQL> = {
  all_drivers: sql`exists (select 1 from drivers d where d.user_id = u.id and d.profile_state = 'approved')`,
  premium_drivers: sql`exists (
    select 1 from drivers d join subscriptions s on s.driver_id = d.id
    where d.user_id = u.id and s.status = 'active' and s.level in (1, 2))`,
  shippers: sql`exists (select 1 from hauls h where h.user_id = u.id and h.published_at is not null)`,
  everyone: sql`true`,
};

/**
 * One read-only `mass` conversation per recipient, each with its member and the staff member's message, in one
 * statement whatever the group's size (data-modifying CTEs all run, in the caller's transaction). Answers the
 * recipients' ids.
 */
export const insertMassMessage = async (
  db: Database,
  { staffUserId, body, at }: { staffUserId: string; body: MassMessageBody; at: Date },
): Promise<string[]> => {
  const now = at.toISOString();
  const result = await db.execute<{ user_id: string }>(sql`
    with recipients as (
      select u.id from users u
      where u.status = 'verified' and not u.is_staff and ${GROUP_FILTERS[body.group]}
    ),
    inserted as (
      insert into chats (id, kind, subject_user_id, title, can_respond, last_message_at, created_at)
      select gen_random_uuid(), 'mass', r.id, ${body.title}, false, ${now}::timestamptz, ${now}::timestamptz
      from recipients r
      returning id, subject_user_id
    ),
    members as (
      insert into chat_members (chat_id, user_id, created_at)
      select i.id, i.subject_user_id, ${now}::timestamptz from inserted i
    ),
    messages as (
      insert into chat_messages (id, chat_id, author_user_id, body, created_at)
      select gen_random_uuid(), i.id, ${staffUserId}, ${body.message_body}, ${now}::timestamptz from inserted i
    )
    select subject_user_id as user_id from inserted`);
  return result.rows.map((row) => row.user_id);
};
