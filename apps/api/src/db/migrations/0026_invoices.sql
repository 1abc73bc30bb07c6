CREATE TABLE "invoice_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"seller_order_id" uuid PRIMARY KEY NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid,
	"seller_order_id" uuid,
	"buyer_id" uuid,
	"period" text,
	"provider" text,
	"provider_invoice_id" text,
	"number" text,
	"ettn" text,
	"profile" text,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"xml_key" text,
	"net" integer,
	"vat" integer,
	"gross" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_sale_has_part" CHECK ("invoices"."kind" <> 'sale' or ("invoices"."order_id" is not null and "invoices"."seller_order_id" is not null)),
	CONSTRAINT "invoices_commission_has_period" CHECK ("invoices"."kind" <> 'commission' or "invoices"."period" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_part_key" ON "invoices" USING btree ("seller_order_id") WHERE "invoices"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_commission_key" ON "invoices" USING btree ("seller_id","period") WHERE "invoices"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_seller_kind_issued_idx" ON "invoices" USING btree ("seller_id","kind","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_kind_issued_idx" ON "invoices" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "seller_orders_delivered_idx" ON "seller_orders" USING btree ("delivered_at") WHERE "seller_orders"."status" in ('delivered', 'completed');