CREATE TABLE "custom_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"raw" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "custom_template_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "customization" jsonb;--> statement-breakpoint
ALTER TABLE "custom_inputs" ADD CONSTRAINT "custom_inputs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_inputs" ADD CONSTRAINT "custom_inputs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_inputs" ADD CONSTRAINT "custom_inputs_template_id_custom_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."custom_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_templates" ADD CONSTRAINT "custom_templates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_images" ADD CONSTRAINT "design_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_inputs_user_created_idx" ON "custom_inputs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_inputs_user_product_created_idx" ON "custom_inputs" USING btree ("user_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_inputs_product_idx" ON "custom_inputs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "custom_inputs_template_idx" ON "custom_inputs" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "custom_templates_seller_created_idx" ON "custom_templates" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "design_images_user_url_idx" ON "design_images" USING btree ("user_id","url");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_custom_template_id_custom_templates_id_fk" FOREIGN KEY ("custom_template_id") REFERENCES "public"."custom_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_custom_template_idx" ON "products" USING btree ("custom_template_id") WHERE "products"."custom_template_id" is not null;--> statement-breakpoint
CREATE INDEX "adverts_type_status_created_id_idx" ON "adverts" USING btree ("advert_type","status","created_at","id");