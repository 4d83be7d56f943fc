import { z } from 'zod';
import { PictureSchema } from './pictures.contract';
import { PublicUserSchema } from './user.schema';

/**
 * Conversations as the answers carry them (spec 3: Chat, Chat message), apart from the request bodies that open them
 * and send in them (chat.contract.ts): every page checks the conversations' list, none needs the bodies' schemas
 * built (issue 22: every schema a page's modules define is built as they load).
 */

/** A chat picture: the uploaded picture's thumb and large versions (spec 3: pictures with thumb and large). */
export const ChatPictureSchema = PictureSchema.pick({ id: true, thumb: true, large: true, width: true, height: true });
export type ChatPicture = z.infer<typeof ChatPictureSchema>;

/**
 * The support team's welcome at the top of every support conversation: not stored and never counted as unread (the
 * web counts it once itself until the support chat is opened, spec 7 `adminChatRead`). It arrives as a message whose
 * `user` is `SUPPORT_WELCOME_USER`, with no `ids` and the conversation's creation time; clients may show their own
 * translation of `SUPPORT_WELCOME_MESSAGE` instead of the English text.
 */
export const SUPPORT_WELCOME_USER = 'support';
export const SUPPORT_WELCOME_MESSAGE =
  'Welcome! This is the support team. Ask us anything about your loads, payments or account and we will answer here.';

/**
 * Spec 3, Chat message (created, user, message_body, pictures). Consecutive messages of one user within
 * `CHAT_MERGE_WINDOW_MS` (spec 9) arrive merged into one: `created` is the first one's, `ids` lists them all.
 * Telephone numbers and email addresses written by users are masked for every viewer, the author included
 * (`masked` says so, for a notice beside the message); `original_body` carries the unmasked text to staff only.
 * Staff's own messages are never masked (they may give the office's number).
 */
export const ChatMessageSchema = z
  .object({
    ids: z.array(z.uuid()),
    created: z.string(),
    user: z.string().meta({ description: `the author user id, or '${SUPPORT_WELCOME_USER}' for the welcome` }),
    message_body: z.string(),
    original_body: z.string().nullable().optional(),
    masked: z.boolean().optional(),
    pictures: z.array(ChatPictureSchema),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatKindSchema = z.enum(['haul', 'support', 'mass']);
export type ChatKind = z.infer<typeof ChatKindSchema>;

/** Spec 3, Chat (id, users, haul_id, haul_make_model, messages, unread, can_repond, mass, title); `kind` is ours. */
export const ChatSchema = z
  .object({
    id: z.uuid(),
    kind: ChatKindSchema,
    users: z.array(PublicUserSchema),
    haul_id: z.uuid().nullable(),
    haul_make_model: z.string().nullable(),
    messages: z.array(ChatMessageSchema),
    unread: z.number().int().nonnegative(),
    can_repond: z.boolean(),
    mass: z.boolean(),
    title: z.string(),
    last_message_at: z.string(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof ChatSchema>;

/**
 * `GET /chat/`: the user's conversations, newest first, each with its last (merged) message only. A registered
 * user's support conversation is made the first time they list their conversations, so it is always there.
 */
export const ChatListSchema = z.object({ results: z.array(ChatSchema) }).meta({ id: 'ChatList' });
