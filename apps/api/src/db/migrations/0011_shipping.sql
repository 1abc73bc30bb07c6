CREATE TABLE "cargo_sandbox_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"provider_code" text NOT NULL,
	"name" text NOT NULL,
	"credentials" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_offers" (
	"offer_id" text PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"status" text NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"return_of" uuid,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"recipient_city" text NOT NULL,
	"length_cm" real NOT NULL,
	"width_cm" real NOT NULL,
	"height_cm" real NOT NULL,
	"weight_kg" real NOT NULL,
	"desi" integer NOT NULL,
	"offers" jsonb NOT NULL,
	"accepted_offer_id" text,
	"provider_code" text,
	"provider_name" text,
	"service_name" text,
	"amount" integer,
	"estimated_days" integer,
	"tracking_number" text,
	"tracking_url" text,
	"tracking_code" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_key" text,
	"labelled_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_balances" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"labels" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_webhook_id" text NOT NULL,
	"url" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_offers" ADD CONSTRAINT "shipment_offers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_balances" ADD CONSTRAINT "shipping_balances_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_transactions" ADD CONSTRAINT "shipping_transactions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_transactions" ADD CONSTRAINT "shipping_transactions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhook_events" ADD CONSTRAINT "shipping_webhook_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhooks" ADD CONSTRAINT "shipping_webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_accounts_seller_created_idx" ON "provider_accounts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_offers_shipment_idx" ON "shipment_offers" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_shipment_key" ON "shipments" USING btree ("provider_shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_seller_created_idx" ON "shipments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_seller_status_created_idx" ON "shipments" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_seller_provider_created_idx" ON "shipments" USING btree ("seller_id","provider_code","created_at");--> statement-breakpoint
CREATE INDEX "shipments_seller_order_idx" ON "shipments" USING btree ("seller_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_open_per_part_key" ON "shipments" USING btree ("seller_order_id") WHERE not "shipments"."is_return" and "shipments"."canceled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_return_key" ON "shipments" USING btree ("return_of") WHERE "shipments"."return_of" is not null and "shipments"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "shipping_transactions_seller_created_idx" ON "shipping_transactions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_webhook_events_key" ON "shipping_webhook_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "shipping_webhook_events_pending_idx" ON "shipping_webhook_events" USING btree ("received_at") WHERE "shipping_webhook_events"."processed_at" is null;