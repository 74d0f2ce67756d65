import { handleStripeWebhook } from "@lexforge/api/services/billing/handle-stripe-webhook";
import { stripeClient, webhookSecret } from "@lexforge/api/services/billing/payments-mode";

import { getDb } from "~/server/db";
import { paymentsConfig } from "~/server/trpc-context";

export const dynamic = "force-dynamic";

/** Stripe webhooks (and the local test checkout's signed events). The signature covers the raw body. */
export async function POST(req: Request) {
  const rawBody = await req.text();
  const db = await getDb();
  const { status, body } = await handleStripeWebhook({
    db,
    rawBody,
    signature: req.headers.get("stripe-signature"),
    secret: webhookSecret(paymentsConfig),
    stripe: stripeClient(paymentsConfig),
  });
  return Response.json(body, { status });
}
