ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "bank_outcome_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "merchant_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_idx" ON "refunds" USING btree ("reference");