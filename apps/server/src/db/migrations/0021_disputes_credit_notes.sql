ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'payout_held';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_hold';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_release';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'held';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"haul_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_event_key" text NOT NULL,
	"reason" text NOT NULL,
	"freight_cad_cents" integer NOT NULL,
	"tax_cad_cents" integer NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_pictures" (
	"dispute_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"side" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dispute_pictures_dispute_id_picture_id_pk" PRIMARY KEY("dispute_id","picture_id"),
	CONSTRAINT "dispute_pictures_side_check" CHECK ("dispute_pictures"."side" in ('shipper', 'driver'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"driver_user_id" uuid,
	"category" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout_hold" text NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"outcome" text,
	"refund_freight_cad_cents" integer DEFAULT 0 NOT NULL,
	"refund_tax_cad_cents" integer DEFAULT 0 NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'released', 'refunded')),
	CONSTRAINT "disputes_payout_hold_check" CHECK ("disputes"."payout_hold" in ('held', 'already_paid', 'no_payout'))
);
--> statement-breakpoint
ALTER TABLE "pictures" DROP CONSTRAINT "pictures_purpose_check";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_pictures" ADD CONSTRAINT "dispute_pictures_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_pictures" ADD CONSTRAINT "dispute_pictures_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_event_key" ON "credit_notes" USING btree ("refund_event_key");--> statement-breakpoint
CREATE INDEX "credit_notes_haul_idx" ON "credit_notes" USING btree ("haul_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_pictures_picture_key" ON "dispute_pictures" USING btree ("picture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_haul_key" ON "disputes" USING btree ("haul_id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_purpose_check" CHECK ("pictures"."purpose" in ('haul', 'chat', 'profile', 'inspection', 'dispute'));