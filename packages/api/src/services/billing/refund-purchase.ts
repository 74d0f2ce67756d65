import { randomBytes } from "node:crypto";

import type { Db, Tx } from "@lexforge/db";
import {
  and,
  creditBalances,
  creditLedger,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  stripeEvents,
  subscriptions,
  transactions,
} from "@lexforge/db";
import {
  getPlan,
  isLocalSessionId,
  REFUND_WINDOW_DAYS,
  refundPayment,
  retrieveCheckoutSession,
} from "@lexforge/payments";
import { UNLIMITED } from "@lexforge/validators/credits";

import { logError } from "../../errors";
import type { PaymentsConfig } from "../payments-config";
import type { RefundRefusal } from "./errors";
import { RefundFailedError, RefundRefusedError } from "./errors";
import { stripeClient, usesLocalCheckout } from "./payments-mode";

const DAY_MS = 24 * 60 * 60 * 1000;
const SPENDS = ["generation", "refinement", "regeneration"] as const;

type Purchase = typeof transactions.$inferSelect;

/** The purchase's own ledger entry: the balance it changed, from (balanceAfter - delta) and to, and when. */
async function purchaseEntry(db: Db | Tx, purchase: Purchase) {
  if (!purchase.stripeCheckoutSessionId) return undefined;
  const [entry] = await db
    .select({ delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter, seq: creditLedger.seq })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, purchase.userId),
        eq(creditLedger.reason, "purchase"),
        eq(creditLedger.ref, purchase.stripeCheckoutSessionId),
      ),
    )
    .limit(1);
  return entry;
}

/** Whether anything changed the user's credits after the entry: a spend, something else, or nothing. */
async function changesAfter(db: Db | Tx, userId: string, seq: number): Promise<"spent" | "changed" | "none"> {
  const after = and(eq(creditLedger.userId, userId), gt(creditLedger.seq, seq));
  const first = (where: typeof after) => db.select({ seq: creditLedger.seq }).from(creditLedger).where(where).limit(1);
  if ((await first(and(after, inArray(creditLedger.reason, SPENDS)))).length > 0) return "spent";
  return (await first(after)).length > 0 ? "changed" : "none";
}

export type RefundCheck = { refusal: RefundRefusal } | { refusal: null; balanceAfterRefund: number };

/**
 * Whether the purchase can be refunded now (plans.ts' rule): within the window and still the last change to
 * the user's credits, so taking them back restores exactly the balance it found (and says which). Billing
 * shows the answer; refundPurchase asks again under the balance's lock.
 */
export async function refundCheck(db: Db | Tx, purchase: Purchase, now: Date): Promise<RefundCheck> {
  if (purchase.refundedAt) return { refusal: "ALREADY_REFUNDED" };
  if (now.getTime() - purchase.transactionDate.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
    return { refusal: "WINDOW_PASSED" };
  }
  const entry = await purchaseEntry(db, purchase);
  if (!entry) return { refusal: "NOT_REFUNDABLE" };
  const later = await changesAfter(db, purchase.userId, entry.seq);
  if (later === "spent") return { refusal: "CREDITS_USED" };
  if (later === "changed") return { refusal: "BALANCE_CHANGED" };
  return { refusal: null, balanceAfterRefund: entry.balanceAfter - entry.delta };
}

/** Locks the user's balance row: spends, purchases and refunds of this user run one after another. */
async function lockedBalance(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ amount: creditBalances.amount })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for("update");
  return row?.amount;
}

/** The refund's ledger entry is written even when the balance stays (unlimited): it is a change all the same. */
async function setBalance(
  tx: Tx,
  { userId, from, to, ref }: { userId: string; from: number; to: number; ref: string },
) {
  if (to !== from) await tx.update(creditBalances).set({ amount: to }).where(eq(creditBalances.userId, userId));
  await tx.insert(creditLedger).values({ userId, delta: to - from, reason: "refund", ref, balanceAfter: to });
}

/** Marks the purchase refunded; the plan Billing shows becomes the latest purchase still standing, or none. */
async function markRefunded(tx: Tx, purchase: Purchase, { now, refundId }: { now: Date; refundId: string }) {
  await tx.update(transactions).set({ refundedAt: now, refundId }).where(eq(transactions.id, purchase.id));
  const [standing] = await tx
    .select({ planId: transactions.planId })
    .from(transactions)
    .where(and(eq(transactions.userId, purchase.userId), isNull(transactions.refundedAt)))
    .orderBy(desc(transactions.transactionDate))
    .limit(1);
  await tx
    .update(subscriptions)
    .set(standing ? { planId: standing.planId, updatedAt: now } : { status: "inactive", updatedAt: now })
    .where(eq(subscriptions.userId, purchase.userId));
}

/**
 * The money-back guarantee, from Billing: takes the purchase's credits back, marks it refunded and refunds
 * the payment, all or nothing. The payment provider is called inside the transaction, so a refused or failed
 * refund rolls the credits back; the idempotency key keeps a retried call to one refund. The balance row stays
 * locked for that call: only this user's spends wait, for as long as the provider takes.
 */
export async function refundPurchase(
  db: Db,
  {
    userId,
    transactionId,
    config,
    now = new Date(),
  }: { userId: string; transactionId: string; config: PaymentsConfig; now?: Date },
) {
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, userId);
    const purchase = await tx.query.transactions.findFirst({
      where: and(eq(transactions.id, transactionId), eq(transactions.userId, userId)),
    });
    if (!purchase || balance === undefined) throw new RefundRefusedError("NOT_FOUND");
    const check = await refundCheck(tx, purchase, now);
    if (check.refusal) throw new RefundRefusedError(check.refusal);
    const restored = check.balanceAfterRefund;
    await setBalance(tx, { userId, from: balance, to: restored, ref: purchase.stripeCheckoutSessionId ?? purchase.id });
    const refundId = await sendRefund(config, purchase);
    await markRefunded(tx, purchase, { now, refundId });
    return { credits: restored, refundedAt: now, amountCents: purchase.amountCents };
  });
}

async function sendRefund(config: PaymentsConfig, purchase: Purchase): Promise<string> {
  const sessionId = purchase.stripeCheckoutSessionId ?? "";
  if (isLocalSessionId(sessionId)) {
    // The local test checkout took no money, so there is none to send back; its refund has a local id.
    if (!usesLocalCheckout(config)) throw new RefundRefusedError("NOT_REFUNDABLE");
    return `re_local_${randomBytes(12).toString("hex")}`;
  }
  const stripe = stripeClient(config);
  if (!stripe) throw new RefundRefusedError("NOT_REFUNDABLE");
  try {
    const paymentIntentId =
      purchase.stripePaymentIntentId ?? (await retrieveCheckoutSession(stripe, sessionId)).paymentIntentId;
    if (!paymentIntentId) throw new RefundRefusedError("NOT_REFUNDABLE");
    const { refundId } = await refundPayment(stripe, { paymentIntentId, idempotencyKey: `refund-${purchase.id}` });
    return refundId;
  } catch (error) {
    if (error instanceof RefundRefusedError) throw error;
    // Refused by Stripe for good: asking again would not help. Its charge.refunded event applies a refund
    // made in the dashboard.
    const code = (error as { code?: unknown }).code;
    if (code === "charge_already_refunded") throw new RefundRefusedError("ALREADY_REFUNDED");
    if (code === "charge_disputed") throw new RefundRefusedError("NOT_REFUNDABLE");
    logError({ path: "billing.refund", code: "REFUND_FAILED", cause: error });
    throw new RefundFailedError();
  }
}

/**
 * A charge.refunded event: a refund made from Billing (already applied: nothing to do) or in Stripe's
 * dashboard, whose credits are taken back here, as far as the balance allows and never below zero.
 * Replays change nothing: the purchase is refunded once.
 */
export async function applyRefundEvent(
  db: Db,
  {
    paymentIntentId,
    event,
    findSessionId,
    now = new Date(),
  }: {
    paymentIntentId: string;
    event: { id: string; type: string };
    /** For a purchase recorded before payment intents were: asks Stripe which checkout session it paid. */
    findSessionId?: (paymentIntentId: string) => Promise<string | null>;
    now?: Date;
  },
): Promise<{ applied: boolean }> {
  let where = eq(transactions.stripePaymentIntentId, paymentIntentId);
  let found = await db.query.transactions.findFirst({ where, columns: { userId: true } });
  const sessionId = found || !findSessionId ? null : await findSessionId(paymentIntentId);
  if (sessionId) {
    where = eq(transactions.stripeCheckoutSessionId, sessionId);
    found = await db.query.transactions.findFirst({ where, columns: { userId: true } });
  }
  return db.transaction(async (tx) => {
    await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    if (!found) return { applied: false };
    const balance = await lockedBalance(tx, found.userId);
    // Read again under the lock: a refund from Billing may have committed while this event waited for it.
    const purchase = await tx.query.transactions.findFirst({ where });
    if (!purchase || purchase.refundedAt || balance === undefined) return { applied: false };

    const entry = await purchaseEntry(tx, purchase);
    const exact = entry && (await changesAfter(tx, purchase.userId, entry.seq)) === "none";
    const restored = exact
      ? entry.balanceAfter - entry.delta
      : creditsLeftAfter(balance, getPlan(purchase.planId).credits);
    await setBalance(tx, {
      userId: purchase.userId,
      from: balance,
      to: restored,
      ref: purchase.stripeCheckoutSessionId ?? purchase.id,
    });
    await markRefunded(tx, purchase, { now, refundId: `event:${event.id}` });
    return { applied: true };
  });
}

/**
 * A purchase refunded in Stripe's dashboard after other changes: its credits go as far as the balance has
 * them, never below zero. An unlimited balance cannot say what is left of it and stays as it is.
 */
function creditsLeftAfter(balance: number, credits: number) {
  if (balance === UNLIMITED || credits === UNLIMITED) return balance;
  return Math.max(0, balance - credits);
}
