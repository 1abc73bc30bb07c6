CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_user_created_idx" ON "data_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_kind_created_idx" ON "data_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_status_deadline_idx" ON "data_requests" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_one_open_export_key" ON "data_requests" USING btree ("user_id") WHERE "data_requests"."kind" = 'export' and "data_requests"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "blog_comments_user_idx" ON "blog_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id");