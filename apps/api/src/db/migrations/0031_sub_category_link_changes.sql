-- Custom SQL: a sub category link announces a change of which lists hold its product (aspect m)
-- only when the link itself changes (written, removed, pointed elsewhere). Migration 0030 made
-- each link carry copies of its product's price, stock flag, date and rating, kept by an UPDATE
-- of the links whenever those change; announced as m, every price edit or rating dropped every
-- kept list of the product's main category and the whole catalogue's listing. The product's own
-- trigger (0017) already announces what such an edit changes (p, s, r).
DROP TRIGGER "product_sub_categories_catalogue_changes" ON "product_sub_categories";
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_catalogue_changes" AFTER INSERT OR DELETE OR UPDATE OF "product_id", "category_id" ON "product_sub_categories"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_part_changed"();
