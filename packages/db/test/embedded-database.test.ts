import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DbHandle } from "../src/client";
import { createDb } from "../src/client";
import { queryRows } from "../src/rows";
import { creditBalances, users } from "../src/schema";
import { seedUser } from "../src/seed";
import { embeddedStart } from "../src/testing";

/**
 * The embedded database (PGlite through Drizzle's PGlite driver) as the app uses it: transactions commit and
 * roll back whole, a statement outside a transaction waits for it, errors keep their Postgres fields, types
 * come back as Drizzle expects, and the data is on disk for the next start.
 */
describe("the embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lexforge-pglite-"));
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({ pgliteDir: dir });
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("returns rows with Drizzle's types: dates, json, bytea, integers", async () => {
    const { db } = handle;
    const logo = new Uint8Array([0, 1, 2, 253, 254, 255]);
    const user = await seedUser(db, { email: "types@example.com" });
    await db.update(users).set({ logo, logoMime: "image/png" }).where(eq(users.id, user.id));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect([...(row?.logo ?? [])]).toEqual([...logo]);
    const [json] = await queryRows<{ value: { a: number[] } }>(
      db,
      sql`select ${JSON.stringify({ a: [1, 2] })}::jsonb as value`,
    );
    expect(json?.value).toEqual({ a: [1, 2] });
  });

  it("commits a transaction whole, and rolls it back whole when it throws", async () => {
    const { db } = handle;
    const user = await seedUser(db, { email: "tx@example.com", credits: 5 });
    await db.transaction(async (tx) => {
      await tx.update(creditBalances).set({ amount: 4 }).where(eq(creditBalances.userId, user.id));
      await tx.update(creditBalances).set({ amount: 3 }).where(eq(creditBalances.userId, user.id));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(creditBalances).set({ amount: 0 }).where(eq(creditBalances.userId, user.id));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, user.id));
    expect(balance?.amount).toBe(3);
  });

  it("rolls back a nested transaction (a savepoint) without the outer one", async () => {
    const { db } = handle;
    const user = await seedUser(db, { email: "nested@example.com", credits: 5 });
    await db.transaction(async (tx) => {
      await tx.update(creditBalances).set({ amount: 4 }).where(eq(creditBalances.userId, user.id));
      await tx
        .transaction(async (inner) => {
          await inner.update(creditBalances).set({ amount: 0 }).where(eq(creditBalances.userId, user.id));
          throw new Error("inner only");
        })
        .catch(() => undefined);
    });
    const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, user.id));
    expect(balance?.amount).toBe(4);
  });

  it("a statement outside a transaction waits for it, and sees only what it committed", async () => {
    const { db } = handle;
    const user = await seedUser(db, { email: "wait@example.com", credits: 5 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.update(creditBalances).set({ amount: 1 }).where(eq(creditBalances.userId, user.id));
      await held;
    });
    // Give the transaction time to begin, then read from outside it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let readDone = false;
    const read = db
      .select()
      .from(creditBalances)
      .where(eq(creditBalances.userId, user.id))
      .then((rows) => {
        readDone = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readDone).toBe(false);
    release();
    await transaction;
    expect((await read)[0]?.amount).toBe(1);
  });

  it("many concurrent credit spends never take a balance below zero", async () => {
    const { db } = handle;
    const user = await seedUser(db, { email: "race@example.com", credits: 7 });
    const spends = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const rows = await tx
            .update(creditBalances)
            .set({ amount: sql`${creditBalances.amount} - 1` })
            .where(sql`${creditBalances.userId} = ${user.id} and ${creditBalances.amount} > 0`)
            .returning({ amount: creditBalances.amount });
          return rows.length;
        }),
      ),
    );
    expect(spends.reduce((a, b) => a + b, 0)).toBe(7);
    const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, user.id));
    expect(balance?.amount).toBe(0);
  });

  it("a database error keeps its Postgres code and constraint, and the database goes on working", async () => {
    const { db } = handle;
    await seedUser(db, { email: "twice@example.com" });
    const error: unknown = await seedUser(db, { email: "twice@example.com" }).catch((caught: unknown) => caught);
    const cause = (error as { cause?: Record<string, unknown> }).cause ?? (error as Record<string, unknown>);
    expect(cause.code).toBe("23505");
    expect(String(cause.constraint)).toContain("email");
    const [one] = await queryRows<{ one: number }>(db, sql`select 1 as one`);
    expect(one?.one).toBe(1);
  });

  it("keeps its data on disk for the next start", async () => {
    await seedUser(handle.db, { email: "kept@example.com" });
    await handle.close();
    handle = await createDb({ pgliteDir: dir });
    const [row] = await handle.db.select().from(users).where(eq(users.email, "kept@example.com"));
    expect(row?.email).toBe("kept@example.com");
  });
});

describe("under load", () => {
  it("many transactions and statements at once each get their own answers", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lexforge-pglite-load-"));
    // A data directory on disk started from the tests' migrated template (the test above covers initdb).
    const { db, close } = await createDb({ pgliteDir: dir, embedded: await embeddedStart(), migrate: false });
    try {
      const users = await Promise.all(
        Array.from({ length: 8 }, (_, i) => seedUser(db, { email: `load-${i}@example.com`, credits: 1000 })),
      );
      const work = Array.from({ length: 300 }, (_, i) => {
        const user = users[i % users.length];
        if (!user) throw new Error("no user");
        return i % 3 === 0
          ? queryRows<{ n: number }>(db, sql`select ${i}::int as n`).then((rows) => rows[0]?.n === i)
          : db.transaction(async (tx) => {
              const [row] = await tx
                .update(creditBalances)
                .set({ amount: sql`${creditBalances.amount} - 1` })
                .where(eq(creditBalances.userId, user.id))
                .returning({ amount: creditBalances.amount });
              const [echo] = await queryRows<{ n: number }>(tx, sql`select ${i}::int as n`);
              return row !== undefined && echo?.n === i;
            });
      });
      expect((await Promise.all(work)).every(Boolean)).toBe(true);
      const balances = await db.select().from(creditBalances);
      expect(balances.reduce((sum, b) => sum + b.amount, 0)).toBe(8 * 1000 - 200);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
