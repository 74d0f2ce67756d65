import type Stripe from "stripe";

import { createStripe, LOCAL_DEV_WEBHOOK_SECRET } from "@lexforge/payments";

import type { PaymentsConfig } from "../payments-config";

/** The local test checkout stands in for Stripe only without a key, and never in production. */
export const usesLocalCheckout = (config: PaymentsConfig) => !config.stripeSecretKey && !config.production;

/**
 * How purchases work here, the one rule the pricing notice, the pay buttons and createCheckout follow:
 * "live" takes real money (a live Stripe key), "test" takes test cards (a Stripe test key or the local
 * test checkout), "unavailable" takes nothing (production without a Stripe key).
 */
export type CheckoutMode = "live" | "test" | "unavailable";

export function checkoutMode(config: PaymentsConfig): CheckoutMode {
  if (config.stripeSecretKey) return config.stripeSecretKey.startsWith("sk_live_") ? "live" : "test";
  return usesLocalCheckout(config) ? "test" : "unavailable";
}

/**
 * The secret webhook signatures are checked against: STRIPE_WEBHOOK_SECRET, else (only while the local
 * test checkout is on) the fixed, public local one it signs with. Null means webhooks cannot be verified:
 * a deployment with a real Stripe key never accepts events signed with the public secret.
 */
export function webhookSecret(config: PaymentsConfig): string | null {
  if (config.stripeWebhookSecret) return config.stripeWebhookSecret;
  return usesLocalCheckout(config) ? LOCAL_DEV_WEBHOOK_SECRET : null;
}

/** Secret for local checkout tokens and events; null whenever the local checkout is off. */
export const localCheckoutSecret = (config: PaymentsConfig) =>
  usesLocalCheckout(config) ? webhookSecret(config) : null;

export function stripeClient(config: PaymentsConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return createStripe({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
}
