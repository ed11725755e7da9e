CREATE TABLE "credit_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"actor_role" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"father_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"id_card_number" text NOT NULL,
	"fin" text NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"registered_address" text NOT NULL,
	"living_address" text NOT NULL,
	"home_phone" text,
	"mobile_phone" text NOT NULL,
	"monthly_income" integer NOT NULL,
	"workplace" text NOT NULL,
	"goods" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"plan_id" integer,
	"lender" text NOT NULL,
	"months" smallint NOT NULL,
	"amount" integer NOT NULL,
	"commission" integer NOT NULL,
	"total" integer NOT NULL,
	"monthly" integer NOT NULL,
	"first_monthly" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_status" CHECK ("credit_requests"."status" in ('submitted', 'underReview', 'moreInfoNeeded', 'approved', 'declined')),
	CONSTRAINT "credit_requests_money" CHECK ("credit_requests"."amount" > 0 and "credit_requests"."monthly_income" > 0 and "credit_requests"."months" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_request_events" ADD CONSTRAINT "credit_request_events_request_id_credit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_request_events" ADD CONSTRAINT "credit_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_district_id_regions_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_plan_id_instalment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."instalment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_request_events_request_idx" ON "credit_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "credit_requests_user_idx" ON "credit_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_requests_status_idx" ON "credit_requests" USING btree ("status","id");