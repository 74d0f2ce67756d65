import type { Db } from "@lexforge/db";
import {
  creditBalances,
  creditLedger,
  eq,
  paymentMethods,
  sql,
  stripeEvents,
  subscriptions,
  transactions,
} from "@lexforge/db";
import type { CheckoutCard, PlanId } from "@lexforge/payments";
import { getPlan } from "@lexforge/payments";

import { ensureBalanceRow, getBalance } from "../credits/get-balance";
import { UNLIMITED } from "@lexforge/validators/credits";
import { CheckoutNotFoundError } from "./errors";

/** A purchase starts a 30-day period with auto-renew on. */
export const SUBSCRIPTION_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FulfilCheckoutOptions = {
  /** The idempotency key: a checkout session is fulfilled at most once, however often it is reported. */
  sessionId: string;
  userId: string;
  planId: PlanId;
  /** What Stripe charged; defaults to the plan's price. */
  amountCents?: number | null;
  /** The payment a refund would go back to. */
  paymentIntentId?: string | null;
  card: CheckoutCard | null;
  /** The Stripe event that reported the session, recorded even when the session was already applied. */
  event?: { id: string; type: string };
  now?: Date;
};

export type FulfilCheckoutResult = {
  /** False when an earlier delivery (webhook or /payment-success) had already applied the session. */
  applied: boolean;
  planId: PlanId;
  /** Credits the purchase granted; -1 = unlimited. */
  creditsAdded: number;
  /** Balance after; -1 = unlimited. */
  credits: number;
};

/**
 * Applies a paid checkout session in one transaction: the transaction row (whose unique session id is
 * the gate: a second delivery inserts nothing and stops there), the credits (unlimited wins, else sum,
 * computed in SQL on the locked row), the ledger row, the subscription, the card and the event id.
 */
export async function fulfilCheckout(db: Db, options: FulfilCheckoutOptions): Promise<FulfilCheckoutResult> {
  const { sessionId, userId, card, event } = options;
  const plan = getPlan(options.planId);
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    if (event) {
      await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    }

    const [inserted] = await tx
      .insert(transactions)
      .values({
        userId,
        planId: plan.id,
        amountCents: options.amountCents ?? plan.priceCents,
        transactionDate: now,
        stripeCheckoutSessionId: sessionId,
        stripePaymentIntentId: options.paymentIntentId ?? null,
      })
      .onConflictDoNothing({ target: transactions.stripeCheckoutSessionId })
      .returning({ id: transactions.id });

    if (!inserted) {
      const existing = await tx.query.transactions.findFirst({
        where: eq(transactions.stripeCheckoutSessionId, sessionId),
      });
      if (existing?.userId !== userId) throw new CheckoutNotFoundError();
      const previous = getPlan(existing.planId);
      return {
        applied: false,
        planId: previous.id,
        creditsAdded: previous.credits,
        credits: await getBalance(tx, { userId }),
      };
    }

    await ensureBalanceRow(tx, { userId });
    // Locked for the rest of the transaction, so the delta below is exactly what this purchase changed.
    const [before] = await tx
      .select({ amount: creditBalances.amount })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId))
      .for("update");
    const added = plan.credits;
    const [balance] = await tx
      .update(creditBalances)
      .set({
        amount: sql`CASE WHEN ${creditBalances.amount} = ${UNLIMITED} OR ${added}::int = ${UNLIMITED}
          THEN ${UNLIMITED} ELSE ${creditBalances.amount} + ${added}::int END`,
      })
      .where(eq(creditBalances.userId, userId))
      .returning({ amount: creditBalances.amount });
    const credits = balance?.amount ?? added;

    await tx.insert(creditLedger).values({
      userId,
      // The change in the stored amount, so the ledger always sums to the balance: becoming unlimited
      // from 4 credits is -5 (4 → -1), and a purchase on an already unlimited balance is 0.
      delta: credits - (before?.amount ?? 0),
      reason: "purchase",
      ref: sessionId,
      balanceAfter: credits,
    });

    const period = {
      planId: plan.id,
      status: "active" as const,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS),
      autoRenew: true,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ userId, ...period })
      .onConflictDoUpdate({ target: subscriptions.userId, set: period });

    if (card) {
      const method = {
        type: "card",
        brand: card.brand,
        lastFour: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        updatedAt: now,
      };
      await tx
        .insert(paymentMethods)
        .values({ userId, isDefault: true, ...method })
        .onConflictDoUpdate({
          target: paymentMethods.userId,
          targetWhere: sql.raw(`"is_default"`),
          set: method,
        });
    }

    return { applied: true, planId: plan.id, creditsAdded: added, credits };
  });
}
