import type { Db } from "@lexforge/db";
import { eq, sql, users } from "@lexforge/db";

import { AccountNotFoundError } from "./errors";

export type AccountProfile = {
  id: string;
  email: string;
  name: string;
  provider: "email" | "google";
  passwordUpdatedAt: Date | null;
  hasLogo: boolean;
  /** Until it is, the free credit cannot be spent (services/credits/spend-credit.ts). */
  emailVerified: boolean;
  /** Bought credits are spendable at once, verified or not: the reminder then speaks of the address only. */
  purchased: boolean;
};

/** The settings tab's view of the account; the logo bytes stay in the database. */
export async function getProfile(db: Db, { userId }: { userId: string }): Promise<AccountProfile> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      provider: users.provider,
      passwordUpdatedAt: users.passwordUpdatedAt,
      hasLogo: sql<boolean>`${users.logo} is not null`,
      emailVerified: sql<boolean>`${users.emailVerified} is not null`,
      // The users row by its full name: a bare column here would be read as credit_ledger's own id.
      purchased: sql<boolean>`exists (select 1 from credit_ledger l where l.user_id = "users"."id" and l.reason = 'purchase')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AccountNotFoundError();
  // A missing name is held as an empty string, so callers never see null.
  return {
    ...row,
    name: row.name ?? "",
    hasLogo: Boolean(row.hasLogo),
    emailVerified: Boolean(row.emailVerified),
    purchased: Boolean(row.purchased),
  };
}
