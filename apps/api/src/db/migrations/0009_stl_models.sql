CREATE TABLE "stl_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"model_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stl_categories_count_not_negative" CHECK ("stl_categories"."model_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stl_downloads" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stl_downloads_product_id_user_id_day_pk" PRIMARY KEY("product_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "stl_models" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"licence" text NOT NULL,
	"price" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"triangles" integer NOT NULL,
	"size_x" real NOT NULL,
	"size_y" real NOT NULL,
	"size_z" real NOT NULL,
	"area_mm2" real NOT NULL,
	"volume_cm3" real NOT NULL,
	"watertight" boolean NOT NULL,
	"grams" real NOT NULL,
	"file_size" integer NOT NULL,
	"file_crc" bigint NOT NULL,
	"thumbnail_key" text NOT NULL,
	"thumbnail_small_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stl_models_downloads_not_negative" CHECK ("stl_models"."downloads" >= 0),
	CONSTRAINT "stl_models_price_not_negative" CHECK ("stl_models"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stl_downloads" ADD CONSTRAINT "stl_downloads_product_id_stl_models_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stl_models"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stl_downloads" ADD CONSTRAINT "stl_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stl_models" ADD CONSTRAINT "stl_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stl_models" ADD CONSTRAINT "stl_models_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stl_models" ADD CONSTRAINT "stl_models_category_id_stl_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stl_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stl_categories_slug_key" ON "stl_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stl_downloads_user_idx" ON "stl_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stl_models_created_idx" ON "stl_models" USING btree ("created_at" desc,"product_id");--> statement-breakpoint
CREATE INDEX "stl_models_downloads_idx" ON "stl_models" USING btree ("downloads" desc,"created_at" desc);--> statement-breakpoint
CREATE INDEX "stl_models_price_idx" ON "stl_models" USING btree ("price","created_at" desc);--> statement-breakpoint
CREATE INDEX "stl_models_category_created_idx" ON "stl_models" USING btree ("category_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "stl_models_category_downloads_idx" ON "stl_models" USING btree ("category_id","downloads" desc);--> statement-breakpoint
CREATE INDEX "stl_models_category_price_idx" ON "stl_models" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "stl_models_seller_created_idx" ON "stl_models" USING btree ("seller_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "stl_models_search_trgm_idx" ON "stl_models" USING gin ("search_text" gin_trgm_ops);