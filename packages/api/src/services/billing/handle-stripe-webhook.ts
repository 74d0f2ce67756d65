import type Stripe from "stripe";

import type { Db } from "@lexforge/db";
import { eq, users } from "@lexforge/db";
import {
  checkoutFacts,
  isHandledEvent,
  paidPlanPrice,
  refundFacts,
  retrieveCheckoutSession,
  sessionIdForPayment,
  verifyWebhookEvent,
  WebhookSignatureError,
} from "@lexforge/payments";

import { log } from "@lexforge/log";

import { logError } from "../../errors";
import { fulfilCheckout } from "./fulfil-checkout";
import { applyRefundEvent } from "./refund-purchase";

export type HandleStripeWebhookOptions = {
  db: Db;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
  signature: string | null | undefined;
  /** Null when none is configured (production without STRIPE_WEBHOOK_SECRET). */
  secret: string | null;
  /** Used to look up the card when the event's session does not carry it expanded. */
  stripe?: Stripe | null;
  /** Seconds since the epoch; tests move the clock. */
  receivedAt?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookResponse = { status: number; body: Record<string, unknown> };

/**
 * The webhook route's logic, free of Next so it can be tested: verify the signature (400 and nothing
 * written when it fails), ignore types outside the allow-list (200), fulfil paid checkout sessions and apply
 * full refunds.
 */
export async function handleStripeWebhook(options: HandleStripeWebhookOptions): Promise<WebhookResponse> {
  const { db, rawBody, signature, secret, stripe, receivedAt } = options;
  if (!secret) return { status: 500, body: { error: "Webhook secret not configured" } };

  let event: Stripe.Event;
  try {
    event = verifyWebhookEvent({ rawBody, signature, secret, receivedAt });
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 400, body: { error: error.message } };
    throw error;
  }
  if (!isHandledEvent(event)) return { status: 200, body: { received: true, ignored: event.type } };

  try {
    if (event.type === "charge.refunded") {
      const refund = refundFacts(event.data.object);
      // A partial refund (made by hand in Stripe's dashboard) leaves the purchase's credits alone.
      if (!refund.paymentIntentId || !refund.fullyRefunded) {
        return { status: 200, body: { received: true, ignored: "not a full refund" } };
      }
      const result = await applyRefundEvent(db, {
        paymentIntentId: refund.paymentIntentId,
        event: { id: event.id, type: event.type },
        findSessionId: stripe ? (id) => sessionIdForPayment(stripe, id) : undefined,
      });
      return { status: 200, body: { received: true, applied: result.applied } };
    }
    const facts = checkoutFacts(event.data.object as Stripe.Checkout.Session);
    // completed-but-unpaid (delayed payment methods) is applied later by async_payment_succeeded.
    if (!facts.paid) return { status: 200, body: { received: true, pending: true } };
    // Answered 200 and logged, not 500: Stripe retries a 5xx for three days, and these never get better.
    const ignore = (reason: string) => {
      log.warn({ eventId: event.id, reason }, `stripe webhook event ignored: ${reason}`);
      return { status: 200, body: { received: true, ignored: reason } };
    };
    if (!facts.userId || !facts.planId) return ignore("not a Lexforge checkout");
    if (!UUID.test(facts.userId)) return ignore("unknown user");
    const user = await db.query.users.findFirst({ where: eq(users.id, facts.userId), columns: { id: true } });
    if (!user) return ignore("unknown user");
    if (!paidPlanPrice(facts, facts.planId)) return ignore("amount paid does not match the plan");

    const card = facts.card ?? (stripe ? (await retrieveCheckoutSession(stripe, facts.sessionId)).card : null);
    const result = await fulfilCheckout(db, {
      sessionId: facts.sessionId,
      userId: facts.userId,
      planId: facts.planId,
      amountCents: facts.amountCents,
      paymentIntentId: facts.paymentIntentId,
      card,
      event: { id: event.id, type: event.type },
    });
    return { status: 200, body: { received: true, applied: result.applied } };
  } catch (error) {
    // A 500 makes Stripe deliver again later; fulfilment is idempotent, so that is safe. Only the error's class
    // and code are logged: a database error's message carries the query's parameters.
    logError({ requestId: event.id, path: "stripe-webhook", code: "WEBHOOK_FAILED", cause: error });
    return { status: 500, body: { error: "Webhook handling failed" } };
  }
}
