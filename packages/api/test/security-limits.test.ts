import SuperJSON from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { count, eq, rateLimits, supportRequests } from "@lexforge/db";

import { appRouter, createCaller, createTRPCContext, handleTrpcRequest, LIMITS, rateLimitsFor } from "../src";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

/** A caller as the app builds it: limits on the shared database, the client's address known. */
function limitedCaller(options: { userId?: string; clientIp?: string } = {}) {
  return createCaller(
    createTRPCContext({
      db: t.db,
      session: options.userId
        ? { user: { id: options.userId }, expires: new Date(Date.now() + 60_000).toISOString() }
        : null,
      appUrl: "http://localhost",
      payments: { production: false },
      rateLimits: rateLimitsFor(t.db),
      clientIp: options.clientIp ?? "203.0.113.1",
    }),
  );
}

const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250)}-${Math.random().toString(36).slice(2)}`;

describe("sign-up per address", () => {
  it(`allows ${LIMITS.signUpIp.points} sign-ups an hour from one address, then 429 RATE_LIMITED`, async () => {
    const ip = uniqueIp();
    const api = limitedCaller({ clientIp: ip });
    for (let i = 0; i < LIMITS.signUpIp.points; i++) {
      await api.auth.signUp({
        email: `farm-${i}-${ip}@example.com`,
        password: "password-123",
        confirmPassword: "password-123",
      });
    }
    await expect(
      api.auth.signUp({
        email: `farm-last-${ip}@example.com`,
        password: "password-123",
        confirmPassword: "password-123",
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", cause: { reason: "RATE_LIMITED" } });
    // Another address is unaffected.
    await limitedCaller({ clientIp: uniqueIp() }).auth.signUp({
      email: `other-${ip}@example.com`,
      password: "password-123",
      confirmPassword: "password-123",
    });
  });
});

describe("chat and contact submissions", () => {
  it("an anonymous address gets 5 per 10 minutes; the 200-submission flood stores 5", async () => {
    const ip = uniqueIp();
    const email = `flood-${Math.random().toString(36).slice(2)}@example.com`;
    const api = limitedCaller({ clientIp: ip });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        api.chat.submit({ kind: "contact", name: "Flood", email, message: `m${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(LIMITS.support.points);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected.every((r) => (r.reason as { code?: string }).code === "TOO_MANY_REQUESTS")).toBe(true);
    const [stored] = await t.db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.email, email));
    expect(stored?.n).toBe(LIMITS.support.points);
  });
});

describe("generation and refinement per user", () => {
  it(`allows ${LIMITS.generation.points} generations per window, then 429; another user is unaffected`, async () => {
    const { id } = await t.user({ credits: -1 });
    const api = limitedCaller({ userId: id });
    for (let i = 0; i < LIMITS.generation.points; i++) await api.documents.generate(ndaRequest({ useAI: false }));
    await expect(api.documents.generate(ndaRequest({ useAI: false }))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    const other = await t.user();
    await limitedCaller({ userId: other.id }).documents.generate(ndaRequest({ useAI: false }));
  });
});

describe("password change per user", () => {
  it(`allows ${LIMITS.passwordChange.points} attempts per 15 minutes (each one is a password guess)`, async () => {
    const { id } = await t.user({ passwordHash: null });
    const api = limitedCaller({ userId: id });
    for (let i = 0; i < LIMITS.passwordChange.points; i++) {
      await expect(
        api.account.changePassword({ currentPassword: `guess-${i}`, newPassword: "new-password-1" }),
      ).rejects.not.toMatchObject({
        code: "TOO_MANY_REQUESTS",
      });
    }
    await expect(
      api.account.changePassword({ currentPassword: "guess-last", newPassword: "new-password-1" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("over HTTP", () => {
  it("a limited call is a 429 with Retry-After and the message the UI shows", async () => {
    const ip = uniqueIp();
    const limits = rateLimitsFor(t.db);
    for (let i = 0; i < LIMITS.signUpIp.points; i++) await limits.consume("signUpIp", `ip:${ip}`);
    const req = new Request("http://localhost/api/trpc/auth.signUp", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify(
        SuperJSON.serialize({ email: "x@example.com", password: "password-123", confirmPassword: "password-123" }),
      ),
    });
    const res = await handleTrpcRequest({
      req,
      router: appRouter,
      endpoint: "/api/trpc",
      ownOrigin: "http://localhost",
      createContext: () =>
        Promise.resolve(
          createTRPCContext({
            db: t.db,
            session: null,
            appUrl: "http://localhost",
            payments: { production: false },
            rateLimits: limits,
            clientIp: ip,
          }),
        ),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.signUpIp.duration);
    const body = (await res.json()) as { error: { json: { message: string; data: { reason: string } } } };
    expect(body.error.json.data.reason).toBe("RATE_LIMITED");
    expect(body.error.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});

describe("the counters live in the shared database", () => {
  it("two independent limiter sets on one database (two processes) share one count", async () => {
    const subject = `shared-${Math.random().toString(36).slice(2)}`;
    // A second, separate set of limiters over the same tables, as another app process would have.
    const first = rateLimitsFor(t.db);
    const second = rateLimitsFor(new Proxy(t.db, {}));
    expect(second).not.toBe(first);
    const consumed = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => (i % 2 ? first : second).consume("signInAccount", subject)),
    );
    expect(consumed.filter((r) => r.status === "fulfilled")).toHaveLength(LIMITS.signInAccount.points);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `signInAccount:${subject}`));
    expect(row?.points).toBe(14);
    await expect(first.consume("signInAccount", subject)).rejects.toMatchObject({ reason: "RATE_LIMITED" });
    await second.reset("signInAccount", subject);
    await expect(first.consume("signInAccount", subject)).resolves.toBeUndefined();
  });
});

describe("the embedded database's counters live in memory", () => {
  it("the memory store limits and resets like the shared one, and writes nothing to the database", async () => {
    const subject = `memory-${Math.random().toString(36).slice(2)}`;
    const limits = rateLimitsFor(new Proxy(t.db, {}), { store: "memory" });
    const consumed = await Promise.allSettled(
      Array.from({ length: 14 }, () => limits.consume("signInAccount", subject)),
    );
    expect(consumed.filter((r) => r.status === "fulfilled")).toHaveLength(LIMITS.signInAccount.points);
    expect(consumed.find((r) => r.status === "rejected")).toMatchObject({ reason: { reason: "RATE_LIMITED" } });
    await expect(limits.consume("signInAccount", subject)).rejects.toMatchObject({ reason: "RATE_LIMITED" });
    const stored = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `signInAccount:${subject}`));
    expect(stored).toEqual([]);
    await limits.reset("signInAccount", subject);
    await expect(limits.consume("signInAccount", subject)).resolves.toBeUndefined();
  });
});

describe("subjects taken from the request", () => {
  it("a sign-in e-mail with a null byte is counted like any other, not a database error (a 500)", async () => {
    const limits = rateLimitsFor(t.db);
    const subject = `nul\u0000-${Math.random().toString(36).slice(2)}@example.com`;
    for (let i = 0; i < LIMITS.signInAccount.points; i++) await limits.consume("signInAccount", subject);
    await expect(limits.consume("signInAccount", subject)).rejects.toMatchObject({ reason: "RATE_LIMITED" });
    await limits.reset("signInAccount", subject);
    await expect(limits.consume("signInAccount", subject)).resolves.toBeUndefined();
  });
});

describe("a point given back", () => {
  it.each(["database", "memory"] as const)(
    "never takes a count below zero (%s store): a give-back after the window ended leaves the next one whole",
    async (store) => {
      const subject = `give-${store}-${Math.random().toString(36).slice(2)}`;
      const limits = rateLimitsFor(new Proxy(t.db, {}), { store });
      // Nothing counted yet: giving back does not bank a spare attempt.
      await limits.giveBack("signInAccount", subject);
      await limits.giveBack("signInAccount", subject);
      const consumed = await Promise.allSettled(
        Array.from({ length: LIMITS.signInAccount.points + 1 }, () => limits.consume("signInAccount", subject)),
      );
      expect(consumed.filter((r) => r.status === "fulfilled")).toHaveLength(LIMITS.signInAccount.points);
    },
  );
});
