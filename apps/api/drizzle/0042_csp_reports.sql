CREATE TABLE "csp_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" text NOT NULL,
	"blocked" text NOT NULL,
	"directive" text NOT NULL,
	"source_file" text,
	"line" integer,
	"column" integer,
	"disposition" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_created_idx" ON "csp_reports" USING btree ("created_at" desc,"id" desc);