CREATE TYPE "public"."bid_kind" AS ENUM('offer', 'interest');--> statement-breakpoint
CREATE TYPE "public"."bid_status" AS ENUM('active', 'withdrawn', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."bank_country" AS ENUM('CAN', 'USA');--> statement-breakpoint
CREATE TYPE "public"."driver_profile_state" AS ENUM('incomplete', 'submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."driver_type" AS ENUM('nondriver', 'commercial', 'non_commercial');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'ended');--> statement-breakpoint
CREATE TYPE "public"."notification_state" AS ENUM('active', 'paused');--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"kind" "bid_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"status" "bid_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "haul_declines" (
	"haul_id" uuid NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"elaboration" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipper_blocked_drivers" (
	"shipper_user_id" uuid NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"country" "bank_country" DEFAULT 'CAN' NOT NULL,
	"bank_institution" text DEFAULT '' NOT NULL,
	"bank_transit" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_references" (
	"id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"driver_type" "driver_type" DEFAULT 'nondriver' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exp_years" integer,
	"exp_accidents" integer,
	"exp_companies" text DEFAULT '' NOT NULL,
	"exp_qualifications" text DEFAULT '' NOT NULL,
	"base_address" text DEFAULT '' NOT NULL,
	"base_lon" double precision,
	"base_lat" double precision,
	"profile_state" "driver_profile_state" DEFAULT 'incomplete' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"granted_by" uuid,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_type" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" smallint,
	"color" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"insurance_company" text DEFAULT '' NOT NULL,
	"insurance_policy_number" text DEFAULT '' NOT NULL,
	"insurance_expiry" date NOT NULL,
	"capacity_kg" double precision,
	"deck_length_m" double precision,
	"deck_width_m" double precision,
	"max_load_height_m" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_id" uuid,
	"visible_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text DEFAULT 'region' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" "notification_state" DEFAULT 'active' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hauls" ADD COLUMN "driver_user_id" uuid;--> statement-breakpoint
ALTER TABLE "hauls" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_declines" ADD CONSTRAINT "haul_declines_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_declines" ADD CONSTRAINT "haul_declines_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_blocked_drivers" ADD CONSTRAINT "shipper_blocked_drivers_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_blocked_drivers" ADD CONSTRAINT "shipper_blocked_drivers_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_references" ADD CONSTRAINT "driver_references_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_alerts" ADD CONSTRAINT "load_alerts_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_alerts" ADD CONSTRAINT "load_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_alerts" ADD CONSTRAINT "load_alerts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_active_key" ON "bids" USING btree ("haul_id","driver_user_id") WHERE "bids"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bids_driver_idx" ON "bids" USING btree ("driver_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "haul_declines_key" ON "haul_declines" USING btree ("haul_id","driver_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_blocked_drivers_key" ON "shipper_blocked_drivers" USING btree ("shipper_user_id","driver_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_driver_key" ON "bank_accounts" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_references_position_key" ON "driver_references" USING btree ("driver_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_state_submitted_idx" ON "drivers" USING btree ("profile_state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "subscriptions" USING btree ("driver_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vehicles_driver_idx" ON "vehicles" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "load_alerts_haul_user_key" ON "load_alerts" USING btree ("haul_id","user_id");--> statement-breakpoint
CREATE INDEX "load_alerts_user_visible_idx" ON "load_alerts" USING btree ("user_id","visible_at");--> statement-breakpoint
CREATE INDEX "load_alerts_unsent_idx" ON "load_alerts" USING btree ("visible_at") WHERE "load_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "hauls" ADD CONSTRAINT "hauls_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hauls_driver_status_idx" ON "hauls" USING btree ("driver_user_id","status");--> statement-breakpoint
CREATE INDEX "hauls_status_published_idx" ON "hauls" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "places_role_lat_lon_idx" ON "places" USING btree ("role","lat","lon");