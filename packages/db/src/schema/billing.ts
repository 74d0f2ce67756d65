import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { PLAN_IDS } from "@lexforge/payments/plans";

import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

/** One row per user, updated in place on every purchase. */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id", { enum: PLAN_IDS }).notNull(),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  autoRenew: boolean("auto_renew").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("card"),
    brand: text("brand").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    isDefault: boolean("is_default").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_methods_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    planId: text("plan_id", { enum: PLAN_IDS }).notNull(),
    transactionDate: timestamp("transaction_date", { withTimezone: true }).notNull().defaultNow(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    /** The payment a refund goes back to (Stripe's payment intent); a charge.refunded event names it. */
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    /** Set once, by the refund that reversed this purchase's credits. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Stripe's refund id, or a local one for the test checkout; null until the money has gone back. */
    refundId: text("refund_id"),
    createdAt: createdAt(),
  },
  (t) => [index("transactions_user_date_idx").on(t.userId, t.transactionDate)],
);

/** Every Stripe event applied, so a redelivery is recognised. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
