import type { Db } from "@lexforge/db";
import { aiUsageDays, sql } from "@lexforge/db";

import { AiDailyCapError } from "./errors";

/**
 * Takes one of the user's model calls for today, or throws the cap error. One conditional upsert: the
 * row lock serialises concurrent calls, so 50 parallel requests against a cap of 10 make exactly 10 calls.
 */
export async function reserveAiCall(
  db: Db,
  { userId, cap, now = new Date() }: { userId: string; cap: number; now?: Date },
) {
  if (cap <= 0) throw new AiDailyCapError(cap);
  const day = now.toISOString().slice(0, 10);
  const [taken] = await db
    .insert(aiUsageDays)
    .values({ userId, day, calls: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDays.userId, aiUsageDays.day],
      set: { calls: sql`${aiUsageDays.calls} + 1` },
      setWhere: sql`${aiUsageDays.calls} < ${cap}`,
    })
    .returning({ calls: aiUsageDays.calls });
  if (!taken) throw new AiDailyCapError(cap);
}
