import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documents, eq } from "@lexforge/db";

import { renderDownload } from "../src/services/documents/render-download";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function ownerWithDocument() {
  const user = await t.user({ credits: 5 });
  const { document } = await user.api.documents.generate(ndaRequest({ useAI: false }));
  return { ...user, documentId: document.id, automaticName: document.name };
}

const notFound = { code: "NOT_FOUND" };

describe("rename", () => {
  it("shows the user's name in the list and on the document, and keeps it through new versions", async () => {
    const { api, documentId } = await ownerWithDocument();
    const before = (await api.documents.list({})).rows[0];
    await api.documents.rename({ id: documentId, name: "  Acme NDA (signed copy)  " });
    const [row] = (await api.documents.list({})).rows;
    expect(row).toMatchObject({ id: documentId, name: "Acme NDA (signed copy)" });
    // Not a change to the document: the last change keeps its date.
    expect(row?.updatedAt).toEqual(before?.updatedAt);
    expect((await api.documents.get({ id: documentId })).name).toBe("Acme NDA (signed copy)");

    await api.documents.refine({ id: documentId, instruction: "Make it more formal" });
    expect((await api.documents.list({})).rows[0]?.name).toBe("Acme NDA (signed copy)");
  });

  it("refuses a blank or overlong name with BAD_REQUEST, and another user's document with NOT_FOUND", async () => {
    const { api, documentId, automaticName } = await ownerWithDocument();
    const other = await t.user();
    await expect(api.documents.rename({ id: documentId, name: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.documents.rename({ id: documentId, name: "x".repeat(201) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.documents.rename({ id: "nope", name: "Mine" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(other.api.documents.rename({ id: documentId, name: "Mine now" })).rejects.toMatchObject(notFound);
    expect((await api.documents.list({})).rows[0]?.name).toBe(automaticName);
  });
});

describe("soft delete and undo", () => {
  it("removes the document from the list, get, history, versions and downloads; undo brings it all back", async () => {
    const { api, id: userId, documentId } = await ownerWithDocument();
    await api.documents.delete({ id: documentId });

    expect((await api.documents.list({})).rows).toEqual([]);
    await expect(api.documents.get({ id: documentId })).rejects.toMatchObject(notFound);
    await expect(api.documents.versions({ id: documentId })).rejects.toMatchObject(notFound);
    await expect(api.documents.diff({ id: documentId, from: 1, to: 1 })).rejects.toMatchObject(notFound);
    await expect(api.documents.restore({ id: documentId, version: 1 })).rejects.toMatchObject(notFound);
    await expect(api.documents.refine({ id: documentId, instruction: "Make it more formal" })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      api.documents.edit({ id: documentId, clauses: { "nda.ownership.property": "Kept by its owner." } }),
    ).rejects.toMatchObject(notFound);
    for (const format of ["docx", "pdf", "txt"] as const)
      await expect(renderDownload(t.db, { userId, id: documentId, format })).rejects.toMatchObject(notFound);
    await expect(api.documents.delete({ id: documentId })).rejects.toMatchObject(notFound);
    // Still stored, only marked: that is what makes Undo possible.
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, documentId));
    expect(stored?.deletedAt).toBeInstanceOf(Date);

    await api.documents.undelete({ id: documentId });
    expect((await api.documents.list({})).rows.map((row) => row.id)).toEqual([documentId]);
    expect((await api.documents.versions({ id: documentId })).length).toBe(1);
    const file = await renderDownload(t.db, { userId, id: documentId, format: "txt" });
    expect(file.bytes.length).toBeGreaterThan(0);
    // Undo of a document that is not deleted has nothing to undo.
    await expect(api.documents.undelete({ id: documentId })).rejects.toMatchObject(notFound);
  });

  it("is owner-only: another user can neither delete nor undo, and sees NOT_FOUND", async () => {
    const { api, documentId } = await ownerWithDocument();
    const other = await t.user();
    await expect(other.api.documents.delete({ id: documentId })).rejects.toMatchObject(notFound);
    expect((await api.documents.list({})).rows.map((row) => row.id)).toEqual([documentId]);

    await api.documents.delete({ id: documentId });
    await expect(other.api.documents.undelete({ id: documentId })).rejects.toMatchObject(notFound);
    expect((await api.documents.list({})).rows).toEqual([]);
    await expect(other.api.documents.delete({ id: "not-a-uuid" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
