CREATE TABLE "view_times" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"posted_seen_at" timestamp with time zone,
	"self_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "view_times" ADD CONSTRAINT "view_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;