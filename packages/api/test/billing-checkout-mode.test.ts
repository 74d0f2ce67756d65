import { afterAll, describe, expect, it } from "vitest";

import { PAYMENTS_UNAVAILABLE_MESSAGE } from "@lexforge/validators";

import type { PaymentsConfig } from "../src/services/payments-config";
import { checkoutMode } from "../src/services/billing/payments-mode";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

/** One rule decides the pricing notice, the pay buttons and whether createCheckout can start a purchase. */
describe("checkoutMode", () => {
  it.each<[string, PaymentsConfig, ReturnType<typeof checkoutMode>]>([
    ["no key outside production: the local test checkout", { production: false }, "test"],
    ["no key in production: nothing can be bought", { production: true }, "unavailable"],
    ["a Stripe test key", { production: true, stripeSecretKey: "sk_test_123" }, "test"],
    ["a live Stripe key", { production: true, stripeSecretKey: "sk_live_123" }, "live"],
  ])("%s", (_name, config, mode) => {
    expect(checkoutMode(config)).toBe(mode);
  });
});

describe("billing with payments unavailable (production, no Stripe key)", () => {
  const apis: TestApi[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((t) => t.close()));
  });

  it("reports the mode to anyone and refuses checkout with 503 and a clear message", async () => {
    const t = await createTestApi({ production: true });
    apis.push(t);
    expect(await t.caller().billing.checkoutMode()).toBe("unavailable");
    const { api } = await t.user();
    await expect(api.billing.createCheckout({ planId: "basic" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
    });
  });
});
