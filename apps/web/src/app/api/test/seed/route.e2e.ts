import { z } from "zod";

import { eq, users } from "@lexforge/db";
import { seedCredits, seedPaymentMethod, seedSubscription, seedTransaction } from "@lexforge/db/seed";
import { PLAN_IDS } from "@lexforge/payments/plans";

import { appEnv, env } from "~/env";
import { auth } from "~/server/auth";
import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

const PLAN = z.enum(PLAN_IDS);
const MAX_ROWS = 200;

/** Test fixtures for the signed-in user only: there is no UI that creates many transactions. */
const ZSeedSchema = z.object({
  transactions: z
    .array(z.object({ planId: PLAN, date: z.iso.datetime(), amountCents: z.number().int().min(0).optional() }))
    .max(MAX_ROWS)
    .default([]),
  subscription: z.object({ planId: PLAN, autoRenew: z.boolean().default(true) }).optional(),
  paymentMethod: z
    .object({
      brand: z.string().min(1).max(20),
      lastFour: z.string().regex(/^\d{4}$/),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2100),
    })
    .optional(),
  /** The balance to set: a number, or -1 for unlimited (the HTTP bench generates hundreds of documents). */
  credits: z.number().int().min(-1).max(1_000_000).optional(),
  /** Marks the address verified without the mailed link (benchmarks; the e2e specs follow the link). */
  emailVerified: z.literal(true).optional(),
});

/**
 * Built only for the end-to-end suite and the benches, and in `next dev` (next.config.ts); even there, a server
 * not started as the suite starts it (APP_ENV=test) answers 404 before reading anything. NODE_ENV is
 * "production" in every build, whatever APP_ENV says.
 */
const enabled = appEnv === "test" || env.NODE_ENV === "development";

export async function POST(request: Request) {
  if (!enabled) return notFound();
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return Response.json({ error: "Authentication required" }, { status: 401 });

  const parsed = ZSeedSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: z.flattenError(parsed.error) }, { status: 400 });
  const { transactions, subscription, paymentMethod, credits, emailVerified } = parsed.data;

  const db = await getDb();
  for (const row of transactions) {
    await seedTransaction(db, { userId, planId: row.planId, date: new Date(row.date), amountCents: row.amountCents });
  }
  if (subscription) await seedSubscription(db, { userId, ...subscription });
  if (paymentMethod) await seedPaymentMethod(db, { userId, ...paymentMethod });
  if (credits !== undefined) await seedCredits(db, { userId, amount: credits });
  if (emailVerified) await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, userId));
  return Response.json({ transactions: transactions.length });
}

export function GET() {
  return !enabled ? notFound() : Response.json({ error: "Use POST" }, { status: 405 });
}

const notFound = () => Response.json({ error: "Not found" }, { status: 404 });
