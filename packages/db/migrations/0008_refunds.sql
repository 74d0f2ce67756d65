ALTER TABLE "transactions" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_seq_idx" ON "credit_ledger" USING btree ("user_id","seq");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");