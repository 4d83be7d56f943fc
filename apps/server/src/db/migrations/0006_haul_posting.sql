ALTER TABLE "hauls" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hauls" ADD COLUMN "deleted_reason" text;--> statement-breakpoint
ALTER TABLE "hauls" ADD COLUMN "deleted_elaboration" text;--> statement-breakpoint
ALTER TABLE "hauls" ADD COLUMN "cloned_from_id" uuid;--> statement-breakpoint
ALTER TABLE "hauls" ADD CONSTRAINT "hauls_cloned_from_id_hauls_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."hauls"("id") ON DELETE set null ON UPDATE no action;