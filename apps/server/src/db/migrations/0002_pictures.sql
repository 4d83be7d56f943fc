CREATE TABLE "pictures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"haul_id" uuid,
	"purpose" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"original_content_type" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_key" text NOT NULL,
	"large_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_purpose_check" CHECK ("pictures"."purpose" in ('haul', 'chat', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pictures_owner_idx" ON "pictures" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pictures_haul_idx" ON "pictures" USING btree ("haul_id","sort_order") WHERE "pictures"."haul_id" is not null;