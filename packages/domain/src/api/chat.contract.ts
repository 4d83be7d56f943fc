import { z } from 'zod';
import { PictureSchema } from './pictures.contract';
import { PublicUserSchema } from './user.schema';

/** Spec 8: the answer to a reply in a read-only conversation (status 423, detail `user_cant_respond`). */
export const CHAT_READ_ONLY_MESSAGE = 'You cannot respond to this message, contact admin for more details';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

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

export const ChatIdParamsSchema = z.object({ id: z.uuid('Not a conversation id.') });

/**
 * `POST /chat/`: open (or reuse) the conversation of a haul (`haul_id`; a driver with the shipper, or the shipper
 * with `driver_id`, which defaults to the driver holding the load) or the open support conversation (`admin: true`,
 * a new one if staff closed the last), with an optional first message. Answers the conversation: 201 when made, 200
 * when it existed.
 */
export const CreateChatBodySchema = z
  .object({
    message: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).optional().default(''),
    haul_id: z.uuid('Not a haul id.').optional(),
    driver_id: z.uuid('Not a user id.').optional(),
    admin: z.boolean().optional().default(false),
  })
  .refine((body) => body.admin || body.haul_id !== undefined, {
    message: 'Say which load the conversation is about, or ask for support.',
    path: ['haul_id'],
  })
  .meta({ id: 'CreateChatBody' });
export type CreateChatBody = z.input<typeof CreateChatBodySchema>;

/**
 * `PATCH /chat/{id}/`: send a message; `picture` flags a picture message whose `picture_ids` the sender uploaded
 * through `POST /picture/` with purpose `chat`. Answers the whole conversation as the sender sees it, and 423
 * `user_cant_respond` when the conversation is read-only (`can_repond` false).
 */
export const SendChatMessageBodySchema = z
  .object({
    message_body: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).optional().default(''),
    picture: z.boolean().optional().default(false),
    picture_ids: z.array(z.uuid()).max(6).optional().default([]),
  })
  .refine((body) => body.message_body !== '' || body.picture_ids.length > 0, {
    message: 'Write a message or add a picture.',
    path: ['message_body'],
  })
  .meta({ id: 'SendChatMessageBody' });
export type SendChatMessageBody = z.input<typeof SendChatMessageBodySchema>;

/**
 * Staff only: groups a mass message goes to (staff themselves never): drivers with an approved profile, drivers with
 * a paid subscription (level 1 or 2) in force, verified users who have posted a load, every verified user.
 */
export const MASS_MESSAGE_GROUPS = ['all_drivers', 'premium_drivers', 'shippers', 'everyone'] as const;
export const MassMessageBodySchema = z
  .object({
    group: z.enum(MASS_MESSAGE_GROUPS),
    title: z.string().trim().min(1, 'Give the message a title.').max(120),
    message_body: z.string().trim().min(1, 'Write the message.').max(CHAT_MESSAGE_MAX_LENGTH),
  })
  .meta({ id: 'MassMessageBody' });
export type MassMessageBody = z.infer<typeof MassMessageBodySchema>;

/** `POST /admin/mass_messages/`: how many recipients got their own read-only copy. */
export const MassMessageResultSchema = z
  .object({ recipients: z.number().int().nonnegative() })
  .meta({ id: 'MassMessageResult' });
export type MassMessageResult = z.infer<typeof MassMessageResultSchema>;
