import type Stripe from "stripe";

import { stripeWebhooks } from "./stripe-client";

/** Events we act on; every other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "charge.refunded",
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** Stripe's own default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export type VerifyWebhookOptions = {
  rawBody: string;
  signature: string | null | undefined;
  secret: string;
  /** Seconds since the epoch; tests move the clock. */
  receivedAt?: number;
};

/** The signed event, or WebhookSignatureError for a missing, forged or stale signature. */
export function verifyWebhookEvent({ rawBody, signature, secret, receivedAt }: VerifyWebhookOptions) {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  try {
    return stripeWebhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
}

export function isHandledEvent(event: Stripe.Event): boolean {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** Signs a payload the way Stripe does (the local test checkout and the tests use it). */
export function signWebhookPayload({
  payload,
  secret,
  timestamp,
}: {
  payload: string;
  secret: string;
  timestamp?: number;
}): string {
  return stripeWebhooks.generateTestHeaderString({ payload, secret, timestamp });
}
