import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { log } from "@lexforge/log";

import { creditBalances, creditLedger, eq, sql } from "@lexforge/db";
import { createStripe, signWebhookPayload } from "@lexforge/payments";
import { createFakeStripe } from "@lexforge/payments/testing";

import { fulfilCheckout } from "../src/services/billing/fulfil-checkout";
import { handleStripeWebhook } from "../src/services/billing/handle-stripe-webhook";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum, ndaRequest } from "./support/api";
import { billingCounts } from "./support/billing";

const SECRET = "whsec_test_security";
const config = { production: false, stripeSecretKey: "sk_test_fake", stripeWebhookSecret: SECRET };
const fake = createFakeStripe();
const server = setupServer(...fake.handlers);
const stripe = createStripe({ secretKey: config.stripeSecretKey });
const VISA = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };

let t: TestApi;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  t = await createTestApi(config);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  server.close();
  await t.close();
});

async function paidSession(planId: "basic" | "standard" | "premium") {
  const user = await t.user();
  const { url } = await user.api.billing.createCheckout({ planId });
  const sessionId = url.split("/").at(-1) ?? "";
  fake.pay(sessionId, VISA);
  const session = fake.sessions.get(sessionId);
  if (!session) throw new Error("no fake session");
  return { ...user, sessionId, session };
}

function deliver(payload: string) {
  return handleStripeWebhook({
    db: t.db,
    rawBody: payload,
    signature: signWebhookPayload({ payload, secret: SECRET }),
    secret: SECRET,
    stripe,
  });
}

describe("webhook: the amount paid is checked against the plan", () => {
  it("credits nothing when the session charged less than the plan's price", async () => {
    const { id, api, sessionId, session } = await paidSession("premium");
    session.amount_total = 1; // one cent for the unlimited plan
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);

    const res = await deliver(fake.event(sessionId));
    expect(res).toEqual({ status: 200, body: { received: true, ignored: "amount paid does not match the plan" } });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: "amount paid does not match the plan" }),
      expect.any(String),
    );
    expect(await api.credits.balance()).toBe(1);
    expect(await billingCounts(t.db, id)).toMatchObject({ transactions: 0, purchases: 0 });
    // /payment-success refuses it too.
    await expect(api.billing.verifyCheckout({ sessionId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("credits nothing when the session names no currency (never taken to be US dollars)", async () => {
    const { id, api, sessionId, session } = await paidSession("basic");
    (session as { currency: string | null }).currency = null;
    vi.spyOn(log, "warn").mockImplementation(() => undefined);

    const res = await deliver(fake.event(sessionId));
    expect(res).toEqual({ status: 200, body: { received: true, ignored: "amount paid does not match the plan" } });
    expect(await api.credits.balance()).toBe(1);
    expect(await billingCounts(t.db, id)).toMatchObject({ transactions: 0, purchases: 0 });
  });

  it("logs a failed fulfilment as one line with the error's class and code, never its message", async () => {
    const { sessionId } = await paidSession("basic");
    const failure = Object.assign(new Error("insert into transactions values ('jane@example.com')"), { code: "23505" });
    vi.spyOn(t.db, "transaction").mockRejectedValueOnce(failure);
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);

    const res = await deliver(fake.event(sessionId));
    expect(res.status).toBe(500);
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.stringify(error.mock.calls[0]);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ errorType: "Error", errorCode: "23505" });
    expect(line).not.toContain("jane@example.com");
  });

  it("still credits a session that charged exactly the plan's price", async () => {
    const { api, sessionId } = await paidSession("basic");
    const res = await deliver(fake.event(sessionId));
    expect(res.body).toMatchObject({ applied: true });
    expect(await api.credits.balance()).toBe(6);
  });
});

describe("webhook: a user id that is not ours is answered 200 and ignored, not 500", () => {
  it.each([
    ["malformed", "not-a-uuid'; drop table users; --"],
    ["unknown", "00000000-0000-4000-8000-000000000000"],
  ])("%s user id", async (_kind, userId) => {
    const { sessionId, session } = await paidSession("standard");
    session.client_reference_id = userId;
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);

    const res = await deliver(fake.event(sessionId));
    expect(res).toEqual({ status: 200, body: { received: true, ignored: "unknown user" } });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: "unknown user" }), expect.any(String));
    expect(error).not.toHaveBeenCalled();
  });
});

describe("ledger invariant: the balance equals the sum of the ledger for every user", () => {
  async function balance(userId: string) {
    const row = await t.db.query.creditBalances.findFirst({ where: eq(creditBalances.userId, userId) });
    return row?.amount;
  }

  it("holds through buying credits, going unlimited, spending while unlimited and buying again", async () => {
    const { id, api } = await t.user({ credits: 3 });
    const buy = (planId: "basic" | "premium", n: number) =>
      fulfilCheckout(t.db, { sessionId: `cs_test_ledger_${id}_${n}`, userId: id, planId, card: null });

    await buy("basic", 1);
    expect([await balance(id), await ledgerSum(t.db, id)]).toEqual([8, 8]);
    await buy("premium", 2);
    expect([await balance(id), await ledgerSum(t.db, id)]).toEqual([-1, -1]);
    await api.documents.generate(ndaRequest());
    await buy("basic", 3);
    expect([await balance(id), await ledgerSum(t.db, id)]).toEqual([-1, -1]);
  });

  it("holds for every user in the database, including users whose balance row was created on first read", async () => {
    const { id } = await t.user();
    await t.db.delete(creditLedger).where(eq(creditLedger.userId, id));
    await t.db.delete(creditBalances).where(eq(creditBalances.userId, id));
    await t.caller(id).credits.balance();

    const mismatches = await t.db.execute(sql`
      SELECT b.user_id FROM credit_balances b
      LEFT JOIN credit_ledger l ON l.user_id = b.user_id
      GROUP BY b.user_id, b.amount
      HAVING b.amount <> coalesce(sum(l.delta), 0)`);
    const rows = Array.isArray(mismatches) ? mismatches : (mismatches as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
  });
});
