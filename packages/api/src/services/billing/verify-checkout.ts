import type { Db } from "@lexforge/db";
import { and, eq, transactions } from "@lexforge/db";
import { getPlan, isLocalSessionId, paidPlanPrice, retrieveCheckoutSession } from "@lexforge/payments";
import type { CheckoutFacts, PlanId } from "@lexforge/payments";

import { getBalance } from "../credits/get-balance";
import type { PaymentsConfig } from "../payments-config";
import { CheckoutNotFoundError, PaymentNotCompletedError } from "./errors";
import { fulfilCheckout } from "./fulfil-checkout";
import { stripeClient, usesLocalCheckout } from "./payments-mode";

export type VerifyCheckoutResult = { creditsAdded: number; planId: PlanId; credits: number };

/**
 * /payment-success: asks Stripe for the session, checks it is paid and the signed-in user's, then runs
 * the same idempotent fulfilment as the webhook (whichever arrives first applies it).
 */
export async function verifyCheckout(
  db: Db,
  { sessionId, userId, config }: { sessionId: string; userId: string; config: PaymentsConfig },
): Promise<VerifyCheckoutResult> {
  if (isLocalSessionId(sessionId)) return verifyLocalCheckout(db, { sessionId, userId, config });

  const stripe = stripeClient(config);
  if (!stripe) throw new CheckoutNotFoundError();
  let facts: CheckoutFacts;
  try {
    facts = await retrieveCheckoutSession(stripe, sessionId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new CheckoutNotFoundError();
    throw error;
  }
  if (facts.userId !== userId || !facts.planId) throw new CheckoutNotFoundError();
  if (!facts.paid) throw new PaymentNotCompletedError();
  // A session that did not charge the plan's price buys nothing; to the buyer it is not a checkout of ours.
  if (!paidPlanPrice(facts, facts.planId)) throw new CheckoutNotFoundError();

  const result = await fulfilCheckout(db, {
    sessionId: facts.sessionId,
    userId,
    planId: facts.planId,
    amountCents: facts.amountCents,
    paymentIntentId: facts.paymentIntentId,
    card: facts.card,
  });
  return { creditsAdded: result.creditsAdded, planId: result.planId, credits: result.credits };
}

/**
 * A local session exists only once its signed event reached the webhook, so the record to check is the
 * transaction it wrote; a session that was never paid, or is someone else's, is not found.
 */
async function verifyLocalCheckout(
  db: Db,
  { sessionId, userId, config }: { sessionId: string; userId: string; config: PaymentsConfig },
): Promise<VerifyCheckoutResult> {
  if (!usesLocalCheckout(config)) throw new CheckoutNotFoundError();
  const row = await db.query.transactions.findFirst({
    where: and(eq(transactions.stripeCheckoutSessionId, sessionId), eq(transactions.userId, userId)),
  });
  if (!row) throw new CheckoutNotFoundError();
  return {
    creditsAdded: getPlan(row.planId).credits,
    planId: row.planId,
    credits: await getBalance(db, { userId }),
  };
}
