DROP INDEX "products_on_sale_category_recommended_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_category_rating_idx";--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "main_category_id" uuid;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "rating_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sub_categories_on_sale_recommended_idx" ON "product_sub_categories" USING btree ("category_id","in_stock" desc,"created_at" desc,"product_id" desc,"price","main_category_id") WHERE "product_sub_categories"."on_sale";--> statement-breakpoint
CREATE INDEX "product_sub_categories_on_sale_newest_idx" ON "product_sub_categories" USING btree ("category_id","created_at" desc,"product_id" desc,"price","main_category_id") WHERE "product_sub_categories"."on_sale";--> statement-breakpoint
CREATE INDEX "product_sub_categories_on_sale_price_idx" ON "product_sub_categories" USING btree ("category_id","price","created_at" desc,"product_id" desc,"main_category_id") WHERE "product_sub_categories"."on_sale";--> statement-breakpoint
CREATE INDEX "product_sub_categories_on_sale_rating_idx" ON "product_sub_categories" USING btree ("category_id","rating_average" desc,"rating_count" desc,"created_at" desc,"product_id" desc,"price","main_category_id") WHERE "product_sub_categories"."on_sale";--> statement-breakpoint
CREATE INDEX "products_on_sale_category_newest_idx" ON "products" USING btree ("main_category_id","created_at" desc,"id" desc,"price","seller_id") WHERE "products"."approval_status" = 'approved' and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_on_sale_category_recommended_idx" ON "products" USING btree ("main_category_id",("stock" > 0) desc,"created_at" desc,"id" desc,"price","seller_id","stock") WHERE "products"."approval_status" = 'approved' and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_on_sale_category_rating_idx" ON "products" USING btree ("main_category_id","rating_average" desc,"rating_count" desc,"created_at" desc,"id" desc,"price","seller_id") WHERE "products"."approval_status" = 'approved' and "products"."status" = 'active';--> statement-breakpoint
-- Hand-written below: each link carries its product's listing order, copied when the link is
-- written and whenever the product's copied columns change (one UPDATE of the product's links).
CREATE FUNCTION "product_sub_category_order_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.approval_status = 'approved' AND p.status = 'active', p.main_category_id, p.stock > 0, p.price, p.created_at, p.rating_average, p.rating_count
    INTO NEW.on_sale, NEW.main_category_id, NEW.in_stock, NEW.price, NEW.created_at, NEW.rating_average, NEW.rating_count
    FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_order_filled" BEFORE INSERT OR UPDATE OF "product_id" ON "product_sub_categories"
  FOR EACH ROW EXECUTE FUNCTION "product_sub_category_order_fill"();
--> statement-breakpoint
CREATE FUNCTION "product_sub_category_order_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_sub_categories SET
    on_sale = NEW.approval_status = 'approved' AND NEW.status = 'active', main_category_id = NEW.main_category_id, in_stock = NEW.stock > 0,
    price = NEW.price, created_at = NEW.created_at, rating_average = NEW.rating_average, rating_count = NEW.rating_count
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_sub_category_order_followed" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD.approval_status = 'approved' AND OLD.status = 'active', OLD.main_category_id, OLD.stock > 0, OLD.price, OLD.created_at, OLD.rating_average, OLD.rating_count)
    IS DISTINCT FROM (NEW.approval_status = 'approved' AND NEW.status = 'active', NEW.main_category_id, NEW.stock > 0, NEW.price, NEW.created_at, NEW.rating_average, NEW.rating_count))
  EXECUTE FUNCTION "product_sub_category_order_follow"();
--> statement-breakpoint
-- A sub category's links all share its main category: without this the planner multiplies the
-- two filters' selectivities, expects a handful of rows and sorts them all instead of walking the index.
CREATE STATISTICS "product_sub_categories_category_dependencies" (dependencies) ON "category_id", "main_category_id" FROM "product_sub_categories";
--> statement-breakpoint
UPDATE product_sub_categories x SET
  on_sale = p.approval_status = 'approved' AND p.status = 'active', main_category_id = p.main_category_id, in_stock = p.stock > 0,
  price = p.price, created_at = p.created_at, rating_average = p.rating_average, rating_count = p.rating_count
FROM products p WHERE p.id = x.product_id;
--> statement-breakpoint
ANALYZE product_sub_categories;
