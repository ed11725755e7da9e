ALTER TABLE "users" ADD COLUMN "pending_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_at" timestamp with time zone;