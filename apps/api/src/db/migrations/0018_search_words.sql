CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: the vocabulary follows the products' search text (new words only; one
-- statement per write, whatever its size).
CREATE FUNCTION "product_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_search_words (word)
      SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(n.search_text, ' ') AS w WHERE length(w) >= 3
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO product_search_words (word)
      SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, regexp_split_to_table(n.search_text, ' ') AS w
      WHERE n.search_text IS DISTINCT FROM o.search_text AND length(w) >= 3
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_add"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_add"();
--> statement-breakpoint
INSERT INTO product_search_words (word)
  SELECT DISTINCT w FROM products p, regexp_split_to_table(p.search_text, ' ') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
