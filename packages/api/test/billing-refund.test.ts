import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { creditLedger, eq, transactions } from "@lexforge/db";
import { createStripe, LOCAL_SESSION_PREFIX, REFUND_WINDOW_DAYS, signWebhookPayload } from "@lexforge/payments";
import { createFakeStripe } from "@lexforge/payments/testing";

import { REFUND_REFUSALS } from "../src/services/billing/errors";
import { fulfilCheckout } from "../src/services/billing/fulfil-checkout";
import { spendCredit } from "../src/services/credits/spend-credit";
import { handleStripeWebhook } from "../src/services/billing/handle-stripe-webhook";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum, ndaRequest, transactionsAtOnce } from "./support/api";

const SECRET = "whsec_test_refunds";
const config = { production: false, stripeSecretKey: "sk_test_fake", stripeWebhookSecret: SECRET };
const fake = createFakeStripe();
const server = setupServer(...fake.handlers);
const stripe = createStripe({ secretKey: config.stripeSecretKey });
const VISA = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2032 };

let t: TestApi;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  t = await createTestApi(config);
});
afterEach(() => {
  fake.failRefunds(false);
});
afterAll(async () => {
  server.close();
  await t.close();
});

type Api = Awaited<ReturnType<TestApi["user"]>>["api"];

/** Pays for a plan through Stripe Checkout and delivers the webhook, as a real purchase goes. */
async function buy(api: Api, planId: "basic" | "standard" | "premium") {
  const { url } = await api.billing.createCheckout({ planId });
  const sessionId = url.split("/").at(-1) ?? "";
  fake.pay(sessionId, VISA);
  const response = await deliver(fake.event(sessionId));
  expect(response.body).toMatchObject({ applied: true });
  const [row] = await t.db.select().from(transactions).where(eq(transactions.stripeCheckoutSessionId, sessionId));
  if (!row) throw new Error("purchase not recorded");
  return { sessionId, transactionId: row.id };
}

function deliver(payload: string) {
  const signature = signWebhookPayload({ payload, secret: SECRET });
  return handleStripeWebhook({ db: t.db, rawBody: payload, signature, secret: SECRET, stripe });
}

const refused = (refusal: keyof typeof REFUND_REFUSALS) => ({
  code: "PRECONDITION_FAILED",
  message: REFUND_REFUSALS[refusal],
  cause: { reason: "REFUND_REFUSED" },
});

describe("the money-back guarantee", () => {
  it("refunds an unused Basic purchase through Stripe: credits, ledger and the purchase back; a second refund is refused", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { transactionId } = await buy(api, "basic");
    expect(await api.credits.balance()).toBe(6);
    const calls = fake.refundCalls();

    const refund = await api.billing.refund({ transactionId });
    expect(refund).toMatchObject({ credits: 1, amountCents: 500 });
    expect(await api.credits.balance()).toBe(1);
    expect(await ledgerSum(t.db, id)).toBe(1);
    expect(fake.refundCalls() - calls).toBe(1);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row?.refundedAt).toBeInstanceOf(Date);
    expect([...fake.refunds.values()].map((r) => r.id)).toContain(row?.refundId);
    const entries = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
    expect(entries.filter((e) => e.reason === "refund")).toEqual([
      expect.objectContaining({ delta: -5, balanceAfter: 1 }),
    ]);

    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("ALREADY_REFUNDED"));
    expect(await api.credits.balance()).toBe(1);
    expect(fake.refundCalls() - calls).toBe(1);

    // Billing and the transactions list say so; a refunded purchase offers no second refund, nor a plan.
    const summary = await api.billing.summary();
    expect(summary.plan).toBeNull();
    expect(summary.latestTransactions[0]).toMatchObject({ id: transactionId, refund: { available: false } });
    expect(summary.latestTransactions[0]?.refundedAt).toBeInstanceOf(Date);
    const list = await api.billing.transactions({});
    expect(list.rows[0]?.refundedAt).toBeInstanceOf(Date);
  });

  it("refuses a partly spent purchase with its reason, and Billing shows the same reason", async () => {
    const { api } = await t.user({ credits: 0 });
    const { transactionId } = await buy(api, "standard");
    expect((await api.billing.summary()).latestTransactions[0]?.refund).toEqual({ available: true, balanceAfter: 0 });
    await api.documents.generate(ndaRequest({ useAI: true }));
    expect(await api.credits.balance()).toBe(9);

    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("CREDITS_USED"));
    expect(await api.credits.balance()).toBe(9);
    expect((await api.billing.summary()).latestTransactions[0]?.refund).toEqual({
      available: false,
      reason: REFUND_REFUSALS.CREDITS_USED,
    });
  });

  it.each(["basic", "premium"] as const)(
    "refund of %s against spends, 50 requests at once: the refund and the spends never both win",
    async (planId) => {
      const { id, api } = await t.user({ credits: 0 });
      const { transactionId } = await buy(api, planId);
      const racing = t.caller(id, transactionsAtOnce(t.db, 50));
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? racing.billing.refund({ transactionId })
            : racing.documents.generate(ndaRequest({ useAI: true })),
        ),
      );
      const won = (i: number) => results[i]?.status === "fulfilled";
      const refunds = results.filter((_, i) => i % 2 === 0 && won(i)).length;
      const spends = results.filter((_, i) => i % 2 === 1 && won(i)).length;
      expect(refunds).toBeLessThanOrEqual(1);
      // Exactly one side wins: the refund, after which nothing could be spent, or the spends, after which the
      // purchase is no longer refundable.
      expect(refunds === 1 ? spends === 0 : spends > 0).toBe(true);

      const balance = await api.credits.balance();
      expect(balance).toBe(refunds === 1 ? 0 : planId === "premium" ? -1 : 5 - spends);
      expect(await ledgerSum(t.db, id)).toBe(balance);
      for (const r of results) {
        if (r.status === "rejected") {
          expect(r.reason).toMatchObject({ code: expect.stringMatching(/PRECONDITION_FAILED|PAYMENT_REQUIRED/) });
        }
      }
    },
  );

  it("a spend still in its transaction holds a refund back until it commits, on an unlimited balance too", async () => {
    const { id, api } = await t.user({ credits: 0 });
    const { transactionId } = await buy(api, "premium");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let spent = () => {};
    const spendMade = new Promise<void>((resolve) => (spent = resolve));
    const spending = t.db.transaction(async (tx) => {
      await spendCredit(tx, { userId: id, reason: "generation", ref: "held-open" });
      spent();
      await held;
    });
    await spendMade;
    let settled = false;
    const refund = api.billing.refund({ transactionId }).finally(() => (settled = true));
    // Not a timing measure: a refund not held back by the open spend is done long before this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await spending;
    await expect(refund).rejects.toMatchObject(refused("CREDITS_USED"));
    expect(await api.credits.balance()).toBe(-1);
  });

  it("50 refunds of one purchase at once: one refund, one Stripe call", async () => {
    const { id, api } = await t.user({ credits: 0 });
    const { transactionId } = await buy(api, "standard");
    const calls = fake.refundCalls();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => api.billing.refund({ transactionId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(fake.refundCalls() - calls).toBe(1);
    expect(await api.credits.balance()).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });

  it("a failed Stripe call changes nothing; asked again, one refund is made", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { transactionId } = await buy(api, "basic");
    fake.failRefunds(true);
    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      cause: { reason: "REFUND_FAILED" },
    });
    expect(await api.credits.balance()).toBe(6);
    expect(await ledgerSum(t.db, id)).toBe(6);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row?.refundedAt).toBeNull();

    fake.failRefunds(false);
    await api.billing.refund({ transactionId });
    expect(await api.credits.balance()).toBe(1);
    expect([...fake.refunds.keys()].filter((key) => key === `refund-${transactionId}`)).toHaveLength(1);
  });

  it("Premium refunded gives back the balance it found", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { transactionId } = await buy(api, "premium");
    expect(await api.credits.balance()).toBe(-1);
    await api.billing.refund({ transactionId });
    expect(await api.credits.balance()).toBe(1);
    expect(await ledgerSum(t.db, id)).toBe(1);
  });

  it("Premium used once (an unlimited spend) is no longer refundable", async () => {
    const { api } = await t.user({ credits: 1 });
    const { transactionId } = await buy(api, "premium");
    await api.documents.generate(ndaRequest({ useAI: true }));
    expect(await api.credits.balance()).toBe(-1);
    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("CREDITS_USED"));
  });

  it("only the last change to the credits is refunded: a purchase with a later one stays, the later one goes", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const first = await buy(api, "basic");
    const second = await buy(api, "standard");
    expect(await api.credits.balance()).toBe(16);
    await expect(api.billing.refund({ transactionId: first.transactionId })).rejects.toMatchObject(
      refused("BALANCE_CHANGED"),
    );
    await api.billing.refund({ transactionId: second.transactionId });
    expect((await api.billing.summary()).plan).toMatchObject({ id: "basic" });
    expect(await api.credits.balance()).toBe(6);
    // The refund is itself a change: the first purchase is still not the last one.
    await expect(api.billing.refund({ transactionId: first.transactionId })).rejects.toMatchObject(
      refused("BALANCE_CHANGED"),
    );
    expect(await ledgerSum(t.db, id)).toBe(6);
  });

  it("Stripe refusing for good (already refunded in the dashboard) is said so, not 'try again'", async () => {
    const { api } = await t.user({ credits: 1 });
    const { transactionId } = await buy(api, "basic");
    fake.failRefunds("charge_already_refunded");
    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("ALREADY_REFUNDED"));
    expect(await api.credits.balance()).toBe(6);
  });

  it("Billing offers exactly the refunds the server makes, with the balance after each", async () => {
    const { api } = await t.user({ credits: 1 });
    const first = await buy(api, "basic");
    const second = await buy(api, "premium");
    const offers = new Map((await api.billing.summary()).latestTransactions.map((row) => [row.id, row.refund]));
    expect(offers.get(second.transactionId)).toEqual({ available: true, balanceAfter: 6 });
    expect(offers.get(first.transactionId)).toEqual({ available: false, reason: REFUND_REFUSALS.BALANCE_CHANGED });
    expect(await api.billing.refund({ transactionId: second.transactionId })).toMatchObject({ credits: 6 });
  });

  it(`refuses after ${REFUND_WINDOW_DAYS} days, and another user's purchase is not found`, async () => {
    const { api } = await t.user({ credits: 0 });
    const { transactionId } = await buy(api, "basic");
    const stranger = await t.user();
    await expect(stranger.api.billing.refund({ transactionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: REFUND_REFUSALS.NOT_FOUND,
    });
    const old = new Date(Date.now() - (REFUND_WINDOW_DAYS + 1) * 86_400_000);
    await t.db.update(transactions).set({ transactionDate: old }).where(eq(transactions.id, transactionId));
    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("WINDOW_PASSED"));
    expect(await api.credits.balance()).toBe(5);
  });

  it("rejects a malformed purchase id with a 400, not a 500", async () => {
    const { api } = await t.user();
    await expect(api.billing.refund({ transactionId: "not-a-uuid" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("charge.refunded", () => {
  it("after a refund from Billing, the event and its replays change nothing", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { sessionId, transactionId } = await buy(api, "basic");
    await api.billing.refund({ transactionId });
    const payload = fake.refundedEvent(sessionId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.body)).toEqual(Array(5).fill({ received: true, applied: false }));
    expect(await api.credits.balance()).toBe(1);
    expect(await ledgerSum(t.db, id)).toBe(1);
  });

  it("a refund made in Stripe's dashboard takes the credits back once, however often the event comes", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { sessionId, transactionId } = await buy(api, "standard");
    await api.documents.generate(ndaRequest({ useAI: true }));
    expect(await api.credits.balance()).toBe(10);
    const payload = fake.refundedEvent(sessionId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(responses.filter((r) => r.body.applied === true)).toHaveLength(1);
    // Ten credits bought, one spent: what is left of the purchase goes, never below zero.
    expect(await api.credits.balance()).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row?.refundedAt).toBeInstanceOf(Date);
    await expect(api.billing.refund({ transactionId })).rejects.toMatchObject(refused("ALREADY_REFUNDED"));
  });
});

describe("charge.refunded for older and layered purchases", () => {
  it("finds a purchase recorded without its payment intent through Stripe's session list", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { sessionId, transactionId } = await buy(api, "basic");
    await t.db.update(transactions).set({ stripePaymentIntentId: null }).where(eq(transactions.id, transactionId));
    const response = await deliver(fake.refundedEvent(sessionId));
    expect(response.body).toMatchObject({ applied: true });
    expect(await api.credits.balance()).toBe(1);
    expect(await ledgerSum(t.db, id)).toBe(1);
  });

  it("a dashboard refund under an unlimited balance leaves it, and is a change a later refund sees", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const basic = await buy(api, "basic");
    const premium = await buy(api, "premium");
    expect((await deliver(fake.refundedEvent(basic.sessionId))).body).toMatchObject({ applied: true });
    expect(await api.credits.balance()).toBe(-1);
    // Premium's own refund would give back the 6 it found, the basic credits included: refused instead.
    await expect(api.billing.refund({ transactionId: premium.transactionId })).rejects.toMatchObject(
      refused("BALANCE_CHANGED"),
    );
    expect(await ledgerSum(t.db, id)).toBe(-1);
  });
});

describe("the local test checkout", () => {
  it("refunds a local purchase with a local refund id and no call to Stripe", async () => {
    const local = await createTestApi({ production: false });
    try {
      const { id, api } = await local.user({ credits: 1 });
      const sessionId = `${LOCAL_SESSION_PREFIX}refund0000000000000000`;
      await fulfilCheckout(local.db, { sessionId, userId: id, planId: "basic", card: VISA });
      const [row] = await local.db
        .select()
        .from(transactions)
        .where(eq(transactions.stripeCheckoutSessionId, sessionId));
      const calls = fake.refundCalls();
      await api.billing.refund({ transactionId: row?.id ?? "" });
      expect(await api.credits.balance()).toBe(1);
      const [after] = await local.db
        .select()
        .from(transactions)
        .where(eq(transactions.stripeCheckoutSessionId, sessionId));
      expect(after?.refundId).toMatch(/^re_local_/);
      expect(fake.refundCalls()).toBe(calls);
    } finally {
      await local.close();
    }
  });
});
