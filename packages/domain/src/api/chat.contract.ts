import { z } from 'zod';

/** Spec 8: the answer to a reply in a read-only conversation (status 423, detail `user_cant_respond`). */
export const CHAT_READ_ONLY_MESSAGE = 'You cannot respond to this message, contact admin for more details';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

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
