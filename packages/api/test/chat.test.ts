import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { eq, sql, supportRequests } from "@lexforge/db";

import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function countRequests() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(supportRequests);
  return row?.n ?? 0;
}

const contact = {
  kind: "contact" as const,
  name: "  Jane Doe ",
  email: "Jane.Doe@Example.com",
  message: "Can I use a lease for a commercial unit?",
};

describe("chat.submit", () => {
  it("stores an anonymous contact request, trimmed and with a lower-cased e-mail", async () => {
    const { id } = await t.caller().chat.submit(contact);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({
      userId: null,
      kind: "contact",
      name: "Jane Doe",
      email: "jane.doe@example.com",
      message: "Can I use a lease for a commercial unit?",
    });
  });

  it("links a live-agent request to the signed-in user", async () => {
    const user = await t.user();
    const { id, kind } = await user.api.chat.submit({
      kind: "live_agent",
      name: "Sam",
      email: user.email,
      message: "Please call me about my will.",
    });
    expect(kind).toBe("live_agent");
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row?.userId).toBe(user.id);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ["blank name", { name: "   " }, "name"],
    ["invalid e-mail", { email: "not-an-email" }, "email"],
    ["blank message", { message: "\n\t " }, "message"],
    ["1 MB message", { message: "x".repeat(1024 * 1024) }, "message"],
    ["unknown kind", { kind: "sales" }, "kind"],
  ];

  it.each(cases)("%s → BAD_REQUEST with field errors, nothing written", async (_name, override, field) => {
    const before = await countRequests();
    const error = await t
      .caller()
      .chat.submit({ ...contact, ...override })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const zodError = (error as { cause?: { issues?: { path: PropertyKey[] }[] } }).cause;
    expect(zodError?.issues?.some((issue) => issue.path[0] === field)).toBe(true);
    expect(await countRequests()).toBe(before);
  });
});
