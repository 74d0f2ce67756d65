import type { Db, Tx } from "@lexforge/db";
import { creditBalances, creditLedger, eq } from "@lexforge/db";

import { DEFAULT_CREDITS } from "@lexforge/validators/credits";

/**
 * The balance, creating the row with the spec's default (1) when the user has none yet. Read first: the row
 * exists for almost every call, and the read is one statement where creating it is a transaction.
 */
export async function getBalance(db: Db | Tx, { userId }: { userId: string }): Promise<number> {
  const existing = await readBalance(db, { userId });
  if (existing !== undefined) return existing;
  await ensureBalanceRow(db, { userId });
  return (await readBalance(db, { userId })) ?? DEFAULT_CREDITS;
}

async function readBalance(db: Db | Tx, { userId }: { userId: string }): Promise<number | undefined> {
  const [row] = await db
    .select({ amount: creditBalances.amount })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .limit(1);
  return row?.amount;
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
