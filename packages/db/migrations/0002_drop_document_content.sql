ALTER TABLE "document_versions" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "content";