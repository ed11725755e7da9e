ALTER TABLE "credit_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_idempotency_idx" ON "credit_requests" USING btree ("user_id","idempotency_key");