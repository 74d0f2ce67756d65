import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DbHandle } from "@lexforge/db/client";
import { creditBalances, creditLedger, eq, users } from "@lexforge/db";
import { createTestDb } from "@lexforge/db/testing";

import { verifyPassword } from "../src/password";
import { EmailTakenError, signUpWithPassword } from "../src/sign-up";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe("signUpWithPassword", () => {
  it("stores a lower-cased e-mail, an argon2id hash and exactly one signup_grant credit", async () => {
    const user = await signUpWithPassword(handle.db, { email: "Mixed.Case@Example.com", password: "s3cret-password" });
    expect(user.email).toBe("mixed.case@example.com");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash ?? "", "s3cret-password")).toBe(true);
    expect(await verifyPassword(user.passwordHash ?? "", "wrong-password")).toBe(false);

    const balance = await handle.db.query.creditBalances.findFirst({ where: eq(creditBalances.userId, user.id) });
    expect(balance?.amount).toBe(1);
    const ledger = await handle.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 1, reason: "signup_grant", balanceAfter: 1 })]);
  });

  it("refuses a second account for the same e-mail in any case, writing nothing", async () => {
    await signUpWithPassword(handle.db, { email: "taken@example.com", password: "first-password" });
    await expect(
      signUpWithPassword(handle.db, { email: "TAKEN@example.com", password: "second-password" }),
    ).rejects.toBeInstanceOf(EmailTakenError);
    const rows = await handle.db.select().from(users).where(eq(users.email, "taken@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("gives concurrent sign-ups with one e-mail exactly one account and one grant", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        signUpWithPassword(handle.db, { email: "race@example.com", password: "race-password" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [user] = await handle.db.select().from(users).where(eq(users.email, "race@example.com"));
    const grants = await handle.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user?.id ?? ""));
    expect(grants).toHaveLength(1);
  });
});
