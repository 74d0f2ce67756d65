import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { CheckoutError, createCheckoutSession, createStripe, getPlan, retrieveCheckoutSession } from "../src";
import { createFakeStripe } from "../src/testing";

const fake = createFakeStripe();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stripe = createStripe({ secretKey: "sk_test_fake" });

describe("createCheckoutSession (real SDK against msw)", () => {
  it("creates a payment-mode session priced from the plan table", async () => {
    const { id, url } = await createCheckoutSession(stripe, {
      plan: getPlan("standard"),
      userId: "user-1",
      appUrl: "http://localhost:3000",
    });
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
    const params = fake.created.at(-1);
    expect(params?.get("mode")).toBe("payment");
    expect(params?.get("client_reference_id")).toBe("user-1");
    expect(params?.get("metadata[plan_id]")).toBe("standard");
    expect(params?.get("line_items[0][price_data][unit_amount]")).toBe("1000");
    expect(params?.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(params?.get("success_url")).toBe(
      "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=standard",
    );
    expect(params?.get("cancel_url")).toBe("http://localhost:3000/pricing");
  });

  it("fails with 'no checkout URL returned' when Stripe gives no url", async () => {
    server.use(
      http.post("https://api.stripe.com/v1/checkout/sessions", () =>
        HttpResponse.json({ id: "cs_test_nourl", object: "checkout.session", url: null }),
      ),
    );
    await expect(
      createCheckoutSession(stripe, { plan: getPlan("basic"), userId: "u", appUrl: "http://x" }),
    ).rejects.toThrow(CheckoutError);
  });
});

describe("retrieveCheckoutSession", () => {
  it("reads paid state, owner, plan and the card Stripe charged", async () => {
    const { id } = await createCheckoutSession(stripe, {
      plan: getPlan("premium"),
      userId: "user-2",
      appUrl: "http://localhost:3000",
    });
    expect((await retrieveCheckoutSession(stripe, id)).paid).toBe(false);
    fake.pay(id, { brand: "mastercard", last4: "4444", expMonth: 8, expYear: 2031 });
    expect(await retrieveCheckoutSession(stripe, id)).toEqual({
      sessionId: id,
      userId: "user-2",
      planId: "premium",
      paid: true,
      amountCents: 2000,
      currency: "usd",
      card: { brand: "mastercard", last4: "4444", expMonth: 8, expYear: 2031 },
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it("surfaces Stripe's 404 for an unknown session", async () => {
    await expect(retrieveCheckoutSession(stripe, "cs_test_missing")).rejects.toMatchObject({ statusCode: 404 });
  });
});
