CREATE TABLE "custom_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_note" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "freelancer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancer_reviews_rating_range" CHECK ("freelancer_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "seller_freelance_ratings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_freelance_ratings_not_negative" CHECK ("seller_freelance_ratings"."review_count" >= 0 AND "seller_freelance_ratings"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "customization_status" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "revisions_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "revisions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_deliveries" ADD CONSTRAINT "custom_deliveries_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_freelance_ratings" ADD CONSTRAINT "seller_freelance_ratings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_deliveries_part_round_key" ON "custom_deliveries" USING btree ("seller_order_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_deliveries_one_pending_per_part" ON "custom_deliveries" USING btree ("seller_order_id") WHERE "custom_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_reviews_order_key" ON "freelancer_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "freelancer_reviews_seller_created_idx" ON "freelancer_reviews" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offer_open_key" ON "orders" USING btree ("offer_id") WHERE "orders"."offer_id" is not null and "orders"."status" in ('pending_payment', 'paid');--> statement-breakpoint
CREATE INDEX "seller_orders_custom_seller_created_idx" ON "seller_orders" USING btree ("seller_id","created_at") WHERE "seller_orders"."customization_status" is not null;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_revisions_within" CHECK ("seller_orders"."revisions_used" >= 0 AND "seller_orders"."revisions_used" <= "seller_orders"."revisions_allowed");--> statement-breakpoint
-- Added by hand: the orders table declares no reference to offers in drizzle (offers import orders), the database still keeps it.
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
