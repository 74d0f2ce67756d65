import { randomUUID } from "node:crypto";

import type { LegalDocument } from "@lexforge/doc-engine";
import type { PlanId } from "@lexforge/payments/plans";
import { getPlan } from "@lexforge/payments/plans";

import type { Db } from "./client";
import { creditBalances, creditLedger } from "./schema/credits";
import { documents, documentVersions } from "./schema/documents";
import { paymentMethods, subscriptions, transactions } from "./schema/billing";
import { users } from "./schema/auth";

export type SeedUserOptions = {
  email?: string;
  name?: string | null;
  passwordHash?: string | null;
  provider?: "email" | "google";
  /** -1 = unlimited. */
  credits?: number;
  /** Seeded accounts are verified unless a test says otherwise (null): the sign-up credit needs it. */
  emailVerified?: Date | null;
};

export async function seedUser(db: Db, options: SeedUserOptions = {}) {
  const { credits = 1, provider = "email" } = options;
  const email = (options.email ?? `user-${randomUUID()}@example.com`).toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: options.name === undefined ? "Test User" : options.name,
        passwordHash: options.passwordHash ?? null,
        passwordUpdatedAt: options.passwordHash ? new Date() : null,
        provider,
        emailVerified: options.emailVerified === undefined ? new Date() : options.emailVerified,
      })
      .returning();
    if (!user) throw new Error("seedUser: insert returned no row");
    await tx.insert(creditBalances).values({ userId: user.id, amount: credits });
    await tx.insert(creditLedger).values({
      userId: user.id,
      delta: credits,
      reason: "signup_grant",
      balanceAfter: credits,
    });
    return user;
  });
}

export type SeedDocumentOptions = {
  userId: string;
  /** A document doc-engine generated; stored as version 1, its request is the inputs. */
  body: LegalDocument;
  name?: string;
  status?: "completed" | "draft";
  createdAt?: Date;
};

export async function seedDocument(db: Db, options: SeedDocumentOptions) {
  const { body } = options;
  const [doc] = await db
    .insert(documents)
    .values({
      userId: options.userId,
      name: options.name ?? body.title,
      type: body.type,
      status: options.status ?? "completed",
      engineVersion: body.engineVersion,
      createdAt: options.createdAt,
      updatedAt: options.createdAt,
    })
    .returning();
  if (!doc) throw new Error("seedDocument: insert returned no row");
  await db.insert(documentVersions).values({ documentId: doc.id, version: 1, body });
  return doc;
}

export async function seedTransaction(
  db: Db,
  options: { userId: string; planId?: PlanId; date?: Date; amountCents?: number },
) {
  const planId = options.planId ?? "basic";
  const [row] = await db
    .insert(transactions)
    .values({
      userId: options.userId,
      planId,
      amountCents: options.amountCents ?? getPlan(planId).priceCents,
      transactionDate: options.date ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("seedTransaction: insert returned no row");
  return row;
}

export async function seedSubscription(
  db: Db,
  options: { userId: string; planId?: PlanId; autoRenew?: boolean; start?: Date },
) {
  const start = options.start ?? new Date();
  const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: options.userId,
      planId: options.planId ?? "basic",
      currentPeriodStart: start,
      currentPeriodEnd: end,
      autoRenew: options.autoRenew ?? true,
    })
    .returning();
  if (!row) throw new Error("seedSubscription: insert returned no row");
  return row;
}

export async function seedPaymentMethod(
  db: Db,
  options: { userId: string; brand?: string; lastFour?: string; expMonth?: number; expYear?: number },
) {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId: options.userId,
      brand: options.brand ?? "visa",
      lastFour: options.lastFour ?? "4242",
      expMonth: options.expMonth ?? 12,
      expYear: options.expYear ?? 2030,
    })
    .returning();
  if (!row) throw new Error("seedPaymentMethod: insert returned no row");
  return row;
}

/** Sets a user's balance (-1 = unlimited), creating the row if there is none: for load tests and e2e. */
export async function seedCredits(db: Db, options: { userId: string; amount: number }) {
  await db
    .insert(creditBalances)
    .values({ userId: options.userId, amount: options.amount })
    .onConflictDoUpdate({ target: creditBalances.userId, set: { amount: options.amount } });
}
