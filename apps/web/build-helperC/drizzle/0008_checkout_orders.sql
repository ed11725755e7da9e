CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"deliverable" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_refusals" (
	"phone" text PRIMARY KEY NOT NULL,
	"in_a_row" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"part_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_feedback" (
	"part_id" integer PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"reason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"part_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"combo_id" integer,
	"slug" text,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"variant" text,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_original_price" integer NOT NULL,
	"stock_taken" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address_text" text NOT NULL,
	"address_type" text NOT NULL,
	"delivery_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"promo_code" text,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" integer NOT NULL,
	"buyer" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_promo_code_id_buyer_pk" PRIMARY KEY("promo_code_id","buyer")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_district_id_regions_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "order_events_part_idx" ON "order_events" USING btree ("part_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_part_idx" ON "order_items" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "order_parts_order_idx" ON "order_parts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_parts_shop_idx" ON "order_parts" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
-- Order numbers the buyer reads (BZ-100001, ...): a sequence, so parallel checkouts never share one.
CREATE SEQUENCE IF NOT EXISTS "order_numbers" START 100001;--> statement-breakpoint
-- Delivery regions are reference data every marketplace needs, demo or not: cities and districts.
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Bakı", "en": "Baku", "ru": "Баку"}', true, 0);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Binəqədi", "en": "Binagadi", "ru": "Бинагади"}', true, 0), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Nərimanov", "en": "Narimanov", "ru": "Нариманов"}', true, 1), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Nəsimi", "en": "Nasimi", "ru": "Насими"}', true, 2), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Nizami", "en": "Nizami", "ru": "Низами"}', true, 3), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Sabunçu", "en": "Sabunchu", "ru": "Сабунчи"}', true, 4), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Səbail", "en": "Sabail", "ru": "Сабаил"}', true, 5), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Suraxanı", "en": "Surakhani", "ru": "Сураханы"}', true, 6), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Xətai", "en": "Khatai", "ru": "Хатаи"}', true, 7), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Xəzər", "en": "Khazar", "ru": "Хазар"}', true, 8), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Yasamal", "en": "Yasamal", "ru": "Ясамал"}', true, 9), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Bakı'), '{"az": "Pirallahı", "en": "Pirallahi", "ru": "Пираллахи"}', false, 10);--> statement-breakpoint
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Sumqayıt", "en": "Sumgait", "ru": "Сумгаит"}', true, 1);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Sumqayıt'), '{"az": "Mərkəz", "en": "Centre", "ru": "Центр"}', true, 0), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Sumqayıt'), '{"az": "Corat", "en": "Jorat", "ru": "Джорат"}', true, 1);--> statement-breakpoint
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Xırdalan", "en": "Khirdalan", "ru": "Хырдалан"}', true, 2);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Xırdalan'), '{"az": "Mərkəz", "en": "Centre", "ru": "Центр"}', true, 0);--> statement-breakpoint
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Gəncə", "en": "Ganja", "ru": "Гянджа"}', true, 3);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Gəncə'), '{"az": "Kəpəz", "en": "Kapaz", "ru": "Кяпаз"}', true, 0), ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Gəncə'), '{"az": "Nizami", "en": "Nizami", "ru": "Низами"}', true, 1);--> statement-breakpoint
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Şuşa", "en": "Shusha", "ru": "Шуша"}', false, 4);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Şuşa'), '{"az": "Mərkəz", "en": "Centre", "ru": "Центр"}', false, 0);--> statement-breakpoint
INSERT INTO "regions" ("name", "deliverable", "position") VALUES ('{"az": "Naxçıvan", "en": "Nakhchivan", "ru": "Нахчыван"}', false, 5);--> statement-breakpoint
INSERT INTO "regions" ("parent_id", "name", "deliverable", "position") VALUES ((SELECT "id" FROM "regions" WHERE "parent_id" IS NULL AND "name"->>'az' = 'Naxçıvan'), '{"az": "Mərkəz", "en": "Centre", "ru": "Центр"}', false, 0);
