import { and, count, creditLedger, eq, paymentMethods, stripeEvents, transactions } from "@lexforge/db";
import type { Db } from "@lexforge/db";

/** Row counts the "nothing written" assertions compare before and after. */
export async function billingCounts(db: Db, userId: string) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    transactions: await n(db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId))),
    purchases: await n(
      db
        .select({ n: count() })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, "purchase"))),
    ),
    paymentMethods: await n(db.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId))),
    events: await n(db.select({ n: count() }).from(stripeEvents)),
  };
}
