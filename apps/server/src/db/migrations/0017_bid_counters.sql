CREATE TYPE "public"."counter_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "counter_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "counter_status" "counter_status";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "countered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "counter_decided_at" timestamp with time zone;