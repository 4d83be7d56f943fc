ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'haul_tax';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'sales_tax_payable';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_cad_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;