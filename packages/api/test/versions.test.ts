import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documentVersions, eq } from "@lexforge/db";
import { toText } from "@lexforge/doc-engine";

import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum, ndaRequest, transactionsAtOnce } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const PROPERTY = "nda.ownership.property";
const WORDING = "All shared roadmaps stay the property of the party that shared them.";

const leaseIn = (jurisdiction: string, answers: Record<string, number>) => ({
  documentType: "lease" as const,
  jurisdiction,
  parties: {
    party1Name: "Harbor View Properties LLC",
    party1Address: "400 Bay Street, Albany, NY 12207",
    party2Name: "Priya Raman",
    party2Address: "12 Elm Court, Albany, NY 12207",
  },
  purpose: "Residential rental of an apartment",
  useAI: false,
  answers,
});

async function ndaWithHistory() {
  const user = await t.user({ credits: 5 });
  const { document } = await user.api.documents.generate(ndaRequest({ useAI: false }));
  await user.api.documents.refine({ id: document.id, instruction: "Make it more formal" });
  await user.api.documents.edit({ id: document.id, clauses: { [PROPERTY]: WORDING } });
  return { ...user, userId: user.id, id: document.id };
}

describe("version history", () => {
  it("lists generate, refine and edit newest first, with what changed and why", async () => {
    const { api, id } = await ndaWithHistory();
    const versions = await api.documents.versions({ id });
    expect(versions.map((v) => [v.version, v.kind])).toEqual([
      [3, "edit"],
      [2, "refine"],
      [1, "generate"],
    ]);
    expect(versions[1]?.instruction).toBe("Make it more formal");
    expect(versions[1]?.note).toMatch(/clauses? changed/);
    expect(versions[0]?.changedClauses).toBe(1);
    expect(versions[0]?.note).toContain("Edited by you");
  });

  it("diffs any two versions clause by clause", async () => {
    const { api, id } = await ndaWithHistory();
    const { changes } = await api.documents.diff({ id, from: 1, to: 3 });
    const edited = changes.find((change) => change.clauseId === PROPERTY);
    expect(edited).toMatchObject({ kind: "changed", after: WORDING });
    expect(edited?.heading).toBeTruthy();
    // The formal refine changed more than the one edited clause.
    expect(changes.length).toBeGreaterThan(1);
    expect((await api.documents.diff({ id, from: 2, to: 2 })).changes).toEqual([]);
    await expect(api.documents.diff({ id, from: 1, to: 9 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("restores an earlier version as a new version with its exact text, for free", async () => {
    const { api, id, userId } = await ndaWithHistory();
    const balance = await api.credits.balance();
    const restored = await api.documents.restore({ id, version: 1 });
    expect(restored.document.currentVersion).toBe(4);
    expect(restored.credits).toBe(balance);
    expect(await api.credits.balance()).toBe(balance);
    expect(await ledgerSum(t.db, userId)).toBe(balance);

    expect((await api.documents.diff({ id, from: 1, to: 4 })).changes).toEqual([]);
    const current = await api.documents.get({ id });
    const versions = await api.documents.versions({ id });
    expect(versions[0]).toMatchObject({ version: 4, kind: "restore", note: "Restored version 1." });
    expect(toText(current.body)).not.toContain(WORDING);
  });

  it("answers another user's document with NOT_FOUND for list, diff, restore and edit, and changes nothing", async () => {
    const { id } = await ndaWithHistory();
    const { api: other } = await t.user({ credits: 5 });
    await expect(other.documents.versions({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.documents.diff({ id, from: 1, to: 2 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.documents.restore({ id, version: 1 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.documents.edit({ id, clauses: { [PROPERTY]: "Mine now." } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const rows = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(rows).toHaveLength(3);
    expect(await other.credits.balance()).toBe(5);
  });

  it("refuses a bad version number or document id with a 400", async () => {
    const { api, id } = await ndaWithHistory();
    await expect(api.documents.restore({ id, version: 0 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.documents.versions({ id: "not-a-uuid" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("editing in the app", () => {
  it("saves an edited clause and an added clause as a free version, badged as the user's", async () => {
    const { api, id } = await ndaWithHistory();
    const balance = await api.credits.balance();
    const saved = await api.documents.edit({
      id,
      add: [{ sectionId: "ownership", heading: "Return of samples", text: "Samples are returned within 10 days." }],
    });
    expect(saved.credits).toBe(balance);
    expect(await api.credits.balance()).toBe(balance);
    expect(saved.document.currentVersion).toBe(4);
    const doc = await api.documents.get({ id });
    const clauses = doc.body.sections.flatMap((section) => section.clauses);
    expect(clauses.find((item) => item.id === PROPERTY)).toMatchObject({ text: WORDING, origin: "user" });
    expect(clauses.find((item) => item.id === "custom.1")).toMatchObject({
      heading: "Return of samples",
      origin: "user",
    });
    expect(toText(doc.body)).toContain("Samples are returned within 10 days.");
  });

  it("reverts an edited clause to the engine's wording", async () => {
    const { api, id } = await ndaWithHistory();
    await api.documents.edit({ id, revert: [PROPERTY] });
    const doc = await api.documents.get({ id });
    expect(toText(doc.body)).not.toContain(WORDING);
  });

  it("re-runs the state rules on save and returns the warning an edit brings", async () => {
    const { api } = await t.user({ credits: 2 });
    const { document } = await api.documents.generate(leaseIn("New York", { monthlyRent: 2000 }));
    const balance = await api.credits.balance();
    const saved = await api.documents.edit({ id: document.id, answers: { lateFee: 500 } });
    expect(saved.newWarnings).toEqual([
      expect.objectContaining({ family: "late-fee", field: "lateFee", citation: expect.any(String) }),
    ]);
    expect(saved.warnings).toEqual(expect.arrayContaining(saved.newWarnings));
    expect(await api.credits.balance()).toBe(balance);
  });

  it("refuses a protected clause with a 400 and saves nothing", async () => {
    const { api, id } = await ndaWithHistory();
    await expect(
      api.documents.edit({ id, clauses: { "nda.governing-law.law": "Mars law applies." } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("governing law") });
    expect((await api.documents.versions({ id })).length).toBe(3);
  });

  it("answers a save that changes nothing with NOTHING_CHANGED and an empty save with a 400", async () => {
    const { api, id } = await ndaWithHistory();
    await expect(api.documents.edit({ id, clauses: { [PROPERTY]: WORDING } })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    await expect(api.documents.edit({ id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await api.documents.versions({ id })).length).toBe(3);
  });
});

describe("regenerate: money follows generation, and unchanged text costs nothing", () => {
  it("same inputs: nothing saved, nothing spent; new inputs in AI mode: one credit; in template mode: free", async () => {
    const { id, api } = await t.user({ credits: 3 });
    const ai = await api.documents.generate(ndaRequest({ useAI: true }));
    expect(ai.credits).toBe(2);
    const same = await api.documents.regenerate({ id: ai.document.id });
    expect(same).toMatchObject({ unchanged: true, credits: 2, document: { currentVersion: 1 } });
    const changed = await api.documents.regenerate({
      id: ai.document.id,
      request: ndaRequest({ useAI: true, purpose: "A different purpose" }),
    });
    expect(changed).toMatchObject({ unchanged: false, credits: 1, document: { currentVersion: 2 } });
    expect(await ledgerSum(t.db, id)).toBe(1);

    const template = await api.documents.generate(ndaRequest({ useAI: false }));
    const edited = await api.documents.regenerate({
      id: template.document.id,
      request: ndaRequest({ useAI: false, purpose: "Another purpose" }),
    });
    expect(edited).toMatchObject({ unchanged: false, credits: 1, document: { currentVersion: 2 } });
    expect((await api.documents.list({})).rows.filter((row) => row.id === template.document.id)).toHaveLength(1);
  });
});

describe("the same change sent twice at once is made and paid for once", () => {
  it("five parallel regenerations and five parallel refines: one version and one credit each", async () => {
    const { id, api } = await t.user({ credits: 5 });
    const atOnce = () => t.caller(id, transactionsAtOnce(t.db, 5));
    const { document } = await api.documents.generate(ndaRequest({ useAI: true }));
    const request = ndaRequest({ useAI: true, purpose: "A different purpose" });
    const regenerating = atOnce();
    const regenerations = await Promise.allSettled(
      Array.from({ length: 5 }, () => regenerating.documents.regenerate({ id: document.id, request })),
    );
    expect(regenerations.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of regenerations.filter((r) => r.status === "rejected"))
      expect(r.reason).toMatchObject({ code: "CONFLICT", cause: { reason: "DOCUMENT_CHANGED" } });
    expect((await api.documents.get({ id: document.id })).currentVersion).toBe(2);

    const refining = atOnce();
    const refines = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        refining.documents.refine({ id: document.id, instruction: "Make it more formal" }),
      ),
    );
    expect(refines.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of refines.filter((r) => r.status === "rejected"))
      expect(r.reason).toMatchObject({ code: "CONFLICT", cause: { reason: "DOCUMENT_CHANGED" } });
    expect((await api.documents.get({ id: document.id })).currentVersion).toBe(3);
    // generate, one regeneration, one refine.
    expect(await api.credits.balance()).toBe(2);
    expect(await ledgerSum(t.db, id)).toBe(2);
  });
});
