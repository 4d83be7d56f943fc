import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** One file attached to an email, as the outbox stores it. */
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string };

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms', 'push']);
/** `queued`: written, not yet handed to the mail server (being sent, or its sender died and a retry will take it). */
export const outboxStatus = pgEnum('outbox_status', ['sent', 'failed', 'queued']);

/**
 * Every email and SMS the product sends, with its outcome, so staff can see what reached whom. A message is written
 * `queued` before it is sent, so one whose sender dies mid-send is not lost: the retry runner takes rows whose
 * `next_attempt_at` has passed (a queued row's lease, or a failed row's backoff) until `attempts` runs out.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    /** The plain-text part (an SMS's whole text). */
    body: text('body').notNull(),
    /** An email's HTML part; null for texts and for emails written before emails had one. */
    html: text('html'),
    /** Extra email headers (List-Unsubscribe on load alerts); null when none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files an email carries (a PDF invoice), as base64; null when none. Written with the row, so a retry sends the same. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    status: outboxStatus('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The provider's id of an accepted message (Twilio's `SM...` sid), for looking it up with them. */
    providerMessageId: text('provider_message_id'),
  },
  (table) => [
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_next_attempt_idx').on(table.nextAttemptAt),
  ],
);
