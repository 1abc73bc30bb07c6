-- Custom SQL (issue 28): every word of every product's search vector (its lexemes, as the vector
-- holds them: stemmed, folded) with the product's date, so a search's newest matches are an
-- index walk that stops after the page's ranked matches (products.search-words.ts), instead of
-- reading products newest first until enough of them match (8,000 rows for 'torna', 90,000 for
-- 'ton çelik'), and the vocabulary of those lexemes, which turns a typed word into the lexemes it
-- matches. Both follow the products: a new product's lexemes and an edited or deleted product's
-- (one statement per write for inserts and deletes, one row's lexemes per edit of its search text
-- or date); a lexeme no product uses any more stays in the vocabulary and simply has no entries.
-- Neither table is in the Drizzle schema: only products.search-words.ts reads them, by name.
CREATE TABLE "product_search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_postings" (
	"lexeme" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "product_search_postings_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) AS l
    ON CONFLICT DO NOTHING;
  INSERT INTO product_search_postings (lexeme, created_at, product_id)
    SELECT l, n.created_at, n.id FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) AS l;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_search_postings_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_postings e USING old_rows o
    WHERE e.lexeme = ANY (tsvector_to_array(o.search_vector)) AND e.created_at = o.created_at AND e.product_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_search_postings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_postings
    WHERE lexeme = ANY (tsvector_to_array(OLD.search_vector)) AND created_at = OLD.created_at AND product_id = OLD.id;
  INSERT INTO product_search_lexemes (lexeme) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  INSERT INTO product_search_postings (lexeme, created_at, product_id)
    SELECT l, NEW.created_at, NEW.id FROM unnest(tsvector_to_array(NEW.search_vector)) AS l;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_postings_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_postings_add"();
--> statement-breakpoint
CREATE TRIGGER "products_search_postings_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_postings_remove"();
--> statement-breakpoint
-- A price or stock edit (most writes) calls nothing.
CREATE TRIGGER "products_search_postings_updated" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD.search_vector, OLD.created_at, OLD.id) IS DISTINCT FROM (NEW.search_vector, NEW.created_at, NEW.id))
  EXECUTE FUNCTION "product_search_postings_follow"();
--> statement-breakpoint
-- In the index's order: the table is then as ordered as the index (its statistics say so), and
-- the planner walks the index even before a vacuum marks the table visible (PGlite never vacuums).
INSERT INTO product_search_postings (lexeme, created_at, product_id)
  SELECT l, p.created_at, p.id FROM products p, unnest(tsvector_to_array(p.search_vector)) AS l
  ORDER BY 1, 2 DESC, 3 DESC;
--> statement-breakpoint
INSERT INTO product_search_lexemes (lexeme) SELECT DISTINCT lexeme FROM product_search_postings;
--> statement-breakpoint
-- A word's entries newest first, in the listing's tie order: the walk reads only this index.
CREATE INDEX "product_search_postings_newest_idx" ON "product_search_postings" USING btree ("lexeme", "created_at" desc, "product_id" desc);
--> statement-breakpoint
-- A lexeme the walk names as a parameter (products.search-words.ts) is estimated at the table's
-- average in a generic plan (a statement prepared once, run many times): with a couple of hundred
-- entries a lexeme, the newest matches stay an index walk and a search's estimate stays below JIT
-- compilation's threshold (a search estimated at 100,000 was JIT-compiled each time, 60-100 ms).
ALTER TABLE "product_search_postings" ALTER COLUMN "lexeme" SET (n_distinct = -0.005);
--> statement-breakpoint
ANALYZE product_search_postings;
--> statement-breakpoint
ANALYZE product_search_lexemes;
