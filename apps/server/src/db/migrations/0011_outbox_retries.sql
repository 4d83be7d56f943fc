ALTER TYPE "public"."outbox_status" ADD VALUE 'queued';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_next_attempt_idx" ON "outbox_messages" USING btree ("next_attempt_at");