CREATE TYPE "public"."haul_status" AS ENUM('draft', 'posted', 'accepted', 'confirmed', 'picked_up', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."place_role" AS ENUM('origin', 'destination');--> statement-breakpoint
CREATE TYPE "public"."quote_outcome" AS ENUM('rate', 'pending', 'no_quote');--> statement-breakpoint
CREATE TABLE "haul_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"shared_by" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"claimed_by" uuid,
	"claimed_haul_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hauls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "haul_status" DEFAULT 'draft' NOT NULL,
	"quote_outcome" "quote_outcome" NOT NULL,
	"size_class" text,
	"shipper_rate_cents" integer,
	"transport_rate_cents" integer,
	"quote_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"route_distance_m" integer NOT NULL,
	"route_duration_s" integer NOT NULL,
	"route_source" text NOT NULL,
	"boost_percent" integer DEFAULT 0 NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"make_model" text NOT NULL,
	"length_m" double precision NOT NULL,
	"width_m" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"weight_kg" double precision NOT NULL,
	"load_type" text NOT NULL,
	"ready_at" timestamp with time zone,
	"deliver_by" timestamp with time zone,
	"external_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"role" "place_role" NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"region" text,
	"country" text,
	"loading_dock" boolean DEFAULT false NOT NULL,
	"loading_provided" boolean DEFAULT false NOT NULL,
	"unloading_provided" boolean DEFAULT false NOT NULL,
	"loading_times" text,
	"instructions" text DEFAULT '' NOT NULL,
	"saved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "haul_shares" ADD CONSTRAINT "haul_shares_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_shares" ADD CONSTRAINT "haul_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_shares" ADD CONSTRAINT "haul_shares_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_shares" ADD CONSTRAINT "haul_shares_claimed_haul_id_hauls_id_fk" FOREIGN KEY ("claimed_haul_id") REFERENCES "public"."hauls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hauls" ADD CONSTRAINT "hauls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "haul_shares_code_key" ON "haul_shares" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "haul_shares_haul_idx" ON "haul_shares" USING btree ("haul_id") WHERE "haul_shares"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "hauls_user_status_idx" ON "hauls" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loads_haul_key" ON "loads" USING btree ("haul_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_haul_role_key" ON "places" USING btree ("haul_id","role");--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;