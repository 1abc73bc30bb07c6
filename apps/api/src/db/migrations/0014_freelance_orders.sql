-- hand-written
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid REFERENCES "offers"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offer_open_key" ON "orders" USING btree ("offer_id") WHERE "offer_id" is not null and "status" in ('pending_payment', 'paid');--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "customization_status" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "revisions_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "revisions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_revisions_within" CHECK ("revisions_used" >= 0 AND "revisions_used" <= "revisions_allowed");--> statement-breakpoint
CREATE INDEX "seller_orders_custom_seller_created_idx" ON "seller_orders" USING btree ("seller_id","created_at") WHERE "customization_status" is not null;--> statement-breakpoint
CREATE TABLE "custom_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_order_id" uuid NOT NULL REFERENCES "seller_orders"("id") ON DELETE CASCADE,
	"round" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_note" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "custom_deliveries_part_round_key" ON "custom_deliveries" USING btree ("seller_order_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_deliveries_one_pending_per_part" ON "custom_deliveries" USING btree ("seller_order_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "freelancer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancer_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5)
);--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_reviews_order_key" ON "freelancer_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "freelancer_reviews_seller_created_idx" ON "freelancer_reviews" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE TABLE "seller_freelance_ratings" (
	"seller_id" uuid PRIMARY KEY NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_freelance_ratings_not_negative" CHECK ("review_count" >= 0 AND "rating_sum" >= 0)
);
