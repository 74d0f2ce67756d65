import type { Db } from "@lexforge/db";
import { and, desc, eq, paymentMethods, subscriptions, transactions } from "@lexforge/db";
import type { PlanId } from "@lexforge/payments";
import { getPlan, planLabel } from "@lexforge/payments";

import { getBalance } from "../credits/get-balance";
import { SUBSCRIPTION_PERIOD_DAYS } from "./fulfil-checkout";

export const BILLING_HISTORY_LIMIT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BillingRow = {
  id: string;
  planId: PlanId;
  /** 'Basic Plan' */
  label: string;
  date: Date;
  amountCents: number;
};

/** Everything the dashboard's Billing tab shows, for the signed-in user only. */
export async function getBillingSummary(db: Db, { userId }: { userId: string }) {
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

  let latestTransactions: (BillingRow & { synthetic: boolean })[] = latest.map((row) => ({
    id: row.id,
    planId: row.planId,
    label: planLabel(row.planId),
    date: row.transactionDate,
    amountCents: row.amountCents,
    synthetic: false,
  }));
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
        synthetic: true,
      },
    ];
  }

  return {
    credits,
    plan: subscription ? { id: subscription.planId, name: getPlan(subscription.planId).title } : null,
    nextBillingDate: subscription?.currentPeriodEnd ?? null,
    autoRenew: subscription?.autoRenew ?? null,
    paymentMethod: method
      ? { brand: method.brand, last4: method.lastFour, expMonth: method.expMonth, expYear: method.expYear }
      : null,
    latestTransactions,
  };
}
