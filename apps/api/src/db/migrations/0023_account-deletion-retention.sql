ALTER TABLE "sellers" ADD COLUMN "retained_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "retention_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "retained_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "retention_reason" text;