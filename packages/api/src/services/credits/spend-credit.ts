import type { CreditReason, Db, Tx } from "@lexforge/db";
import { and, creditBalances, creditLedger, eq, gt, sql, users } from "@lexforge/db";

import { EmailNotVerifiedError, InsufficientCreditsError } from "./errors";
import { ensureBalanceRow, getBalance } from "./get-balance";
import { UNLIMITED } from "./rules";

export type SpendCreditOptions = {
  userId: string;
  reason: Extract<CreditReason, "generation" | "refinement" | "regeneration">;
  ref: string;
};

/**
 * Spends one credit inside the caller's transaction, so the spend, the ledger row and whatever the
 * credit pays for commit or roll back together. One conditional UPDATE: concurrent spends serialise on
 * the row lock and can never take the balance below zero. Unlimited rows are left untouched.
 * Returns the balance after the spend (-1 for unlimited).
 */
export async function spendCredit(tx: Tx, { userId, reason, ref }: SpendCreditOptions) {
  await assertMaySpend(tx, { userId });
  await ensureBalanceRow(tx, { userId });
  const [spent] = await tx
    .update(creditBalances)
    .set({ amount: sql`${creditBalances.amount} - 1` })
    .where(and(eq(creditBalances.userId, userId), gt(creditBalances.amount, 0)))
    .returning({ amount: creditBalances.amount });

  let balanceAfter: number;
  if (spent) {
    balanceAfter = spent.amount;
  } else {
    const row = await tx.query.creditBalances.findFirst({ where: eq(creditBalances.userId, userId) });
    if (row?.amount !== UNLIMITED) throw new InsufficientCreditsError();
    balanceAfter = UNLIMITED;
  }

  await tx.insert(creditLedger).values({
    userId,
    delta: balanceAfter === UNLIMITED ? 0 : -1,
    reason,
    ref,
    balanceAfter,
  });
  return balanceAfter;
}

/**
 * The free sign-up credit is what a farm of throwaway accounts is after, so it becomes spendable once the
 * e-mail address is verified (Google accounts arrive verified). Credits a user paid for are spendable at
 * once: the payment already says who they are.
 */
export async function assertMaySpend(db: Db | Tx, { userId }: { userId: string }) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { emailVerified: true } });
  if (!user || user.emailVerified) return;
  const purchase = await db.query.creditLedger.findFirst({
    where: and(eq(creditLedger.userId, userId), eq(creditLedger.reason, "purchase")),
    columns: { id: true },
  });
  if (!purchase) throw new EmailNotVerifiedError();
}

/**
 * What a model call costs nothing to refuse before it is made: the credit is spent only by the save that
 * follows, but a user who could not pay for that save is not sent to the model.
 */
export async function assertCouldPay(db: Db, { userId }: { userId: string }) {
  if ((await getBalance(db, { userId })) === 0) throw new InsufficientCreditsError();
  await assertMaySpend(db, { userId });
}
