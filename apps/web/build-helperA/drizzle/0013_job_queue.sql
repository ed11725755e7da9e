CREATE TABLE "product_import_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"cell" text,
	"reason" text,
	"product_id" integer
);
--> statement-breakpoint
DROP INDEX "sms_messages_pending_idx";--> statement-breakpoint
ALTER TABLE "product_import_lines" ADD CONSTRAINT "product_import_lines_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_lines_import_idx" ON "product_import_lines" USING btree ("import_id","row");--> statement-breakpoint
-- The reports of earlier imports become lines; an import left reading by the old in-process reader has no file to resume from.
INSERT INTO "product_import_lines" ("import_id", "row", "outcome", "cell", "reason", "product_id")
SELECT i."id", (l.line->>'row')::integer, l.line->>'outcome', l.line->>'cell', l.line->>'reason', (l.line->>'productId')::integer
FROM "product_imports" i CROSS JOIN LATERAL jsonb_array_elements(i."report") WITH ORDINALITY AS l(line, n)
ORDER BY i."id", l.n;--> statement-breakpoint
UPDATE "product_imports" SET "status" = 'failed', "failure" = 'import.interrupted', "finished_at" = now() WHERE "status" = 'reading';--> statement-breakpoint
ALTER TABLE "product_imports" DROP COLUMN "report";--> statement-breakpoint
-- Messages the old dispatcher left unsent have no job to send them (their codes have expired meanwhile).
UPDATE "sms_messages" SET "status" = 'failed', "last_error" = 'not sent before the job queue replaced the dispatcher' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "sms_messages" DROP COLUMN "next_attempt_at";