CREATE TABLE "seller_capabilities" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"processes" text[] DEFAULT '{}' NOT NULL,
	"materials" text[] DEFAULT '{}' NOT NULL,
	"city_codes" text[] DEFAULT '{}' NOT NULL,
	"all_turkey" boolean DEFAULT false NOT NULL,
	"capacity_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_capability_categories" (
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "seller_capability_categories_seller_id_category_id_pk" PRIMARY KEY("seller_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "seller_capabilities" ADD CONSTRAINT "seller_capabilities_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_capability_categories" ADD CONSTRAINT "seller_capability_categories_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_capability_categories" ADD CONSTRAINT "seller_capability_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_capabilities_processes_idx" ON "seller_capabilities" USING gin ("processes");--> statement-breakpoint
CREATE INDEX "seller_capabilities_city_codes_idx" ON "seller_capabilities" USING gin ("city_codes");--> statement-breakpoint
CREATE INDEX "seller_capability_categories_category_idx" ON "seller_capability_categories" USING btree ("category_id");