ALTER TABLE "document_versions" ADD COLUMN "kind" text DEFAULT 'generate' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "note" text;--> statement-breakpoint
UPDATE "document_versions" SET "kind" = 'refine' WHERE "instruction" IS NOT NULL;--> statement-breakpoint
UPDATE "document_versions" SET "kind" = 'regenerate' WHERE "instruction" IS NULL AND "version" > 1;
