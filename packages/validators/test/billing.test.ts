import { describe, expect, it } from "vitest";

import {
  documentReturnPath,
  parseExpiry,
  ZCreateCheckoutSchema,
  ZTestCardSchema,
  ZTransactionsQuerySchema,
  ZVerifyCheckoutSchema,
} from "../src/billing";

describe("billing schemas", () => {
  it("accepts only known plans and Stripe-shaped session ids", () => {
    expect(ZCreateCheckoutSchema.safeParse({ planId: "standard" }).success).toBe(true);
    expect(ZCreateCheckoutSchema.safeParse({ planId: "gold" }).success).toBe(false);
    expect(ZVerifyCheckoutSchema.safeParse({ sessionId: "cs_test_a1B2c3" }).success).toBe(true);
    expect(ZVerifyCheckoutSchema.safeParse({ sessionId: "" }).success).toBe(false);
    expect(ZVerifyCheckoutSchema.safeParse({ sessionId: "cs_test_../x" }).success).toBe(false);
  });

  it("defaults the transactions query to newest first, page 1 of 10", () => {
    expect(ZTransactionsQuerySchema.parse({})).toEqual({
      sort: { field: "date", direction: "desc" },
      page: 1,
      pageSize: 10,
    });
    expect(ZTransactionsQuerySchema.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(ZTransactionsQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }).success).toBe(false);
  });

  it("normalises the test card and reads MM/YY", () => {
    const card = ZTestCardSchema.parse({
      cardNumber: "4242 4242-4242 4242",
      expiry: "12/34",
      cvc: "123",
      name: " Jane ",
    });
    expect(card).toEqual({ cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Jane" });
    expect(parseExpiry("07 / 29")).toEqual({ month: 7, year: 2029 });
    const bad = ZTestCardSchema.safeParse({ cardNumber: "42", expiry: "13/34", cvc: "12", name: "" });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path[0])).toEqual(["cardNumber", "expiry", "cvc", "name"]);
  });
});

describe("the page a checkout returns to", () => {
  it("is a document page or nothing", () => {
    const doc = "/documents/child-custody?doc=0b5c7a8e-1f2d-4c3b-9a6e-5d4c3b2a1f0e";
    expect(documentReturnPath(doc)).toBe(doc);
    for (const other of [
      null,
      "",
      "/dashboard",
      "https://evil.example" + doc,
      "//evil.example",
      `${doc}#x`,
      "/documents/NDA?doc=1",
    ])
      expect(documentReturnPath(other)).toBeUndefined();
  });
});
