ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
-- Until now no SMS provider existed and texts were written as sent without being sent: say so.
UPDATE "outbox_messages" SET "status" = 'failed', "error" = 'not sent: no SMS provider was configured', "sent_at" = NULL, "next_attempt_at" = NULL WHERE "channel" = 'sms' AND "status" = 'sent';
