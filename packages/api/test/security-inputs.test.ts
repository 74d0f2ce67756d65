import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import SuperJSON from "superjson";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { log } from "@lexforge/log";

import { count, eq, supportRequests } from "@lexforge/db";
import type { Db } from "@lexforge/db";

import { appRouter, createTRPCContext } from "../src";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

function post(path: string, input: unknown, options: { db?: Db; userId?: string } = {}) {
  const req = new Request(`http://localhost/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SuperJSON.serialize(input)),
  });
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: () =>
      createTRPCContext({
        db: options.db ?? t.db,
        session: options.userId
          ? { user: { id: options.userId }, expires: new Date(Date.now() + 60_000).toISOString() }
          : null,
        appUrl: "http://localhost",
        payments: { production: false },
        requestId: "req-test-1",
      }),
  });
}

const EMAIL = "security-inputs@example.com";

describe("null bytes and lone surrogates: 400 at the schema, nothing written", () => {
  it.each([
    ["a NUL in the message", { message: "hello\u0000world" }],
    ["a lone surrogate in the name", { name: "Ada \uD83D" }],
  ])("%s", async (_what, field) => {
    const before = await t.db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.email, EMAIL));
    const res = await post("chat.submit", { kind: "contact", name: "Ada", email: EMAIL, message: "hi", ...field });
    expect(res.status).toBe(400);
    const after = await t.db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.email, EMAIL));
    expect(after).toEqual(before);
  });

  it("a NUL in a profile name is a 400 too (it was a 500 from Postgres)", async () => {
    const { id } = await t.user();
    const res = await post("account.updateName", { name: "Ada\u0000" }, { userId: id });
    expect(res.status).toBe(400);
  });
});

describe("the tRPC error log carries path, code and request id, never the input", () => {
  it("logs one line without the query's parameters", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    // A database failure whose message, as Drizzle's do, repeats the query and its parameters.
    const failingDb = {
      insert: () => {
        throw Object.assign(new Error(`Failed query: insert into support_requests params: Ada,${EMAIL},my secret`), {
          code: "XX000",
        });
      },
    } as unknown as Db;
    const res = await post(
      "chat.submit",
      { kind: "contact", name: "Ada", email: EMAIL, message: "my secret" },
      { db: failingDb },
    );
    expect(res.status).toBe(500);

    const logged = error.mock.calls.map((call) => JSON.stringify(call)).join("\n");
    expect(logged).toContain("req-test-1");
    expect(logged).toContain("chat.submit");
    expect(logged).toContain("INTERNAL_SERVER_ERROR");
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain("my secret");
    expect(logged).not.toContain("Failed query");
  });
});
