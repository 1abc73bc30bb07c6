-- Custom SQL: every write that can change what buyers see in the catalogue announces itself on the
-- channel `catalogue_changes` when its transaction commits (NOTIFY is transactional), so each API
-- process's response cache drops exactly what the write touched, whichever process or script wrote.
-- Payloads (apps/api/src/modules/products/catalogue-changes.ts reads them):
--   p|<product id>|<main category id>|<aspects>|<old price>|<new price>
--      aspects: m = which lists hold the product may change, p = price, s = in stock ↔ sold out,
--      r = rating; none = only the product's own card and detail page.
--   *  = anything may have changed (stores, owners, categories): drop everything.
CREATE FUNCTION "catalogue_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  aspects text := '';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('catalogue_changes', concat_ws('|', 'p', NEW.id, NEW.main_category_id, 'm', '', ''));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalogue_changes', concat_ws('|', 'p', OLD.id, OLD.main_category_id, 'm', '', ''));
  ELSE
    IF (NEW.approval_status, NEW.status, NEW.name, NEW.slug, NEW.main_category_id, NEW.seller_id, NEW.search_text,
        NEW.product_type, NEW.upload_state, NEW.created_at)
       IS DISTINCT FROM (OLD.approval_status, OLD.status, OLD.name, OLD.slug, OLD.main_category_id, OLD.seller_id,
        OLD.search_text, OLD.product_type, OLD.upload_state, OLD.created_at) THEN
      aspects := 'm';
    END IF;
    IF NEW.price IS DISTINCT FROM OLD.price THEN aspects := aspects || 'p'; END IF;
    IF (NEW.stock > 0) IS DISTINCT FROM (OLD.stock > 0) THEN aspects := aspects || 's'; END IF;
    IF (NEW.rating_average, NEW.rating_count) IS DISTINCT FROM (OLD.rating_average, OLD.rating_count) THEN
      aspects := aspects || 'r';
    END IF;
    PERFORM pg_notify('catalogue_changes', concat_ws('|', 'p', NEW.id, NEW.main_category_id, aspects, OLD.price, NEW.price));
    IF NEW.main_category_id IS DISTINCT FROM OLD.main_category_id THEN
      PERFORM pg_notify('catalogue_changes', concat_ws('|', 'p', OLD.id, OLD.main_category_id, 'm', '', ''));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_product_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_updates" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "catalogue_product_changed"();
--> statement-breakpoint
-- Pictures, variants, sizes: the product's card and detail page. Sub categories: also the lists
-- filtered by them. A row whose product is already gone (a cascade) has nothing left to show.
CREATE FUNCTION "catalogue_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part record;
  owner_id uuid;
  category_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN part := OLD; ELSE part := NEW; END IF;
  IF TG_TABLE_NAME = 'product_variant_sizes' THEN
    SELECT v.product_id INTO owner_id FROM product_variants v WHERE v.id = part.variant_id;
  ELSE
    owner_id := part.product_id;
  END IF;
  SELECT p.main_category_id INTO category_id FROM products p WHERE p.id = owner_id;
  IF category_id IS NOT NULL THEN
    PERFORM pg_notify('catalogue_changes', concat_ws('|', 'p', owner_id, category_id,
      CASE WHEN TG_TABLE_NAME = 'product_sub_categories' THEN 'm' ELSE '' END, '', ''));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_part_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_part_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_variant_sizes_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_variant_sizes"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_part_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_sub_categories"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_part_changed"();
--> statement-breakpoint
-- Stores, their owners and the category tree appear on every card: drop everything (rare writes).
CREATE FUNCTION "catalogue_everything_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changes" AFTER UPDATE ON "sellers"
  FOR EACH ROW WHEN ((OLD.status, OLD.store_name, OLD.alias, OLD.store_logo, OLD.verified_seller, OLD.user_id)
    IS DISTINCT FROM (NEW.status, NEW.store_name, NEW.alias, NEW.store_logo, NEW.verified_seller, NEW.user_id))
  EXECUTE FUNCTION "catalogue_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_rows" AFTER INSERT OR DELETE ON "sellers"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changes" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.banned_at, OLD.deleted_at) IS DISTINCT FROM (NEW.banned_at, NEW.deleted_at))
  EXECUTE FUNCTION "catalogue_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_everything_changed"();
