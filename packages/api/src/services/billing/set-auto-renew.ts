import type { Db } from "@lexforge/db";
import { and, eq, subscriptions } from "@lexforge/db";

import { SubscriptionRequiredError } from "./errors";

/** Flips auto-renew on the active subscription; without one: 'Subscription required'. */
export async function setAutoRenew(db: Db, { userId, autoRenew }: { userId: string; autoRenew: boolean }) {
  const [row] = await db
    .update(subscriptions)
    .set({ autoRenew })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
    .returning({ autoRenew: subscriptions.autoRenew });
  if (!row) throw new SubscriptionRequiredError();
  return { autoRenew: row.autoRenew };
}
