ALTER TABLE "transactions" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");