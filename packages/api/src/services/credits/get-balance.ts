import type { Db, Tx } from "@lexforge/db";
import { creditBalances, eq } from "@lexforge/db";

import { DEFAULT_CREDITS } from "./rules";

/** The balance, creating the row with the spec's default (1) when the user has none yet. */
export async function getBalance(db: Db | Tx, { userId }: { userId: string }): Promise<number> {
  await ensureBalanceRow(db, { userId });
  const row = await db.query.creditBalances.findFirst({ where: eq(creditBalances.userId, userId) });
  return row?.amount ?? DEFAULT_CREDITS;
}

export async function ensureBalanceRow(db: Db | Tx, { userId }: { userId: string }) {
  await db
    .insert(creditBalances)
    .values({ userId, amount: DEFAULT_CREDITS })
    .onConflictDoNothing({ target: creditBalances.userId });
}
