import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { CheckoutCard } from "./card";
import { cardBrand, luhnValid } from "./card";
import type { Plan, PlanId } from "./plans";
import { PLAN_IDS } from "./plans";
import { signWebhookPayload } from "./webhook";

/**
 * The local test checkout: used when no STRIPE_SECRET_KEY is set and the app is not in production. It
 * stands in for Stripe's hosted page, then delivers a signed checkout.session.completed event to our own
 * webhook route so fulfilment runs the exact code path a real purchase does.
 */

/** Signs local events when STRIPE_WEBHOOK_SECRET is unset outside production. Public on purpose. */
export const LOCAL_DEV_WEBHOOK_SECRET = "whsec_lexforge_local_development_only";
export const LOCAL_SESSION_PREFIX = "cs_test_local_";
const TOKEN_TTL_SECONDS = 60 * 60;

export const isLocalSessionId = (id: string) => id.startsWith(LOCAL_SESSION_PREFIX);

export type LocalCheckout = {
  sessionId: string;
  userId: string;
  planId: PlanId;
  expiresAt: number;
  /** The document page the buyer came from (checked when the checkout was created). */
  returnTo?: string;
};

const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64url");
// A key of its own, so a checkout token can never pass for a webhook signature or the reverse.
const tokenMac = (secret: string, payload: string) =>
  createHmac("sha256", createHmac("sha256", secret).update("lexforge-local-checkout").digest())
    .update(payload)
    .digest();

/** A pending local checkout as a signed token: nothing is stored until the payment is made. */
export function createLocalCheckout({
  secret,
  userId,
  planId,
  returnTo,
  now = Date.now(),
}: {
  secret: string;
  userId: string;
  planId: PlanId;
  returnTo?: string;
  now?: number;
}): { sessionId: string; token: string } {
  const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(12).toString("hex")}`;
  const checkout: LocalCheckout = {
    sessionId,
    userId,
    planId,
    expiresAt: Math.floor(now / 1000) + TOKEN_TTL_SECONDS,
    ...(returnTo ? { returnTo } : {}),
  };
  const payload = b64(JSON.stringify(checkout));
  return { sessionId, token: `${payload}.${b64(tokenMac(secret, payload))}` };
}

/** The checkout a token stands for, or null when it is forged, malformed or expired. */
export function readLocalCheckout({
  secret,
  token,
  now = Date.now(),
}: {
  secret: string;
  token: string;
  now?: number;
}): LocalCheckout | null {
  const [payload, mac, ...rest] = token.split(".");
  if (!payload || !mac || rest.length > 0) return null;
  const expected = tokenMac(secret, payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<LocalCheckout>;
    if (
      typeof value.sessionId !== "string" ||
      !isLocalSessionId(value.sessionId) ||
      typeof value.userId !== "string" ||
      !(PLAN_IDS as readonly unknown[]).includes(value.planId) ||
      typeof value.expiresAt !== "number" ||
      value.expiresAt < Math.floor(now / 1000) ||
      (value.returnTo !== undefined && typeof value.returnTo !== "string")
    ) {
      return null;
    }
    return value as LocalCheckout;
  } catch {
    return null;
  }
}

/** Stripe's documented decline test cards and the message Checkout shows for each. */
export const LOCAL_DECLINED_CARDS: Readonly<Record<string, string>> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000009987": "Your card was declined.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
  "4000000000000119": "An error occurred while processing your card. Try again in a little bit.",
};

export type LocalChargeResult = { ok: true; card: CheckoutCard } | { ok: false; message: string };

/** Charges nothing: accepts a valid, unexpired test number unless it is one of the decline cards. */
export function chargeLocalTestCard({
  number,
  expMonth,
  expYear,
  now = new Date(),
}: {
  number: string;
  expMonth: number;
  expYear: number;
  now?: Date;
}): LocalChargeResult {
  const digits = number.replace(/\D/g, "");
  if (!luhnValid(digits)) return { ok: false, message: "Your card number is invalid." };
  const expired =
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (expired) return { ok: false, message: "Your card's expiration date is in the past." };
  const declined = LOCAL_DECLINED_CARDS[digits];
  if (declined) return { ok: false, message: declined };
  return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4), expMonth, expYear } };
}

/**
 * A checkout.session.completed event shaped like Stripe's, with payment_intent.payment_method expanded
 * so the card the user typed travels with it. Returned as the exact JSON that gets signed.
 */
export function buildLocalCheckoutEvent({
  checkout,
  plan,
  card,
  now = Date.now(),
}: {
  checkout: LocalCheckout;
  plan: Plan;
  card: CheckoutCard;
  now?: number;
}): { id: string; payload: string } {
  const created = Math.floor(now / 1000);
  const id = `evt_local_${randomBytes(12).toString("hex")}`;
  const event = {
    id,
    object: "event",
    type: "checkout.session.completed",
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: checkout.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        currency: "usd",
        amount_total: plan.priceCents,
        client_reference_id: checkout.userId,
        metadata: { plan_id: plan.id, user_id: checkout.userId },
        created,
        livemode: false,
        payment_intent: {
          id: `pi_local_${randomBytes(12).toString("hex")}`,
          object: "payment_intent",
          amount: plan.priceCents,
          currency: "usd",
          status: "succeeded",
          payment_method: {
            id: `pm_local_${randomBytes(12).toString("hex")}`,
            object: "payment_method",
            type: "card",
            card: {
              brand: card.brand,
              last4: card.last4,
              exp_month: card.expMonth,
              exp_year: card.expYear,
            },
          },
        },
      },
    },
  };
  return { id, payload: JSON.stringify(event) };
}

/** Payload plus the Stripe-Signature header for it. */
export function signLocalEvent({ payload, secret }: { payload: string; secret: string }) {
  return { payload, signature: signWebhookPayload({ payload, secret }) };
}
