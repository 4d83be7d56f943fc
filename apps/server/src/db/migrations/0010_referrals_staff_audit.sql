CREATE TYPE "public"."referral_channel" AS ENUM('email', 'text', 'link', 'native');--> statement-breakpoint
CREATE TYPE "public"."referral_claim_status" AS ENUM('available', 'requested', 'approved', 'rejected', 'paid');--> statement-breakpoint
CREATE TYPE "public"."referral_reward_reason" AS ENUM('signup', 'first_load');--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"reason" "referral_reward_reason" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"status" "referral_claim_status" DEFAULT 'available' NOT NULL,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"channel" "referral_channel" NOT NULL,
	"recipient" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"channel" "referral_channel",
	"signed_up_at" timestamp with time zone,
	"first_load_haul_id" uuid,
	"first_load_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_user_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_first_load_haul_id_hauls_id_fk" FOREIGN KEY ("first_load_haul_id") REFERENCES "public"."hauls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_claims_once_key" ON "referral_claims" USING btree ("user_id","referral_id","reason");--> statement-breakpoint
CREATE INDEX "referral_claims_status_idx" ON "referral_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referral_shares_referrer_idx" ON "referral_shares" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_user_id","created_at");