import type { Db } from "@lexforge/db";
import { and, desc, eq, paymentMethods, subscriptions, transactions } from "@lexforge/db";
import type { PlanId } from "@lexforge/payments";
import { getPlan, planLabel } from "@lexforge/payments";

import { getBalance } from "../credits/get-balance";
import { REFUND_REFUSALS } from "./errors";
import { SUBSCRIPTION_PERIOD_DAYS } from "./fulfil-checkout";
import type { RefundCheck } from "./refund-purchase";
import { refundCheck } from "./refund-purchase";

export const BILLING_HISTORY_LIMIT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BillingRow = {
  id: string;
  planId: PlanId;
  /** 'Basic Plan' */
  label: string;
  date: Date;
  amountCents: number;
  refundedAt: Date | null;
};

/**
 * Whether Billing offers a refund of a purchase and what the balance would be after it; if not, why (nothing
 * said once it is refunded: the row says so).
 */
type RefundOffer = { available: true; balanceAfter: number } | { available: false; reason: string | null };

const offerFor = (check: RefundCheck): RefundOffer =>
  check.refusal === null
    ? { available: true, balanceAfter: check.balanceAfterRefund }
    : { available: false, reason: check.refusal === "ALREADY_REFUNDED" ? null : REFUND_REFUSALS[check.refusal] };

/** Everything the dashboard's Billing tab shows, for the signed-in user only. */
export async function getBillingSummary(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const credits = await getBalance(db, { userId });
  const subscription = await db.query.subscriptions.findFirst({
    where: and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")),
  });
  const method = await db.query.paymentMethods.findFirst({
    where: and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)),
  });
  const latest = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(BILLING_HISTORY_LIMIT);

  let latestTransactions: (BillingRow & { synthetic: boolean; refund: RefundOffer })[] = await Promise.all(
    latest.map(async (row) => ({
      id: row.id,
      planId: row.planId,
      label: planLabel(row.planId),
      date: row.transactionDate,
      amountCents: row.amountCents,
      refundedAt: row.refundedAt,
      synthetic: false,
      refund: offerFor(await refundCheck(db, row, now)),
    })),
  );
  if (latestTransactions.length === 0 && subscription) {
    // Spec: with a plan but no recorded payment, show one entry dated a period before the next bill.
    latestTransactions = [
      {
        id: `synthetic-${subscription.id}`,
        planId: subscription.planId,
        label: planLabel(subscription.planId),
        date: new Date(subscription.currentPeriodEnd.getTime() - SUBSCRIPTION_PERIOD_DAYS * DAY_MS),
        // No real transaction to show, so the entry is priced at the plan's own price.
        amountCents: getPlan(subscription.planId).priceCents,
        refundedAt: null,
        synthetic: true,
        refund: offerFor({ refusal: "NOT_REFUNDABLE" }),
      },
    ];
  }

  return {
    credits,
    plan: subscription ? { id: subscription.planId, name: getPlan(subscription.planId).title } : null,
    paymentMethod: method
      ? { brand: method.brand, last4: method.lastFour, expMonth: method.expMonth, expYear: method.expYear }
      : null,
    latestTransactions,
  };
}
