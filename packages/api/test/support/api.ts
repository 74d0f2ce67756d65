import type { Db } from "@lexforge/db";
import { creditLedger, eq, sql } from "@lexforge/db";
import type { DbHandle } from "@lexforge/db/client";
import { seedUser } from "@lexforge/db/seed";
import type { SeedUserOptions } from "@lexforge/db/seed";
import { createTestDb } from "@lexforge/db/testing";

import { createCaller, createTRPCContext } from "../../src";
import type { AiSettings, PaymentsConfig } from "../../src";

export type TestApi = {
  handle: DbHandle;
  db: DbHandle["db"];
  /** A caller signed in as userId (or anonymous), on the test database or the handle given. */
  caller: (userId?: string, db?: Db) => ReturnType<typeof createCaller>;
  /** A new user with a session-bearing caller. */
  user: (options?: SeedUserOptions) => Promise<{ id: string; email: string; api: ReturnType<typeof createCaller> }>;
  close: () => Promise<void>;
};

export async function createTestApi(
  payments: PaymentsConfig = { production: false },
  ai?: AiSettings,
): Promise<TestApi> {
  const handle = await createTestDb();
  const caller = (userId?: string, db: Db = handle.db) =>
    createCaller(
      createTRPCContext({
        db,
        session: userId ? { user: { id: userId }, expires: new Date(Date.now() + 3600_000).toISOString() } : null,
        appUrl: "http://localhost:3000",
        payments,
        ai,
      }),
    );
  return {
    handle,
    db: handle.db,
    caller,
    user: async (options) => {
      const user = await seedUser(handle.db, options);
      return { id: user.id, email: user.email, api: caller(user.id) };
    },
    close: () => handle.close(),
  };
}

/**
 * The database as n requests sent at once see it: no transaction starts until n have been asked for, so every
 * request has read the same state before any of them writes, whichever driver or pool runs the test.
 */
export function transactionsAtOnce(db: Db, n: number): Db {
  let arrived = 0;
  let release = () => {};
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  return new Proxy(db, {
    get(target, key) {
      if (key !== "transaction") {
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value.bind(target) as unknown) : value;
      }
      const transaction: Db["transaction"] = async (...args) => {
        if (++arrived === n) release();
        await allArrived;
        return target.transaction(...args);
      };
      return transaction;
    },
  });
}

/** A valid NDA request; override any field. */
export function ndaRequest(overrides: Record<string, unknown> = {}) {
  return {
    documentType: "nda" as const,
    jurisdiction: "California",
    parties: {
      party1Name: "Acme Robotics LLC",
      party1Address: "1 Market St, San Francisco, CA 94105",
      party2Name: "Jane Doe",
      party2Address: "200 Main St, Oakland, CA 94607",
    },
    purpose: "Evaluating a potential software development partnership",
    details: "Source code and product roadmaps will be shared.",
    useAI: true,
    ...overrides,
  };
}

/** The sum of a user's ledger deltas: it must always equal their (finite) balance. */
export async function ledgerSum(db: Db, userId: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.sum ?? 0;
}
