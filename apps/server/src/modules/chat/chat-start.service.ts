import { type Chat, type CreateChatBodySchema, haulHolderId } from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { findHaulRecord, type HaulRecord, isDriverBlocked, loadViewableHaul, UNAVAILABLE } from '../hauls';
import {
  type ChatRow,
  findChat,
  findHaulChat,
  findMembership,
  findSupportChat,
  hasEverBidOn,
  insertChatUnlessExists,
  type NewChat,
} from './chat.repository';
import type { ChatContext } from './chat-context';
import { sendChatMessage } from './chat-send.service';
import { viewChat } from './chat-view';

type CreateChatBody = z.output<typeof CreateChatBodySchema>;

const SUPPORT_TITLE = 'Support';

const NO_SUCH_DRIVER = 'This driver has not accepted or bid on this load.';

type Opened = { chat: ChatRow; isNew: boolean };

/** Inserts the chat, or finds the one a simultaneous first message made (the unique indexes decide). */
const insertOrFind = async (
  ctx: ChatContext,
  { chat, memberIds, find }: { chat: NewChat; memberIds: string[]; find: () => Promise<ChatRow | null> },
): Promise<Opened> => {
  const inserted = await insertChatUnlessExists(ctx.db, { chat, memberIds });
  if (inserted) return { chat: inserted, isNew: true };
  const existing = await find();
  if (!existing) throw new Error('a chat conflicted on insert and then could not be found');
  return { chat: existing, isNew: false };
};

/** The user's open support conversation, made when they have none (staff close old ones, spec 4 read-only). */
export const openSupportChat = async (ctx: ChatContext, user: UserRow): Promise<Opened> => {
  const existing = await findSupportChat(ctx.db, { userId: user.id });
  if (existing) return { chat: existing, isNew: false };
  const now = ctx.clock.now();
  return insertOrFind(ctx, {
    chat: { kind: 'support', subjectUserId: user.id, title: SUPPORT_TITLE, lastMessageAt: now, createdAt: now },
    memberIds: [user.id],
    find: () => findSupportChat(ctx.db, { userId: user.id }),
  });
};

/**
 * Whether the driver may start talking about the load: the one holding it, or one who bid on it, whatever its state
 * now; otherwise a driver who may see it as loads are shown to drivers (posted or accepted, not blocked by its
 * shipper, with search access). Blocked drivers never start a conversation.
 */
const checkDriverMayStart = async (ctx: ChatContext, { user, record }: { user: UserRow; record: HaulRecord }) => {
  const { haul } = record;
  if (await isDriverBlocked(ctx.db, { shipperUserId: haul.userId, driverUserId: user.id })) {
    throw new AppError('not_found', UNAVAILABLE.notFound);
  }
  if (haul.driverUserId === user.id) return;
  // Staff see every load, but write to users through support, not as a driver.
  if (user.isStaff) throw new AppError('forbidden', 'Staff write to users through the support conversation.');
  if (await hasEverBidOn(ctx.db, { haulId: haul.id, driverUserId: user.id })) return;
  await loadViewableHaul(ctx.db, user, haul.id);
};

/** The shipper writes to the driver holding the load unless they name one who accepted or bid on it. */
const driverForShipper = async (ctx: ChatContext, { record, driverId }: { record: HaulRecord; driverId?: string }) => {
  const holderId = haulHolderId(record.haul);
  const chosen = driverId ?? holderId;
  if (!chosen) {
    const message = 'Say which driver to write to.';
    throw new AppError('validation_failed', message, fieldError('driver_id', 'required', message));
  }
  const existing = await findHaulChat(ctx.db, { haulId: record.haul.id, driverUserId: chosen });
  const isParty =
    existing !== null ||
    record.haul.driverUserId === chosen ||
    (await hasEverBidOn(ctx.db, { haulId: record.haul.id, driverUserId: chosen }));
  if (!isParty) throw new AppError('not_found', NO_SUCH_DRIVER);
  return chosen;
};

const openHaulChat = async (
  ctx: ChatContext,
  { user, haulId, driverId }: { user: UserRow; haulId: string; driverId?: string },
): Promise<Opened> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record) throw new AppError('not_found', UNAVAILABLE.notFound);
  const isShipper = record.haul.userId === user.id;
  if (!isShipper && driverId !== undefined && driverId !== user.id) {
    throw new AppError('not_found', UNAVAILABLE.notFound);
  }
  const driverUserId = isShipper ? await driverForShipper(ctx, { record, driverId }) : user.id;
  const existing = await findHaulChat(ctx.db, { haulId, driverUserId });
  if (existing && (await findMembership(ctx.db, { chatId: existing.id, userId: user.id }))) {
    return { chat: existing, isNew: false };
  }
  if (!isShipper) await checkDriverMayStart(ctx, { user, record });
  const now = ctx.clock.now();
  return insertOrFind(ctx, {
    chat: {
      kind: 'haul',
      haulId,
      subjectUserId: driverUserId,
      title: record.load.makeModel,
      lastMessageAt: now,
      createdAt: now,
    },
    memberIds: [record.haul.userId, driverUserId],
    find: () => findHaulChat(ctx.db, { haulId, driverUserId }),
  });
};

/**
 * `POST /chat/`: opens (or reuses) the conversation about a load or with support, then sends the first message
 * when there is one. `isNew` tells the route to answer 201.
 */
export const startChat = async (
  ctx: ChatContext,
  { user, body }: { user: UserRow; body: CreateChatBody },
): Promise<{ chat: Chat; isNew: boolean }> => {
  const opened =
    body.admin || body.haul_id === undefined
      ? await openSupportChat(ctx, user)
      : await openHaulChat(ctx, { user, haulId: body.haul_id, driverId: body.driver_id });
  if (body.message !== '') {
    await sendChatMessage(ctx, {
      user,
      chatId: opened.chat.id,
      body: { message_body: body.message, picture: false, picture_ids: [] },
    });
  }
  const chat = (await findChat(ctx.db, opened.chat.id)) ?? opened.chat;
  return { chat: await viewChat(ctx.db, { chat, reader: user }), isNew: opened.isNew };
};
