ALTER TABLE "documents" ADD COLUMN "custom_name" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp with time zone;