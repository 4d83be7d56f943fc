import { z } from 'zod';
import { ChatKindSchema, ChatSchema } from './chat.schema';

/** `GET /admin/chats/`: one kind of conversation (the support inbox by default), optionally matching `q`. */
export const StaffChatsQuerySchema = z.object({
  kind: ChatKindSchema.optional().default('support'),
  /** Matched against the subject user's name, email and telephone, the title and the load's make and model. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type StaffChatsQuery = z.input<typeof StaffChatsQuerySchema>;

/**
 * A conversation as staff see it: messages carry `original_body`; `unread` is, for support conversations, the
 * users' messages no staff member has read yet (any staff member's reading counts for the team), otherwise 0.
 * `subject` is the driver of a haul conversation, the user asking for support, or a mass message's recipient.
 */
export const StaffChatSchema = ChatSchema.extend({
  subject: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
  }),
  closed_at: z.string().nullable(),
}).meta({ id: 'StaffChat' });
export type StaffChat = z.infer<typeof StaffChatSchema>;

/** Newest conversation first; support conversations with messages only (an untouched one has nothing to answer). */
export const StaffChatPageSchema = z
  .object({ count: z.int().nonnegative(), page: z.int(), page_size: z.int(), results: z.array(StaffChatSchema) })
  .meta({ id: 'StaffChatPage' });
export type StaffChatPage = z.infer<typeof StaffChatPageSchema>;
