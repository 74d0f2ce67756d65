import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { count, eq, savedParties } from "@lexforge/db";
import { SAVED_PARTIES_MAX } from "@lexforge/validators";

import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const harbor = {
  name: "Harbor View Properties LLC",
  address: "400 Bay Street, Albany, NY 12207",
  entityType: "company" as const,
  signerName: "Dana Whitfield",
  signerTitle: "Managing Member",
};

async function stored(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(savedParties).where(eq(savedParties.userId, userId));
  return row?.n ?? 0;
}

describe("saved parties", () => {
  it("creates, lists (by name), updates and deletes the owner's parties", async () => {
    const { api } = await t.user();
    const saved = await api.parties.create(harbor);
    expect(saved).toMatchObject(harbor);
    await api.parties.create({ name: "Anna Berg", address: "1 Elm St, Troy, NY", entityType: "individual" });
    expect((await api.parties.list()).map((party) => party.name)).toEqual(["Anna Berg", harbor.name]);

    const updated = await api.parties.update({ ...harbor, id: saved.id, signerTitle: "CEO" });
    expect(updated.signerTitle).toBe("CEO");
    await api.parties.delete({ id: saved.id });
    expect((await api.parties.list()).map((party) => party.name)).toEqual(["Anna Berg"]);
  });

  it("keeps no signer for an individual, and a blank signer field as null", async () => {
    const { api } = await t.user();
    const person = await api.parties.create({ ...harbor, name: "Priya Raman", entityType: "individual" });
    expect(person).toMatchObject({ entityType: "individual", signerName: null, signerTitle: null });
    const company = await api.parties.create({ ...harbor, signerTitle: "   " });
    expect(company).toMatchObject({ signerName: "Dana Whitfield", signerTitle: null });
  });

  it("answers NOT_FOUND to another user for update and delete, and never lists their parties", async () => {
    const owner = await t.user();
    const other = await t.user();
    const saved = await owner.api.parties.create(harbor);

    expect(await other.api.parties.list()).toEqual([]);
    await expect(other.api.parties.update({ ...harbor, id: saved.id, name: "Stolen" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(other.api.parties.delete({ id: saved.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await owner.api.parties.list())[0]).toMatchObject({ id: saved.id, name: harbor.name });
  });

  it("refuses bad input with BAD_REQUEST and stores nothing", async () => {
    const { id, api } = await t.user();
    const bad = [
      { ...harbor, name: "  " },
      { ...harbor, address: "" },
      { ...harbor, entityType: "trust" },
      { ...harbor, name: "x".repeat(201) },
      { ...harbor, signerTitle: "x".repeat(121) },
      { ...harbor, name: "Nul\0byte" },
    ];
    for (const input of bad) {
      // @ts-expect-error -- deliberately invalid input
      await expect(api.parties.create(input)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(api.parties.update({ ...harbor, id: "not-a-uuid" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await stored(id)).toBe(0);
  });

  it("requires a signed-in user", async () => {
    await expect(t.caller().parties.list()).rejects.toBeInstanceOf(TRPCError);
    await expect(t.caller().parties.create(harbor)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it(`stops at ${SAVED_PARTIES_MAX} parties per account`, async () => {
    const { id, api } = await t.user();
    await t.db
      .insert(savedParties)
      .values(Array.from({ length: SAVED_PARTIES_MAX }, (_, i) => ({ userId: id, name: `P${i}`, address: "A" })));
    await expect(api.parties.create(harbor)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await stored(id)).toBe(SAVED_PARTIES_MAX);
  });
});
