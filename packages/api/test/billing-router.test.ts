import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedPaymentMethod, seedSubscription, seedTransaction } from "@lexforge/db/seed";
import { PLAN_IDS } from "@lexforge/payments/plans";
import { ZTransactionsQuerySchema } from "@lexforge/validators";

import { fulfilCheckout } from "../src/services/billing/fulfil-checkout";
import { listAllTransactions, transactionsCsv } from "../src/services/billing/list-transactions";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

describe("billing.summary", () => {
  it("is empty for a new user", async () => {
    const { api } = await t.user();
    expect(await api.billing.summary()).toEqual({
      credits: 1,
      plan: null,
      paymentMethod: null,
      latestTransactions: [],
    });
  });

  it("shows the plan, the card and the 3 latest transactions after purchases", async () => {
    const { id, api } = await t.user();
    await seedTransaction(t.db, { userId: id, planId: "basic", date: day("2026-01-01") });
    const now = new Date("2026-11-21T10:00:00.000Z");
    await fulfilCheckout(t.db, {
      sessionId: "cs_test_summary_1",
      userId: id,
      planId: "standard",
      card: { brand: "visa", last4: "1881", expMonth: 4, expYear: 2033 },
      now,
    });
    await seedTransaction(t.db, { userId: id, planId: "premium", date: day("2026-06-01") });
    await seedTransaction(t.db, { userId: id, planId: "basic", date: day("2026-03-01") });

    const summary = await api.billing.summary();
    expect(summary.credits).toBe(11);
    expect(summary.plan).toEqual({ id: "standard", name: "Standard" });
    // Plans are one-time purchases: nothing about a period or a renewal reaches Billing.
    expect(summary).not.toHaveProperty("nextBillingDate");
    expect(summary).not.toHaveProperty("autoRenew");
    expect(summary.paymentMethod).toEqual({ brand: "visa", last4: "1881", expMonth: 4, expYear: 2033 });
    expect(summary.latestTransactions.map((r) => [r.label, r.amountCents, r.synthetic])).toEqual([
      ["Standard Plan", 1000, false],
      ["Premium Plan", 2000, false],
      ["Basic Plan", 500, false],
    ]);
  });

  it("shows the synthetic entry when a plan exists without transactions", async () => {
    const { id, api } = await t.user();
    const start = new Date("2026-10-01T00:00:00.000Z");
    await seedSubscription(t.db, { userId: id, planId: "premium", start });
    const { latestTransactions } = await api.billing.summary();
    expect(latestTransactions).toHaveLength(1);
    expect(latestTransactions[0]).toMatchObject({
      planId: "premium",
      label: "Premium Plan",
      amountCents: 2000,
      synthetic: true,
      date: start,
    });
  });

  it("never shows another user's billing", async () => {
    const other = await t.user();
    await seedPaymentMethod(t.db, { userId: other.id });
    await seedTransaction(t.db, { userId: other.id });
    const { api } = await t.user();
    const summary = await api.billing.summary();
    expect(summary.paymentMethod).toBeNull();
    expect(summary.latestTransactions).toEqual([]);
  });
});

describe("billing.transactions", () => {
  let api: ReturnType<TestApi["caller"]>;
  let userId: string;
  beforeAll(async () => {
    const user = await t.user();
    api = user.api;
    userId = user.id;
    for (let i = 0; i < 23; i++) {
      await seedTransaction(t.db, {
        userId,
        planId: PLAN_IDS[i % 3],
        date: new Date(Date.UTC(2026, 0, 1 + i * 10, 12)),
      });
    }
    const other = await t.user();
    await seedTransaction(t.db, { userId: other.id, planId: "premium", date: day("2026-11-21") });
  });

  it("pages 10 at a time, newest first by default", async () => {
    const first = await api.billing.transactions({});
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(10);
    const dates = first.rows.map((r) => r.date.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const last = await api.billing.transactions({ page: 3 });
    expect(last.rows).toHaveLength(3);
    expect((await api.billing.transactions({ page: 99 })).page).toBe(3);
    expect((await api.billing.transactions({ pageSize: 100 })).rows).toHaveLength(23);
  });

  it("sorts by amount and plan in both directions", async () => {
    const asc = await api.billing.transactions({ sort: { field: "amount", direction: "asc" }, pageSize: 100 });
    expect(asc.rows[0]?.amountCents).toBe(500);
    expect(asc.rows.at(-1)?.amountCents).toBe(2000);
    const plan = await api.billing.transactions({ sort: { field: "plan", direction: "desc" }, pageSize: 100 });
    expect(plan.rows[0]?.planId).toBe("standard");
    expect(plan.rows.at(-1)?.planId).toBe("basic");
  });

  it("searches plan id, amount text and long date text, case-insensitively", async () => {
    expect((await api.billing.transactions({ search: "STANDARD" })).total).toBe(8);
    expect((await api.billing.transactions({ search: "10.00" })).total).toBe(8);
    expect((await api.billing.transactions({ search: "$20.00" })).total).toBe(7);
    // 2026-01-11 is the second row: "January 11, 2026".
    const byDate = await api.billing.transactions({ search: "january 11, 2026" });
    expect(byDate.total).toBe(1);
    expect(byDate.rows[0]?.label).toBe("Standard Plan");
    expect((await api.billing.transactions({ search: "100%" })).total).toBe(0);
  });

  it("filters by plan and by an inclusive date range, and counts only the user's rows", async () => {
    expect((await api.billing.transactions({ planId: "premium" })).total).toBe(7);
    const range = await api.billing.transactions({ from: "2026-01-01", to: "2026-01-21", pageSize: 100 });
    expect(range.total).toBe(3);
    expect((await api.billing.transactions({ from: "2026-11-21", to: "2026-11-21" })).total).toBe(0);
  });

  it("rejects bad input with field errors", async () => {
    await expect(api.billing.transactions({ pageSize: 1000 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.billing.transactions({ from: "2026-02-30x" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.billing.transactions({ from: "2026-03-01", to: "2026-02-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("exports the same filtered rows as CSV", async () => {
    const filters = ZTransactionsQuerySchema.parse({ planId: "basic", from: "2026-01-01", to: "2026-01-31" });
    const rows = await listAllTransactions(t.db, { userId, filters });
    const csv = transactionsCsv(rows);
    expect(csv.split("\r\n")[0]).toBe('"Date","Plan","Amount","Transaction ID","Refunded"');
    expect(csv).toContain('"January 1, 2026","Basic Plan","$5.00"');
    expect(csv.trim().split("\r\n")).toHaveLength(1 + rows.length);
  });
});
