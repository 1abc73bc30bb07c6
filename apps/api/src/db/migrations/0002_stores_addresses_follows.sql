CREATE TABLE "seller_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"street" text,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"country" text DEFAULT 'TR' NOT NULL,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"alias" text NOT NULL,
	"store_logo" text,
	"cover_image" text,
	"about" text,
	"company_type" text NOT NULL,
	"tax_number" text NOT NULL,
	"tax_office" text NOT NULL,
	"iban" text,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"store_location" text,
	"store_address" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_seller" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"district_name" text NOT NULL,
	"neighbourhood" text,
	"address_line" text NOT NULL,
	"zip" text,
	"country_code" text DEFAULT 'TR' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_addresses" ADD CONSTRAINT "seller_addresses_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_addresses_seller_created_idx" ON "seller_addresses" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_addresses_one_default_key" ON "seller_addresses" USING btree ("seller_id") WHERE "seller_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_user_key" ON "sellers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_alias_key" ON "sellers" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "sellers_status_created_idx" ON "sellers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sellers_status_store_name_idx" ON "sellers" USING btree ("status","store_name");--> statement-breakpoint
CREATE INDEX "sellers_company_type_idx" ON "sellers" USING btree ("company_type");--> statement-breakpoint
CREATE INDEX "sellers_store_name_trgm_idx" ON "sellers" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_seller_created_idx" ON "follows" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);