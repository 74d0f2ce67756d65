import { describe, expect, it } from "vitest";

import {
  isHandledEvent,
  signWebhookPayload,
  verifyWebhookEvent,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from "../src";

const secret = "whsec_test_secret";
const payload = JSON.stringify({
  id: "evt_1",
  object: "event",
  type: "checkout.session.completed",
  data: { object: {} },
});
const now = Math.floor(Date.now() / 1000);

describe("verifyWebhookEvent", () => {
  it("accepts a payload signed with the secret", () => {
    const signature = signWebhookPayload({ payload, secret });
    const event = verifyWebhookEvent({ rawBody: payload, signature, secret });
    expect(event.id).toBe("evt_1");
    expect(isHandledEvent(event)).toBe(true);
  });

  it("rejects a missing signature, a wrong secret and a tampered body", () => {
    const signature = signWebhookPayload({ payload, secret });
    expect(() => verifyWebhookEvent({ rawBody: payload, signature: null, secret })).toThrow(WebhookSignatureError);
    expect(() =>
      verifyWebhookEvent({
        rawBody: payload,
        signature: signWebhookPayload({ payload, secret: "whsec_other" }),
        secret,
      }),
    ).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookEvent({ rawBody: payload.replace("evt_1", "evt_2"), signature, secret })).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhookEvent({ rawBody: payload, signature: "t=1,v1=abc", secret })).toThrow(
      WebhookSignatureError,
    );
  });

  it("rejects a signature older than the tolerance (a replay)", () => {
    const stale = signWebhookPayload({ payload, secret, timestamp: now - WEBHOOK_TOLERANCE_SECONDS - 1 });
    expect(() => verifyWebhookEvent({ rawBody: payload, signature: stale, secret })).toThrow(/tolerance/i);
    const fresh = signWebhookPayload({ payload, secret, timestamp: now - WEBHOOK_TOLERANCE_SECONDS + 5 });
    expect(verifyWebhookEvent({ rawBody: payload, signature: fresh, secret }).id).toBe("evt_1");
  });

  it("only handles the allow-listed checkout events", () => {
    const event = (type: string) =>
      verifyWebhookEvent({
        rawBody: JSON.stringify({ id: "evt", object: "event", type }),
        signature: signWebhookPayload({ payload: JSON.stringify({ id: "evt", object: "event", type }), secret }),
        secret,
      });
    expect(isHandledEvent(event("checkout.session.async_payment_succeeded"))).toBe(true);
    expect(isHandledEvent(event("customer.created"))).toBe(false);
    expect(isHandledEvent(event("checkout.session.expired"))).toBe(false);
  });
});
