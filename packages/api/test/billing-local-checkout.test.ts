import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { eq, paymentMethods } from "@lexforge/db";
import {
  buildLocalCheckoutEvent,
  chargeLocalTestCard,
  getPlan,
  LOCAL_DEV_WEBHOOK_SECRET,
  readLocalCheckout,
  signLocalEvent,
} from "@lexforge/payments";

import { handleStripeWebhook } from "../src/services/billing/handle-stripe-webhook";
import { localCheckoutSecret, webhookSecret } from "../src/services/billing/payments-mode";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";
import { billingCounts } from "./support/billing";

// The embedded default: no Stripe key, not production.
const config = { production: false };
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi(config);
});
afterAll(() => t.close());

/** What the test checkout page does: charge the typed card, post the signed event to the webhook. */
async function payLocally(url: string, cardNumber: string) {
  const token = new URL(url).searchParams.get("session") ?? "";
  const checkout = readLocalCheckout({ secret: LOCAL_DEV_WEBHOOK_SECRET, token });
  if (!checkout) throw new Error("token did not verify");
  const charge = chargeLocalTestCard({ number: cardNumber, expMonth: 12, expYear: 2034 });
  if (!charge.ok) return { checkout, charge, response: null };
  const { payload } = buildLocalCheckoutEvent({ checkout, plan: getPlan(checkout.planId), card: charge.card });
  const { signature } = signLocalEvent({ payload, secret: LOCAL_DEV_WEBHOOK_SECRET });
  const response = await handleStripeWebhook({
    db: t.db,
    rawBody: payload,
    signature,
    secret: webhookSecret(config),
  });
  return { checkout, charge, response };
}

describe("local test checkout (no STRIPE_SECRET_KEY, not production)", () => {
  it("returns our own test checkout URL with a signed pending session", async () => {
    const { id, api } = await t.user();
    const { url } = await api.billing.createCheckout({ planId: "standard" });
    expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/test\?session=/);
    const token = new URL(url).searchParams.get("session") ?? "";
    expect(readLocalCheckout({ secret: LOCAL_DEV_WEBHOOK_SECRET, token })).toMatchObject({
      userId: id,
      planId: "standard",
    });
  });

  it("4242… runs the webhook fulfilment and saves the typed card; verify reports it", async () => {
    const { id, api } = await t.user();
    const { url } = await api.billing.createCheckout({ planId: "standard" });
    const { checkout, response } = await payLocally(url, "4242 4242 4242 4242");
    expect(response).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await api.billing.verifyCheckout({ sessionId: checkout.sessionId })).toEqual({
      creditsAdded: 10,
      planId: "standard",
      credits: 11,
    });
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, id));
    expect(method).toMatchObject({ brand: "visa", lastFour: "4242", expMonth: 12, expYear: 2034 });
    const summary = await api.billing.summary();
    expect(summary.latestTransactions[0]).toMatchObject({ label: "Standard Plan", amountCents: 1000 });
  });

  it("4000 0000 0000 0002 is declined and nothing is added", async () => {
    const { id, api } = await t.user();
    const { url } = await api.billing.createCheckout({ planId: "premium" });
    const before = await billingCounts(t.db, id);
    const { checkout, charge, response } = await payLocally(url, "4000000000000002");
    expect(charge).toEqual({ ok: false, message: "Your card was declined." });
    expect(response).toBeNull();
    expect(await billingCounts(t.db, id)).toEqual(before);
    await expect(api.billing.verifyCheckout({ sessionId: checkout.sessionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await api.credits.balance()).toBe(1);
  });

  it("another user cannot verify a local session", async () => {
    const owner = await t.user();
    const { url } = await owner.api.billing.createCheckout({ planId: "basic" });
    const { checkout } = await payLocally(url, "4242424242424242");
    const intruder = await t.user();
    await expect(intruder.api.billing.verifyCheckout({ sessionId: checkout.sessionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await intruder.api.credits.balance()).toBe(1);
  });
});

describe("production", () => {
  it("never offers the local checkout or accepts the local secret", async () => {
    const production = { production: true };
    expect(localCheckoutSecret(production)).toBeNull();
    expect(webhookSecret(production)).toBeNull();
    expect(webhookSecret({ production: true, stripeWebhookSecret: "whsec_real" })).toBe("whsec_real");
    expect(localCheckoutSecret({ production: false, stripeSecretKey: "sk_test_x" })).toBeNull();
    // With a real Stripe key the public local secret is never accepted, in any environment.
    expect(webhookSecret({ production: false, stripeSecretKey: "sk_test_x" })).toBeNull();

    const prod = await createTestApi(production);
    try {
      const { api } = await prod.user();
      await expect(api.billing.createCheckout({ planId: "basic" })).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
      });
      const response = await handleStripeWebhook({
        db: prod.db,
        rawBody: "{}",
        signature: "t=1,v1=x",
        secret: webhookSecret(production),
      });
      expect(response.status).toBe(500);
    } finally {
      await prod.close();
    }
  });
});
