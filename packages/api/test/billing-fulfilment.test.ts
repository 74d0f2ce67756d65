import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { log } from "@lexforge/log";

import { creditLedger, eq, paymentMethods, stripeEvents, subscriptions, transactions } from "@lexforge/db";
import { createStripe, signWebhookPayload } from "@lexforge/payments";
import { createFakeStripe } from "@lexforge/payments/testing";

import { handleStripeWebhook } from "../src/services/billing/handle-stripe-webhook";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";
import { billingCounts } from "./support/billing";

const SECRET = "whsec_test_fulfilment";
const config = { production: false, stripeSecretKey: "sk_test_fake", stripeWebhookSecret: SECRET };
const fake = createFakeStripe();
const server = setupServer(...fake.handlers);
const stripe = createStripe({ secretKey: config.stripeSecretKey });
const MASTERCARD = { brand: "mastercard", last4: "4444", expMonth: 8, expYear: 2031 };

let t: TestApi;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  t = await createTestApi(config);
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await t.close();
});

/** A user who went through Stripe Checkout for `planId`; the session is paid unless told otherwise. */
async function purchase(planId: "basic" | "standard" | "premium", { paid = true } = {}) {
  const user = await t.user();
  const { url } = await user.api.billing.createCheckout({ planId });
  const sessionId = url.split("/").at(-1) ?? "";
  if (paid) fake.pay(sessionId, MASTERCARD);
  return { ...user, sessionId };
}

function deliver(payload: string, signature: string | null = signWebhookPayload({ payload, secret: SECRET })) {
  return handleStripeWebhook({ db: t.db, rawBody: payload, signature, secret: SECRET, stripe });
}

describe("checkout.session.completed fulfilment", () => {
  it("applies once across 10 concurrent deliveries of the same event and a /payment-success verify", async () => {
    const { id, api, sessionId } = await purchase("standard");
    const payload = fake.event(sessionId);
    const eventsBefore = (await billingCounts(t.db, id)).events;

    const [verified, ...responses] = await Promise.all([
      api.billing.verifyCheckout({ sessionId }),
      ...Array.from({ length: 10 }, () => deliver(payload)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((r) => r.body.applied === true).length).toBeLessThanOrEqual(1);
    expect(verified).toEqual({ creditsAdded: 10, planId: "standard", credits: 11 });

    expect(await api.credits.balance()).toBe(11);
    const counts = await billingCounts(t.db, id);
    expect(counts).toMatchObject({ transactions: 1, purchases: 1, paymentMethods: 1 });
    expect(counts.events - eventsBefore).toBe(1);

    const [row] = await t.db.select().from(transactions).where(eq(transactions.userId, id));
    expect(row).toMatchObject({ planId: "standard", amountCents: 1000, stripeCheckoutSessionId: sessionId });
    const [ledger] = await t.db.select().from(creditLedger).where(eq(creditLedger.ref, sessionId));
    expect(ledger).toMatchObject({ reason: "purchase", delta: 10, balanceAfter: 11 });
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, id));
    expect(method).toMatchObject({
      brand: "mastercard",
      lastFour: "4444",
      expMonth: 8,
      expYear: 2031,
      isDefault: true,
    });
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(subscription).toMatchObject({ planId: "standard", status: "active", autoRenew: true });
    const days =
      ((subscription?.currentPeriodEnd.getTime() ?? 0) - (subscription?.currentPeriodStart.getTime() ?? 0)) /
      86_400_000;
    expect(days).toBe(30);

    // A later, distinct event for the same session is recorded but adds nothing.
    const again = await deliver(fake.event(sessionId, "checkout.session.async_payment_succeeded"));
    expect(again).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await api.credits.balance()).toBe(11);
    expect((await billingCounts(t.db, id)).events - eventsBefore).toBe(2);
    expect(await api.billing.verifyCheckout({ sessionId })).toEqual({
      creditsAdded: 10,
      planId: "standard",
      credits: 11,
    });
  });

  it("records each distinct event once", async () => {
    const { sessionId } = await purchase("basic");
    const payload = fake.event(sessionId, "checkout.session.completed", "evt_distinct_once");
    await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    const rows = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_distinct_once"));
    expect(rows).toHaveLength(1);
  });
});

describe("rejections write nothing", () => {
  it("bad signature → 400", async () => {
    const { id, sessionId } = await purchase("standard");
    const before = await billingCounts(t.db, id);
    const payload = fake.event(sessionId);
    const forged = signWebhookPayload({ payload, secret: "whsec_attacker" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, "t=123,v1=deadbeef")).status).toBe(400);
    expect(await billingCounts(t.db, id)).toEqual(before);
    expect(await t.caller(id).credits.balance()).toBe(1);
  });

  it("stale timestamp (> 300 s) → 400", async () => {
    const { id, sessionId } = await purchase("standard");
    const before = await billingCounts(t.db, id);
    const payload = fake.event(sessionId);
    const stale = signWebhookPayload({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    const response = await deliver(payload, stale);
    expect(response.status).toBe(400);
    expect(await billingCounts(t.db, id)).toEqual(before);
  });

  it("another user's session id → NOT_FOUND", async () => {
    const owner = await purchase("premium");
    const intruder = await t.user();
    const before = await billingCounts(t.db, intruder.id);
    await expect(intruder.api.billing.verifyCheckout({ sessionId: owner.sessionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await billingCounts(t.db, intruder.id)).toEqual(before);
    expect(await billingCounts(t.db, owner.id)).toMatchObject({ transactions: 0, purchases: 0 });
    expect(await intruder.api.credits.balance()).toBe(1);
  });

  it("unpaid session → refused by verify, pending on the webhook", async () => {
    const { id, api, sessionId } = await purchase("standard", { paid: false });
    const before = await billingCounts(t.db, id);
    await expect(api.billing.verifyCheckout({ sessionId })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(await deliver(fake.event(sessionId))).toEqual({ status: 200, body: { received: true, pending: true } });
    expect(await billingCounts(t.db, id)).toEqual(before);
    expect(await api.credits.balance()).toBe(1);
  });

  it("unknown session → NOT_FOUND; malformed id → BAD_REQUEST", async () => {
    const { api } = await t.user();
    await expect(api.billing.verifyCheckout({ sessionId: "cs_test_nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(api.billing.verifyCheckout({ sessionId: "../../etc" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("unknown event types → 200 and ignored", async () => {
    const { id } = await t.user();
    const before = await billingCounts(t.db, id);
    const payload = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, ignored: "customer.created" } });
    expect(await billingCounts(t.db, id)).toEqual(before);
  });
});

describe("billing.createCheckout", () => {
  it("sends Stripe the plan's server-side price and our return URLs", async () => {
    const { id, api } = await t.user();
    const { url } = await api.billing.createCheckout({ planId: "premium" });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const params = fake.created.at(-1);
    expect(params?.get("line_items[0][price_data][unit_amount]")).toBe("2000");
    expect(params?.get("client_reference_id")).toBe(id);
    expect(params?.get("success_url")).toBe(
      "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=premium",
    );
  });

  it("a checkout started from a document returns to it, paid or cancelled; any other return page is refused", async () => {
    const { api } = await t.user();
    const doc = "/documents/lease?doc=0b5c7a8e-1f2d-4c3b-9a6e-5d4c3b2a1f0e";
    await api.billing.createCheckout({ planId: "basic", returnTo: doc });
    const params = fake.created.at(-1);
    expect(params?.get("success_url")).toBe(
      `http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=basic&return=${encodeURIComponent(doc)}`,
    );
    expect(params?.get("cancel_url")).toBe(`http://localhost:3000${doc}`);
    for (const returnTo of ["https://evil.example/documents/lease?doc=x", "//evil.example", "/dashboard", `${doc}&x=1`])
      await expect(api.billing.createCheckout({ planId: "basic", returnTo })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
  });

  it("requires sign-in and a known plan", async () => {
    await expect(t.caller().billing.createCheckout({ planId: "basic" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    const { api } = await t.user();
    const error = await api.billing
      .createCheckout({ planId: "gold" as "basic" })
      .catch((e: unknown) => e as { code: string; shape?: { data?: { zodError?: unknown } } });
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("surfaces a Stripe failure as CHECKOUT_FAILED, not a 500", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.post("https://api.stripe.com/v1/checkout/sessions", () =>
        HttpResponse.json({ error: { type: "api_error", message: "boom" } }, { status: 400 }),
      ),
    );
    const { api } = await t.user();
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    await expect(api.billing.createCheckout({ planId: "basic" })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: "Error creating checkout session",
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ path: "billing.createCheckout", code: "CHECKOUT_FAILED" }),
      "unexpected error",
    );
    logged.mockRestore();
  });
});
