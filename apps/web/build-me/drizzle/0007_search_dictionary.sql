CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of titles indexed before the dictionary existed (search.indexer.ts adds later ones).
INSERT INTO "title_words" ("word")
SELECT DISTINCT w FROM "products", unnest(string_to_array(trim("search_title"), ' ')) AS w
WHERE length(w) >= 4 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
