import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documents } from "@lexforge/db";

import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const BASE = Date.parse("2026-01-01T00:00:00.000Z");
const minutes = (n: number) => new Date(BASE + n * 60_000);

type Row = { name: string; type?: string; customName?: string; created: number; changed?: number; deleted?: boolean };

/** Rows straight into documents: the list reads only that table, and each test picks its own names and dates. */
async function seedRows(userId: string, rows: Row[]) {
  await t.db.insert(documents).values(
    rows.map((row) => ({
      userId,
      name: row.name,
      customName: row.customName,
      type: row.type ?? "nda",
      engineVersion: "test",
      createdAt: minutes(row.created),
      updatedAt: minutes(row.changed ?? row.created),
      deletedAt: row.deleted ? minutes(1000) : null,
    })),
  );
}

const names = (result: { rows: { name: string }[] }) => result.rows.map((row) => row.name);

describe("documents.list", () => {
  it("pages 20 at a time, last changed first, and clamps a page past the end to the last one", async () => {
    const { id, api } = await t.user();
    // Created in order 1…23, last changed in the reverse order.
    await seedRows(
      id,
      Array.from({ length: 23 }, (_, i) => ({ name: `Document ${i + 1}`, created: i + 1, changed: 100 - i })),
    );

    const first = await api.documents.list({});
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 23, unfilteredTotal: 23, types: ["nda"] });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ name: "Document 1", type: "nda", status: "completed", currentVersion: 1 });
    expect(first.rows[0]?.updatedAt).toEqual(minutes(100));

    const second = await api.documents.list({ page: 2 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 23 });
    expect(names(second)).toEqual(["Document 21", "Document 22", "Document 23"]);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(23);

    const past = await api.documents.list({ page: 9 });
    expect(past.page).toBe(2);
    expect(names(past)).toEqual(names(second));
  });

  it("sorts by last change, by creation and by name (A–Z, ignoring case)", async () => {
    const { id, api } = await t.user();
    await seedRows(id, [
      { name: "beta", created: 1, changed: 5 },
      { name: "Alpha", created: 2, changed: 3 },
      { name: "Gamma", created: 3, changed: 4 },
    ]);
    expect(names(await api.documents.list({ sort: "changed" }))).toEqual(["beta", "Gamma", "Alpha"]);
    expect(names(await api.documents.list({ sort: "created" }))).toEqual(["Gamma", "Alpha", "beta"]);
    expect(names(await api.documents.list({ sort: "name" }))).toEqual(["Alpha", "beta", "Gamma"]);
  });

  it("searches the shown name ignoring case, with % and _ matched literally", async () => {
    const { id, api } = await t.user();
    await seedRows(id, [
      { name: "Rent 50% off", created: 1 },
      { name: "Rent 500 units", created: 2 },
      { name: "snake_case terms", created: 3 },
      { name: "snakeXcase terms", created: 4 },
      { name: "ACME Robotics NDA", created: 5 },
      { name: "Automatic name", customName: "Signed copy", created: 6 },
    ]);
    const search = async (text: string) => names(await api.documents.list({ search: text, sort: "created" }));

    expect(await search("acme robotics")).toEqual(["ACME Robotics NDA"]);
    expect(await search("50%")).toEqual(["Rent 50% off"]);
    expect(await search("e_c")).toEqual(["snake_case terms"]);
    expect(await search("  signed COPY  ")).toEqual(["Signed copy"]);
    expect(await search("automatic")).toEqual([]);
    expect(await search("rent")).toEqual(["Rent 500 units", "Rent 50% off"]);

    const none = await api.documents.list({ search: "nothing like it" });
    expect(none).toMatchObject({ rows: [], page: 1, pageCount: 0, total: 0, unfilteredTotal: 6 });
  });

  it("filters by type, and lists the types the user has, newest first", async () => {
    const { id, api } = await t.user();
    await seedRows(id, [
      { name: "Lease A", type: "lease", created: 1 },
      { name: "NDA A", type: "nda", created: 2 },
      { name: "Lease B", type: "lease", created: 3 },
    ]);
    const leases = await api.documents.list({ type: "lease", sort: "created" });
    expect(names(leases)).toEqual(["Lease B", "Lease A"]);
    expect(leases).toMatchObject({ total: 2, unfilteredTotal: 3, types: ["lease", "nda"] });

    const both = await api.documents.list({ type: "nda", search: "lease" });
    expect(both).toMatchObject({ rows: [], total: 0, unfilteredTotal: 3 });
  });

  it("shows only the caller's own documents that are not deleted", async () => {
    const alice = await t.user();
    const bob = await t.user();
    await seedRows(alice.id, [
      { name: "Alice kept", created: 1 },
      { name: "Alice deleted", type: "lease", created: 2, deleted: true },
    ]);
    await seedRows(bob.id, [{ name: "Bob's own", type: "will", created: 3 }]);

    const mine = await alice.api.documents.list({});
    expect(names(mine)).toEqual(["Alice kept"]);
    expect(mine).toMatchObject({ total: 1, unfilteredTotal: 1, types: ["nda"] });
    expect(names(await alice.api.documents.list({ search: "bob" }))).toEqual([]);
    expect(names(await alice.api.documents.list({ search: "deleted" }))).toEqual([]);
    expect((await alice.api.documents.list({ type: "lease" })).total).toBe(0);
    expect(names(await bob.api.documents.list({}))).toEqual(["Bob's own"]);
  });

  it("answers bad input with BAD_REQUEST", async () => {
    const { api } = await t.user();
    const badRequest = { code: "BAD_REQUEST" };
    const inputs: unknown[] = [
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: "2" },
      { search: "x".repeat(201) },
      { search: "x".repeat(1_000_000) },
      { search: "a\0b" },
      { type: "unknown" },
      { sort: "size" },
      null,
    ];
    for (const input of inputs) {
      await expect(api.documents.list(input as never)).rejects.toMatchObject(badRequest);
    }
    // Surrounding spaces do not count towards the cap.
    await expect(api.documents.list({ search: ` ${"x".repeat(200)} ` })).resolves.toMatchObject({ total: 0 });
  });
});
