-- The body is kept once, in document_versions. Before the duplicate columns go: a version whose body lacks
-- its request gets it from the version's inputs, and a document whose current version row is missing gets
-- one from its own body, so no stored document loses its text or its inputs.
UPDATE "document_versions" SET "body" = jsonb_set("body", '{request}', "inputs") WHERE NOT ("body" ? 'request');--> statement-breakpoint
ALTER TABLE "document_versions" DROP COLUMN "inputs";--> statement-breakpoint
UPDATE "documents" SET "body" = jsonb_set("body", '{request}', "inputs") WHERE NOT ("body" ? 'request');--> statement-breakpoint
INSERT INTO "document_versions" ("document_id", "version", "body", "kind", "created_at")
SELECT d."id", d."current_version", d."body", 'generate', d."updated_at" FROM "documents" d
WHERE NOT EXISTS (
  SELECT 1 FROM "document_versions" v WHERE v."document_id" = d."id" AND v."version" = d."current_version"
);--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "inputs";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "body";
