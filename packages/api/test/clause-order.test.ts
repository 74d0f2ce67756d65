import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { LegalDocument } from "@lexforge/doc-engine";
import { movableIds, toText } from "@lexforge/doc-engine";

import { renderDownload } from "../src/services/documents/render-download";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const SOURCE = "nda.source-code";
const NO_SOLICIT = "nda.non-solicitation";

const obligations = (doc: LegalDocument) => doc.sections.find((section) => section.id === "obligations");
const movable = (doc: LegalDocument) => movableIds(obligations(doc)?.clauses ?? []);
const textOf = (doc: LegalDocument, id: string) =>
  obligations(doc)?.clauses.find((clause) => clause.id === id)?.text ?? "";

async function ndaWithTwoOptionalClauses() {
  const user = await t.user({ credits: 3 });
  const { document } = await user.api.documents.generate(
    ndaRequest({ useAI: false, style: { include: [SOURCE, NO_SOLICIT] } }),
  );
  expect(movable(document.body)).toEqual([SOURCE, NO_SOLICIT]);
  return { ...user, documentId: document.id, first: document.body };
}

describe("reordering optional clauses", () => {
  it("moves an optional clause up as a free version; the text and the exports follow the new order", async () => {
    const { id: userId, api, documentId, first } = await ndaWithTwoOptionalClauses();
    const balance = await api.credits.balance();
    const fixed = obligations(first)?.clauses.filter((clause) => !movable(first).includes(clause.id));

    const saved = await api.documents.edit({ id: documentId, move: { clauseId: NO_SOLICIT, direction: "up" } });
    expect(saved.document.currentVersion).toBe(2);
    expect(saved.credits).toBe(balance);
    expect(await ledgerSum(t.db, userId)).toBe(balance);
    const doc = (await api.documents.get({ id: documentId })).body;
    expect(movable(doc)).toEqual([NO_SOLICIT, SOURCE]);
    // The type's own clauses keep their places; only the two optional ones swapped slots.
    const clauses = obligations(doc)?.clauses ?? [];
    expect(clauses.filter((clause) => !movable(doc).includes(clause.id))).toEqual(fixed);
    const versions = await api.documents.versions({ id: documentId });
    expect(versions[0]).toMatchObject({ version: 2, kind: "edit" });
    expect(versions[0]?.note).toMatch(/moved clause \d+\.\d+ up/);

    const text = new TextDecoder().decode(
      (await renderDownload(t.db, { userId, id: documentId, format: "txt" })).bytes,
    );
    expect(text.indexOf(textOf(doc, NO_SOLICIT).slice(0, 60))).toBeGreaterThan(0);
    expect(text.indexOf(textOf(doc, NO_SOLICIT).slice(0, 60))).toBeLessThan(
      text.indexOf(textOf(doc, SOURCE).slice(0, 60)),
    );
    expect(toText(doc)).toBe(text);
  });

  it("keeps the order through a refine and a regenerate (with or without edited inputs)", async () => {
    const { api, documentId } = await ndaWithTwoOptionalClauses();
    await api.documents.edit({ id: documentId, move: { clauseId: SOURCE, direction: "down" } });
    await api.documents.refine({ id: documentId, instruction: "Make it more formal" });
    expect(movable((await api.documents.get({ id: documentId })).body)).toEqual([NO_SOLICIT, SOURCE]);
    await api.documents.regenerate({ id: documentId });
    expect(movable((await api.documents.get({ id: documentId })).body)).toEqual([NO_SOLICIT, SOURCE]);
    const { document } = await api.documents.regenerate({
      id: documentId,
      request: ndaRequest({ useAI: false, purpose: "A new purpose", style: { include: [SOURCE, NO_SOLICIT] } }),
    });
    expect(movable(document.body)).toEqual([NO_SOLICIT, SOURCE]);
  });

  it("refuses to move the type's own clauses (400), past the ends (nothing changed), or for another user", async () => {
    const { api, documentId, first } = await ndaWithTwoOptionalClauses();
    const own = obligations(first)?.clauses.find((clause) => !movable(first).includes(clause.id))?.id ?? "";
    await expect(
      api.documents.edit({ id: documentId, move: { clauseId: own, direction: "down" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      api.documents.edit({ id: documentId, move: { clauseId: SOURCE, direction: "up" } }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(
      // @ts-expect-error -- deliberately invalid input
      api.documents.edit({ id: documentId, move: { clauseId: SOURCE, direction: "sideways" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const other = await t.user();
    await expect(
      other.api.documents.edit({ id: documentId, move: { clauseId: NO_SOLICIT, direction: "up" } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await api.documents.versions({ id: documentId })).length).toBe(1);
  });
});
