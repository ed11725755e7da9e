CREATE TABLE "instalment_excluded_categories" (
	"category_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instalment_excluded_shops" (
	"shop_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instalment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instalment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner" text NOT NULL,
	"months" smallint NOT NULL,
	"commission_bp" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_plans_months" CHECK ("instalment_plans"."months" between 2 and 24),
	CONSTRAINT "instalment_plans_commission" CHECK ("instalment_plans"."commission_bp" between 0 and 5000),
	CONSTRAINT "instalment_plans_min_order" CHECK ("instalment_plans"."min_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_plan_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_partner" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_months" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_monthly" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_first_monthly" integer;--> statement-breakpoint
ALTER TABLE "instalment_excluded_categories" ADD CONSTRAINT "instalment_excluded_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_excluded_shops" ADD CONSTRAINT "instalment_excluded_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_plans_partner_months" ON "instalment_plans" USING btree ("partner","months");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instalment_plan_id_instalment_plans_id_fk" FOREIGN KEY ("instalment_plan_id") REFERENCES "public"."instalment_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_instalment_plan_idx" ON "orders" USING btree ("instalment_plan_id") WHERE "orders"."instalment_plan_id" is not null;