ALTER TABLE "signature_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sent_pdf" "bytea";