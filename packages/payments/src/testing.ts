/**
 * A stand-in for the slice of Stripe's API we call, as msw handlers, so tests run the real `stripe` SDK
 * over its real HTTP transport. Test-only: nothing in the app imports this entry.
 */
import { randomBytes } from "node:crypto";

import { http, HttpResponse } from "msw";

import type { CheckoutCard } from "./card";

const API = "https://api.stripe.com/v1";

type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string | null;
  cancel_url: string | null;
  payment_intent: string | null;
  created: number;
  livemode: false;
};

type FakeIntent = { id: string; card: CheckoutCard };

export type FakeStripe = ReturnType<typeof createFakeStripe>;

export function createFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const created: URLSearchParams[] = [];
  /** Refunds made, by idempotency key: a repeated key returns the first refund, as Stripe does. */
  const refunds = new Map<string, { id: string; payment_intent: string }>();
  let refundCalls = 0;
  let failRefunds: boolean | string = false;
  let retrievals = 0;

  const expanded = (session: FakeSession, expand: string[]) => {
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!intent || !expand.some((path) => path.startsWith("payment_intent"))) return session;
    const method = expand.includes("payment_intent.payment_method")
      ? {
          id: `pm_${intent.id}`,
          object: "payment_method",
          type: "card",
          card: {
            brand: intent.card.brand,
            last4: intent.card.last4,
            exp_month: intent.card.expMonth,
            exp_year: intent.card.expYear,
          },
        }
      : `pm_${intent.id}`;
    return {
      ...session,
      payment_intent: { id: intent.id, object: "payment_intent", status: "succeeded", payment_method: method },
    };
  };

  const handlers = [
    http.post(`${API}/checkout/sessions`, async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      created.push(params);
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: params.get("mode") ?? "payment",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: params.get("client_reference_id"),
        metadata,
        amount_total: Number(params.get("line_items[0][price_data][unit_amount]") ?? 0),
        currency: params.get("line_items[0][price_data][currency]") ?? "usd",
        success_url: params.get("success_url")?.replace("{CHECKOUT_SESSION_ID}", id) ?? null,
        cancel_url: params.get("cancel_url"),
        payment_intent: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      sessions.set(id, session);
      return HttpResponse.json(session);
    }),
    http.get(`${API}/checkout/sessions`, ({ request }) => {
      const intent = new URL(request.url).searchParams.get("payment_intent");
      const data = [...sessions.values()].filter((session) => intent && session.payment_intent === intent);
      return HttpResponse.json({ object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
    }),
    http.get(`${API}/checkout/sessions/:id`, ({ request, params }) => {
      retrievals++;
      const session = sessions.get(String(params.id));
      if (!session) {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such checkout.session: '${String(params.id)}'`,
            },
          },
          { status: 404 },
        );
      }
      const expand = [...new URL(request.url).searchParams]
        .filter(([key]) => key.startsWith("expand"))
        .map(([, value]) => value);
      return HttpResponse.json(expanded(session, expand));
    }),
    http.post(`${API}/refunds`, async ({ request }) => {
      refundCalls++;
      if (typeof failRefunds === "string") {
        return HttpResponse.json(
          { error: { type: "invalid_request_error", code: failRefunds, message: `Refused: ${failRefunds}` } },
          { status: 400 },
        );
      }
      if (failRefunds) {
        return HttpResponse.json(
          { error: { type: "api_error", message: "An error occurred with our connection to Stripe." } },
          { status: 500 },
        );
      }
      const params = new URLSearchParams(await request.text());
      const intentId = params.get("payment_intent") ?? "";
      if (!intents.has(intentId)) {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such payment_intent: '${intentId}'`,
            },
          },
          { status: 404 },
        );
      }
      const key = request.headers.get("idempotency-key") ?? `no-key-${refundCalls}`;
      const refund = refunds.get(key) ?? { id: `re_${randomBytes(12).toString("hex")}`, payment_intent: intentId };
      refunds.set(key, refund);
      return HttpResponse.json({ object: "refund", status: "succeeded", ...refund });
    }),
  ];

  return {
    handlers,
    refunds,
    refundCalls: () => refundCalls,
    /** Makes the refunds endpoint fail: a 500 (true), Stripe's refusal with this error code, or work (false). */
    failRefunds(value: boolean | string) {
      failRefunds = value;
    },
    /** A charge.refunded event for a paid session's payment, as Stripe sends it after a refund. */
    refundedEvent(sessionId: string, id = `evt_${randomBytes(12).toString("hex")}`) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`fake stripe: session ${sessionId} is not paid`);
      return JSON.stringify({
        id,
        object: "event",
        type: "charge.refunded",
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: {
          object: {
            id: `ch_${randomBytes(12).toString("hex")}`,
            object: "charge",
            amount: session.amount_total,
            amount_refunded: session.amount_total,
            currency: session.currency,
            payment_intent: session.payment_intent,
            refunded: true,
          },
        },
      });
    },
    sessions,
    /** Form parameters of every sessions.create call, in order. */
    created,
    retrievals: () => retrievals,
    /** What Stripe does when the buyer pays: the session completes with this card. */
    pay(sessionId: string, card: CheckoutCard) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      const intent = { id: `pi_${randomBytes(12).toString("hex")}`, card };
      intents.set(intent.id, intent);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
      return session;
    },
    /** A webhook event as Stripe sends it: the session inside, payment_intent as a bare id. */
    event(sessionId: string, type = "checkout.session.completed", id = `evt_${randomBytes(12).toString("hex")}`) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      return JSON.stringify({
        id,
        object: "event",
        type,
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      });
    },
  };
}
