import {
  bodyTooLarge,
  BodyTooLargeError,
  handleStripeWebhook,
  readBodyLimited,
  stripeClient,
  webhookSecret,
} from "@lexforge/api";

import { getDb } from "~/server/db";
import { logged } from "~/server/request-log";
import { paymentsConfig } from "~/server/trpc-context";

export const dynamic = "force-dynamic";

const WEBHOOK_MAX_BODY_BYTES = 256 * 1024;

/** Stripe webhooks (and the local test checkout's signed events). The signature covers the raw body. */
async function post(req: Request) {
  let rawBody: string;
  try {
    // Stripe's events are a few KB; the signature is checked only after the body is read.
    rawBody = new TextDecoder().decode(await readBodyLimited(req, WEBHOOK_MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error.limit);
    throw error;
  }
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

export const POST = logged(post);
