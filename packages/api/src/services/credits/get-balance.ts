import type { Db, Tx } from "@lexforge/db";
import { creditBalances, creditLedger, eq } from "@lexforge/db";

import { DEFAULT_CREDITS } from "./rules";

/** The balance, creating the row with the spec's default (1) when the user has none yet. */
export async function getBalance(db: Db | Tx, { userId }: { userId: string }): Promise<number> {
  await ensureBalanceRow(db, { userId });
  const row = await db.query.creditBalances.findFirst({ where: eq(creditBalances.userId, userId) });
  return row?.amount ?? DEFAULT_CREDITS;
}

/** A created row gets its ledger entry too: the balance always equals the sum of the user's ledger. */
export async function ensureBalanceRow(db: Db | Tx, { userId }: { userId: string }) {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(creditBalances)
      .values({ userId, amount: DEFAULT_CREDITS })
      .onConflictDoNothing({ target: creditBalances.userId })
      .returning({ amount: creditBalances.amount });
    if (created) {
      await tx
        .insert(creditLedger)
        .values({ userId, delta: created.amount, reason: "signup_grant", balanceAfter: created.amount });
    }
  });
}
