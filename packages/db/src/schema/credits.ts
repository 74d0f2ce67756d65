import { bigserial, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

export const creditBalances = pgTable("credit_balances", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** -1 means unlimited. */
  amount: integer("amount").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const CREDIT_REASONS = [
  "signup_grant",
  "purchase",
  "generation",
  "refinement",
  "regeneration",
  "refund",
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The change in the stored amount (-1 = unlimited), so the ledger sums to the balance; spends on unlimited are 0. */
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: CREDIT_REASONS }).notNull(),
    /** Document id or checkout session id. */
    ref: text("ref"),
    balanceAfter: integer("balance_after").notNull(),
    /**
     * The order entries changed the balance in. Every entry is written while its balance row is locked, so this
     * follows the lock, where created_at (the transaction's start) does not.
     */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
    index("credit_ledger_user_seq_idx").on(t.userId, t.seq),
  ],
);
