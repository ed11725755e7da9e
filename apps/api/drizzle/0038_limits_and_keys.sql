CREATE TABLE "spending_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spending_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"spent" integer NOT NULL,
	"limit" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "spending_holds_amount_positive" CHECK ("spending_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "spending_starts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spending_starts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_starts_amount_positive" CHECK ("spending_starts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "scope" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope","owner","key");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "wrong_codes_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spending_holds" ADD CONSTRAINT "spending_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_holds" ADD CONSTRAINT "spending_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_starts" ADD CONSTRAINT "spending_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spending_holds_status_idx" ON "spending_holds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "spending_holds_user_idx" ON "spending_holds" USING btree ("user_id","kind","status");--> statement-breakpoint
CREATE INDEX "spending_starts_user_idx" ON "spending_starts" USING btree ("user_id","kind","created_at");