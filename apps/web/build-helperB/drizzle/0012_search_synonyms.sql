CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"meaning" text NOT NULL,
	"meaning_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_meaning_idx" ON "search_synonyms" USING btree ("term_key" text_pattern_ops,"meaning_key");--> statement-breakpoint
-- The brand names shoppers type in Russian or as they sound (keys folded by foldForSearch in
-- domains/search/search-text.ts); forms that already fold to the brand (самсунг, редми) need none.
INSERT INTO "search_synonyms" ("term", "term_key", "meaning", "meaning_key") VALUES
('айфон', 'ayfon', 'iPhone', 'iphone'),
('aifon', 'aifon', 'iPhone', 'iphone'),
('айпад', 'aypad', 'iPad', 'ipad'),
('макбук', 'makbuk', 'MacBook', 'macbook'),
('эпл', 'epl', 'Apple', 'apple'),
('эппл', 'eppl', 'Apple', 'apple'),
('эйрподс', 'eyrpods', 'AirPods', 'airpods'),
('samsunq', 'samsunq', 'Samsung', 'samsung'),
('галакси', 'galaksi', 'Galaxy', 'galaxy'),
('сяоми', 'syaomi', 'Xiaomi', 'xiaomi'),
('ксиаоми', 'ksiaomi', 'Xiaomi', 'xiaomi'),
('ксяоми', 'ksyaomi', 'Xiaomi', 'xiaomi'),
('шаоми', 'saomi', 'Xiaomi', 'xiaomi'),
('сиаоми', 'siaomi', 'Xiaomi', 'xiaomi'),
('хуавей', 'xuavey', 'Huawei', 'huawei'),
('huavey', 'huavey', 'Huawei', 'huawei'),
('хонор', 'xonor', 'Honor', 'honor'),
('эйсер', 'eyser', 'Acer', 'acer'),
('асер', 'aser', 'Acer', 'acer'),
('сони', 'soni', 'Sony', 'sony'),
('плейстейшн', 'pleysteysn', 'PlayStation', 'playstation'),
('плейстейшен', 'pleysteysen', 'PlayStation', 'playstation'),
('иксбокс', 'iksboks', 'Xbox', 'xbox'),
('дайсон', 'dayson', 'Dyson', 'dyson'),
('филипс', 'filips', 'Philips', 'philips'),
('элджи', 'eldji', 'LG', 'lg'),
('найк', 'nayk', 'Nike', 'nike'),
('найки', 'nayki', 'Nike', 'nike'),
('скечерс', 'skecers', 'Skechers', 'skechers'),
('джибиэль', 'djibiel', 'JBL', 'jbl')
ON CONFLICT DO NOTHING;
