import { describe, expect, it } from "vitest";

import {
  buildLocalCheckoutEvent,
  cardBrand,
  chargeLocalTestCard,
  checkoutFacts,
  createLocalCheckout,
  paymentSuccessPath,
  getPlan,
  isLocalSessionId,
  LOCAL_DEV_WEBHOOK_SECRET,
  luhnValid,
  readLocalCheckout,
  signLocalEvent,
  verifyWebhookEvent,
} from "../src";
import type { Stripe } from "../src";

const secret = LOCAL_DEV_WEBHOOK_SECRET;

describe("local checkout tokens", () => {
  it("round-trips a pending checkout and rejects tampering and expiry", () => {
    const { sessionId, token } = createLocalCheckout({ secret, userId: "user-1", planId: "standard" });
    expect(isLocalSessionId(sessionId)).toBe(true);
    expect(readLocalCheckout({ secret, token })).toMatchObject({ sessionId, userId: "user-1", planId: "standard" });

    const [payload, mac] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), planId: "premium" }),
    ).toString("base64url");
    expect(readLocalCheckout({ secret, token: `${forged}.${mac}` })).toBeNull();
    expect(readLocalCheckout({ secret: "whsec_other", token })).toBeNull();
    expect(readLocalCheckout({ secret, token: "garbage" })).toBeNull();
    expect(readLocalCheckout({ secret, token, now: Date.now() + 2 * 60 * 60 * 1000 })).toBeNull();
  });

  it("carries the document page to return to, signed with the rest", () => {
    const returnTo = "/documents/nda?doc=0b5c7a8e-1f2d-4c3b-9a6e-5d4c3b2a1f0e";
    const { token } = createLocalCheckout({ secret, userId: "user-1", planId: "basic", returnTo });
    expect(readLocalCheckout({ secret, token })?.returnTo).toBe(returnTo);
    const [payload, mac] = token.split(".");
    const moved = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), returnTo: "//evil.example" }),
    ).toString("base64url");
    expect(readLocalCheckout({ secret, token: `${moved}.${mac}` })).toBeNull();
    expect(paymentSuccessPath("cs_1", "basic", returnTo)).toBe(
      `/payment-success?session_id=cs_1&plan=basic&return=${encodeURIComponent(returnTo)}`,
    );
  });
});

describe("test cards", () => {
  it("accepts 4242… as a Visa and keeps what was typed", () => {
    expect(chargeLocalTestCard({ number: "4242 4242 4242 4242", expMonth: 12, expYear: 2034 })).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
    expect(chargeLocalTestCard({ number: "5555555555554444", expMonth: 1, expYear: 2035 })).toMatchObject({
      ok: true,
      card: { brand: "mastercard", last4: "4444" },
    });
  });

  it("declines 4000 0000 0000 0002, invalid numbers and past expiry", () => {
    expect(chargeLocalTestCard({ number: "4000000000000002", expMonth: 12, expYear: 2034 })).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect(chargeLocalTestCard({ number: "4242424242424241", expMonth: 12, expYear: 2034 }).ok).toBe(false);
    expect(
      chargeLocalTestCard({ number: "4242424242424242", expMonth: 1, expYear: 2020, now: new Date("2026-11-21") }),
    ).toEqual({ ok: false, message: "Your card's expiration date is in the past." });
  });

  it("names brands from the prefix and checks Luhn", () => {
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("1234567812345678")).toBe(false);
  });
});

describe("local checkout event", () => {
  it("is a signed checkout.session.completed carrying the typed card", () => {
    const { token } = createLocalCheckout({ secret, userId: "user-9", planId: "basic" });
    const checkout = readLocalCheckout({ secret, token });
    if (!checkout) throw new Error("token did not verify");
    const card = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 };
    const { payload } = buildLocalCheckoutEvent({ checkout, plan: getPlan("basic"), card });
    const { signature } = signLocalEvent({ payload, secret });
    const event = verifyWebhookEvent({ rawBody: payload, signature, secret });
    expect(event.type).toBe("checkout.session.completed");
    expect(checkoutFacts(event.data.object as Stripe.Checkout.Session)).toEqual({
      sessionId: checkout.sessionId,
      userId: "user-9",
      planId: "basic",
      paid: true,
      amountCents: 500,
      currency: "usd",
      card,
      paymentIntentId: expect.stringMatching(/^pi_local_/),
    });
  });
});
