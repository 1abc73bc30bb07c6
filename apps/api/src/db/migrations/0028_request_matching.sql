CREATE TABLE "advert_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advert_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_request_stats" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_inboxes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"request_digest" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "budget_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "process" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "max_offers" integer;--> statement-breakpoint
ALTER TABLE "seller_capabilities" ADD COLUMN "base_city_code" text;--> statement-breakpoint
ALTER TABLE "advert_files" ADD CONSTRAINT "advert_files_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_request_stats" ADD CONSTRAINT "seller_request_stats_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_inboxes" ADD CONSTRAINT "notification_inboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_files_advert_created_idx" ON "advert_files" USING btree ("advert_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_digest_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."kind" = 'requestMatched' and "notifications"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "adverts_request_category_feed_idx" ON "adverts" USING btree ("category_id","created_at","id") WHERE "adverts"."advert_type" = 'customerRequest' and "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_request_deadline_idx" ON "adverts" USING btree ("deadline") WHERE "adverts"."advert_type" = 'customerRequest' and "adverts"."status" = 'active' and "adverts"."deadline" is not null;--> statement-breakpoint
UPDATE "adverts" SET "max_offers" = 10 WHERE "advert_type" = 'customerRequest' AND "max_offers" IS NULL;
