"use server";

import { headers } from "next/headers";
import { z } from "zod";

import { localCheckoutSecret } from "@lexforge/api";
import {
  buildLocalCheckoutEvent,
  chargeLocalTestCard,
  getPlan,
  paymentSuccessPath,
  readLocalCheckout,
  signLocalEvent,
} from "@lexforge/payments";
import type { TTestCard } from "@lexforge/validators";
import { parseExpiry, ZTestCardSchema } from "@lexforge/validators";

import { env } from "~/env";
import { auth } from "~/server/auth";
import { paymentsConfig } from "~/server/trpc-context";

export type PayTestCheckoutResult =
  | { ok: true; redirectTo: string }
  | { ok: false; error: string; fieldErrors?: Partial<Record<keyof TTestCard, string[]>> };

const UNAVAILABLE = "This test checkout is not available. Please choose a plan again.";

/**
 * "Charges" the typed test card, then delivers a signed checkout.session.completed to our own webhook
 * route, so fulfilment runs exactly as it does for a real Stripe purchase.
 */
export async function payTestCheckout(token: string, input: unknown): Promise<PayTestCheckoutResult> {
  const secret = localCheckoutSecret(paymentsConfig);
  if (!secret || typeof token !== "string") return { ok: false, error: UNAVAILABLE };
  const checkout = readLocalCheckout({ secret, token });
  const session = await auth();
  if (!checkout || !session?.user?.id || checkout.userId !== session.user.id) {
    return { ok: false, error: UNAVAILABLE };
  }

  const parsed = ZTestCardSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    return { ok: false, error: "Please check your card details.", fieldErrors };
  }
  const { month, year } = parseExpiry(parsed.data.expiry);
  const charge = chargeLocalTestCard({ number: parsed.data.cardNumber, expMonth: month, expYear: year });
  if (!charge.ok) return { ok: false, error: charge.message };

  const plan = getPlan(checkout.planId);
  const { payload } = buildLocalCheckoutEvent({ checkout, plan, card: charge.card });
  const { signature } = signLocalEvent({ payload, secret });
  const response = await fetch(`${await ownOrigin()}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
    cache: "no-store",
  });
  if (!response.ok) {
    console.error(`[test-checkout] webhook answered ${response.status}: ${await response.text()}`);
    return { ok: false, error: "There was an error processing your payment. Please try again." };
  }
  return {
    ok: true,
    redirectTo: paymentSuccessPath(encodeURIComponent(checkout.sessionId), plan.id, checkout.returnTo),
  };
}

async function ownOrigin(): Promise<string> {
  if (env.APP_URL) return env.APP_URL.replace(/\/$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}
