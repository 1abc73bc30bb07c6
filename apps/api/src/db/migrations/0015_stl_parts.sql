CREATE TABLE "stl_model_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_crc" bigint NOT NULL,
	"preview_key" text NOT NULL,
	"format" text NOT NULL,
	"triangles" integer NOT NULL,
	"size_x" real NOT NULL,
	"size_y" real NOT NULL,
	"size_z" real NOT NULL,
	"area_mm2" real NOT NULL,
	"volume_cm3" real NOT NULL,
	"watertight" boolean NOT NULL,
	"grams" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stl_model_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"list_url" text NOT NULL,
	"detail_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stl_model_parts" ADD CONSTRAINT "stl_model_parts_product_id_stl_models_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stl_models"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stl_model_photos" ADD CONSTRAINT "stl_model_photos_product_id_stl_models_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stl_models"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stl_model_parts_product_position_key" ON "stl_model_parts" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stl_model_photos_product_position_key" ON "stl_model_photos" USING btree ("product_id","position");--> statement-breakpoint
-- Every model so far had one file, on its product row: it becomes the model's first part.
INSERT INTO "stl_model_parts" ("product_id", "position", "file_name", "file_key", "file_size", "file_crc", "preview_key", "format", "triangles", "size_x", "size_y", "size_z", "area_mm2", "volume_cm3", "watertight", "grams", "created_at")
SELECT m."product_id", 0, coalesce(p."digital_file_name", p."slug" || '.stl'), p."digital_file_key", m."file_size", m."file_crc", m."preview_key", m."format", m."triangles", m."size_x", m."size_y", m."size_z", m."area_mm2", m."volume_cm3", m."watertight", m."grams", m."created_at"
FROM "stl_models" m INNER JOIN "products" p ON p."id" = m."product_id"
WHERE p."digital_file_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stl_models" DROP COLUMN "file_crc";