import type Stripe from "stripe";

import type { CheckoutCard } from "./card";
import type { Plan, PlanId } from "./plans";
import { getPlan, PLAN_IDS } from "./plans";

/** Raised when Stripe answers without a usable session (the spec's 'no checkout URL returned'). */
export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CheckoutError";
  }
}

export type CreateCheckoutSessionOptions = {
  plan: Plan;
  userId: string;
  /** Origin the success and cancel URLs point back to. */
  appUrl: string;
  customerEmail?: string;
  /** A document page (checked by the caller): paying returns to it, and so does cancelling. */
  returnTo?: string;
};

/**
 * The confirmation page's path: the session (Stripe substitutes {CHECKOUT_SESSION_ID}, which must stay
 * unencoded), the plan, and the document to go back to.
 */
export function paymentSuccessPath(sessionId: string, planId: PlanId, returnTo?: string): string {
  const back = returnTo ? `&return=${encodeURIComponent(returnTo)}` : "";
  return `/payment-success?session_id=${sessionId}&plan=${planId}${back}`;
}

/** A Checkout Session in payment mode; the price comes from the plan table, never from the client. */
export async function createCheckoutSession(
  stripe: Stripe,
  { plan, userId, appUrl, customerEmail, returnTo }: CreateCheckoutSessionOptions,
): Promise<{ id: string; url: string }> {
  const metadata = { plan_id: plan.id, user_id: userId };
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    client_reference_id: userId,
    customer_email: customerEmail,
    metadata,
    payment_intent_data: { metadata },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: plan.priceCents,
          product_data: { name: `${plan.title} Plan`, description: plan.features.join(" · ") },
        },
      },
    ],
    success_url: `${appUrl}${paymentSuccessPath("{CHECKOUT_SESSION_ID}", plan.id, returnTo)}`,
    cancel_url: `${appUrl}${returnTo ?? "/pricing"}`,
  });
  if (!session.url) throw new CheckoutError("no checkout URL returned");
  return { id: session.id, url: session.url };
}

/** What fulfilment needs from a checkout session, however it arrived. */
export type CheckoutFacts = {
  sessionId: string;
  userId: string | null;
  planId: PlanId | null;
  paid: boolean;
  amountCents: number | null;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string | null;
  card: CheckoutCard | null;
  /** The payment a refund goes back to; null until the session is paid. */
  paymentIntentId: string | null;
};

/**
 * Whether what was charged is the plan's price in US dollars. The price is set by our server when the
 * session is created, but a session with another amount (a tampered or foreign session, a coupon we never
 * offered) must not buy the plan's credits.
 */
export function paidPlanPrice(facts: Pick<CheckoutFacts, "amountCents" | "currency">, planId: PlanId): boolean {
  // A session without a currency is not one we created (checkout always sets usd): never assume it.
  return facts.amountCents === getPlan(planId).priceCents && facts.currency?.toLowerCase() === "usd";
}

const isPlanId = (value: unknown): value is PlanId =>
  typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);

/** Reads a session object; the card is present only when payment_intent.payment_method is expanded. */
export function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  return {
    sessionId: session.id,
    userId: session.client_reference_id ?? null,
    planId: isPlanId(session.metadata?.plan_id) ? session.metadata.plan_id : null,
    paid: session.payment_status === "paid",
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    card: cardOf(session.payment_intent),
    paymentIntentId:
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

function cardOf(intent: Stripe.Checkout.Session["payment_intent"]): CheckoutCard | null {
  if (!intent || typeof intent === "string") return null;
  const method = intent.payment_method;
  if (!method || typeof method === "string" || !method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** The session as Stripe holds it now, with the card used to pay. */
export async function retrieveCheckoutSession(stripe: Stripe, sessionId: string): Promise<CheckoutFacts> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ["payment_intent.payment_method"],
  });
  return checkoutFacts(session);
}

/**
 * Refunds a payment in full. The idempotency key makes a retried call (a timeout, a second click that got
 * past the database's claim) return the same refund instead of a second one.
 */
export async function refundPayment(
  stripe: Stripe,
  { paymentIntentId, idempotencyKey }: { paymentIntentId: string; idempotencyKey: string },
): Promise<{ refundId: string }> {
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId, reason: "requested_by_customer" },
    { idempotencyKey },
  );
  return { refundId: refund.id };
}

/** The checkout session a payment paid, for purchases recorded before their payment intent was. */
export async function sessionIdForPayment(stripe: Stripe, paymentIntentId: string): Promise<string | null> {
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  return sessions.data[0]?.id ?? null;
}

/** What a charge.refunded event says: which payment, and whether it was refunded in full. */
export function refundFacts(charge: Stripe.Charge): { paymentIntentId: string | null; fullyRefunded: boolean } {
  const intent = charge.payment_intent;
  return {
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    fullyRefunded: charge.refunded,
  };
}
