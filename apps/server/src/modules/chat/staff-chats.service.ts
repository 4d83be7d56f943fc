import type {
  MassMessageBody,
  MassMessageResult,
  StaffChat,
  StaffChatPage,
  StaffChatsQuerySchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { publishRealtime } from '../../platform/realtime/publish';
import { findSupportChat, listMemberIds, updateChat } from './chat.repository';
import { NO_CHAT } from './chat-access';
import type { ChatContext } from './chat-context';
import { markChatRead } from './chat-read.service';
import { viewChat, viewChats } from './chat-view';
import { insertMassMessage } from './mass-messages.repository';
import { findStaffChat, listStaffChats, type StaffChatRow } from './staff-chats.repository';

type StaffChatsQuery = z.output<typeof StaffChatsQuerySchema>;

const withSubject = (row: StaffChatRow, view: Omit<StaffChat, 'subject' | 'closed_at'>): StaffChat => ({
  ...view,
  subject: row.subject,
  closed_at: row.chat.closedAt?.toISOString() ?? null,
});

const loadStaffChat = async (ctx: ChatContext, chatId: string): Promise<StaffChatRow> => {
  const row = await findStaffChat(ctx.db, chatId);
  if (!row) throw new AppError('not_found', NO_CHAT);
  return row;
};

/** `GET /admin/chats/`: the support inbox (or haul and mass conversations), with what the team has not read. */
export const listChatsForStaff = async (
  ctx: ChatContext,
  { staff, query }: { staff: UserRow; query: StaffChatsQuery },
): Promise<StaffChatPage> => {
  const { count, rows } = await listStaffChats(ctx.db, {
    kind: query.kind,
    q: query.q,
    page: query.page,
    pageSize: query.page_size,
  });
  const views = await viewChats(ctx.db, { chats: rows.map((row) => row.chat), reader: staff, messages: 'last' });
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row, index) => withSubject(row, views[index] as StaffChat)),
  };
};

/**
 * `GET /admin/chats/{id}/`: any conversation with the originals of masked messages. The users' read marks stay
 * as they are; a support conversation counts as read by the team.
 */
export const readChatAsStaff = async (ctx: ChatContext, { staff, chatId }: { staff: UserRow; chatId: string }) => {
  const row = await loadStaffChat(ctx, chatId);
  await markChatRead(ctx, { user: staff, chat: row.chat });
  return withSubject(row, await viewChat(ctx.db, { chat: row.chat, reader: staff }));
};

/**
 * `PUT /admin/chats/{id}/close/` and `/reopen/`: a closed conversation is read-only for its users (spec 4; 423 on a
 * reply). Mass messages are read-only for good, and a user has at most one open support conversation.
 */
export const setChatOpen = async (
  ctx: ChatContext,
  { staff, chatId, isOpen }: { staff: UserRow; chatId: string; isOpen: boolean },
): Promise<StaffChat> => {
  const row = await loadStaffChat(ctx, chatId);
  const { chat } = row;
  if (chat.kind === 'mass' && isOpen)
    throw new AppError('mass_message_not_answerable', 'A mass message cannot be answered.');
  if (isOpen && chat.kind === 'support' && chat.closedAt) {
    const open = await findSupportChat(ctx.db, { userId: chat.subjectUserId });
    if (open) throw new AppError('support_chat_already_open', 'This user has another open support conversation.');
  }
  const now = ctx.clock.now();
  const changes = isOpen
    ? { canRespond: true, closedAt: null, closedByUserId: null }
    : { canRespond: false, closedAt: chat.closedAt ?? now, closedByUserId: chat.closedByUserId ?? staff.id };
  await ctx.db.transaction(async (tx) => {
    await updateChat(tx, chatId, changes);
    // The members' open conversation shows or hides its reply box on their next refetch.
    await publishRealtime(tx, await listMemberIds(tx, chatId), { type: 'view_times' });
  });
  return readChatAsStaff(ctx, { staff, chatId });
};

/** `POST /admin/mass_messages/`: one read-only conversation per member of the group, told over the socket. */
export const sendMassMessage = async (
  ctx: ChatContext,
  { staff, body }: { staff: UserRow; body: MassMessageBody },
): Promise<MassMessageResult> => {
  const recipients = await ctx.db.transaction(async (tx) => {
    const ids = await insertMassMessage(tx, { staffUserId: staff.id, body, at: ctx.clock.now() });
    await publishRealtime(tx, ids, { type: 'view_times' });
    return ids;
  });
  return { recipients: recipients.length };
};
