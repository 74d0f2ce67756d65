import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { creditBalances, creditLedger, eq } from "@lexforge/db";
import type { PlanId } from "@lexforge/payments";
import { getPlan } from "@lexforge/payments";

import { fulfilCheckout } from "../src/services/billing/fulfil-checkout";
import { getBalance } from "../src/services/credits/get-balance";
import { spendCredit } from "../src/services/credits/spend-credit";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

let sessions = 0;
const buy = (userId: string, planId: PlanId) =>
  fulfilCheckout(t.db, {
    sessionId: `cs_test_credits_${++sessions}`,
    userId,
    planId,
    amountCents: getPlan(planId).priceCents,
    card: null,
  });

const spend = (userId: string, n: number) =>
  Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      t.db.transaction((tx) => spendCredit(tx, { userId, reason: "generation", ref: `doc-${i}` })),
    ),
  );

describe("adding credits: unlimited wins, else the sum", () => {
  it("premium then basic → unlimited", async () => {
    const { id } = await t.user();
    expect((await buy(id, "premium")).credits).toBe(-1);
    expect((await buy(id, "basic")).credits).toBe(-1);
    expect(await getBalance(t.db, { userId: id })).toBe(-1);
  });

  it("basic then premium → unlimited", async () => {
    const { id } = await t.user();
    await buy(id, "basic");
    expect((await buy(id, "premium")).credits).toBe(-1);
  });

  it("basic twice → 10 + the sign-up credit = 11, and the ledger adds up", async () => {
    const { id } = await t.user();
    expect((await buy(id, "basic")).credits).toBe(6);
    expect((await buy(id, "basic")).credits).toBe(11);
    expect(await getBalance(t.db, { userId: id })).toBe(11);
    expect(await ledgerSum(t.db, id)).toBe(11);
  });
});

describe("spending credits", () => {
  it("100 concurrent spends on unlimited never change the balance", async () => {
    const { id } = await t.user({ credits: -1 });
    const results = await spend(id, 100);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await getBalance(t.db, { userId: id })).toBe(-1);
  });

  it("on 5 credits exactly 5 of 30 concurrent spends succeed", async () => {
    const { id } = await t.user({ credits: 5 });
    const results = await spend(id, 30);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(25);
    expect(await getBalance(t.db, { userId: id })).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });

  it("a purchase after running out makes credits spendable again", async () => {
    const { id } = await t.user({ credits: 0 });
    expect((await spend(id, 1))[0]?.status).toBe("rejected");
    await buy(id, "standard");
    const results = await spend(id, 12);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  });

  it("a user without a balance row spends the default credit once: 10 concurrent first spends, one succeeds", async () => {
    const { id } = await t.user({ credits: 1 });
    await t.db.delete(creditBalances).where(eq(creditBalances.userId, id));
    await t.db.delete(creditLedger).where(eq(creditLedger.userId, id));
    const results = await spend(id, 10);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getBalance(t.db, { userId: id })).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });
});
