CREATE TABLE "advert_favorites" (
	"user_id" uuid NOT NULL,
	"advert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_favorites_user_id_advert_id_pk" PRIMARY KEY("user_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" uuid,
	"advert_type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"budget_kurus" integer NOT NULL,
	"deadline" date,
	"city" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sale_status" text DEFAULT 'open' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"offers_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advert_id" uuid,
	"room_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_kurus" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_offer_counts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "advert_favorites" ADD CONSTRAINT "advert_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_favorites" ADD CONSTRAINT "advert_favorites_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offer_counts" ADD CONSTRAINT "seller_offer_counts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_favorites_user_created_idx" ON "advert_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "adverts_slug_key" ON "adverts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "adverts_created_idx" ON "adverts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "adverts_status_created_idx" ON "adverts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "adverts_type_status_created_idx" ON "adverts" USING btree ("advert_type","status","created_at");--> statement-breakpoint
CREATE INDEX "adverts_category_created_idx" ON "adverts" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "adverts_budget_idx" ON "adverts" USING btree ("budget_kurus");--> statement-breakpoint
CREATE INDEX "adverts_request_feed_idx" ON "adverts" USING btree ("created_at","id") WHERE "adverts"."advert_type" = 'customerRequest' and "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_user_created_idx" ON "adverts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "adverts_seller_type_created_idx" ON "adverts" USING btree ("seller_id","advert_type","created_at");--> statement-breakpoint
CREATE INDEX "adverts_search_trgm_idx" ON "adverts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_advert" ON "offers" USING btree ("advert_id") WHERE "offers"."status" in ('accepted', 'inProgress', 'completed') and "offers"."advert_id" is not null;--> statement-breakpoint
CREATE INDEX "offers_advert_created_idx" ON "offers" USING btree ("advert_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_room_created_idx" ON "offers" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_seller_created_idx" ON "offers" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_seller_status_created_idx" ON "offers" USING btree ("seller_id","status","created_at");