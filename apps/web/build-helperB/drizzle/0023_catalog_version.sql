-- A counter that moves whenever what the listings count changes (products, shops, categories,
-- search synonyms), so that what is computed from the whole catalogue (facet counts, totals, the
-- category tree) can be cached and thrown away at once after a change. A sequence rather than a
-- row: writers never wait on it. Stock moves with every order, so it counts only when a product
-- runs out or comes back (the "in stock" count); ratings and the rest leave the counts alone.
CREATE SEQUENCE "catalog_version";--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_counted_catalog_version"
  AFTER UPDATE OF "shop_id", "category_id", "manufacturer", "price", "discounted_price", "status", "properties", "search_title", "search_body"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_stock_catalog_version" AFTER UPDATE OF "stock_count" ON "products"
  FOR EACH ROW WHEN ((OLD."stock_count" > 0) IS DISTINCT FROM (NEW."stock_count" > 0))
  EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "shops_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
SELECT nextval('catalog_version');
