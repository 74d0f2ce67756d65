import type { LegalDocument } from "@lexforge/doc-engine";
import type { Db, Tx } from "@lexforge/db";
import { and, documents, documentVersions, eq, isNull } from "@lexforge/db";
import { parseStoredDocument, parseStoredRequest } from "@lexforge/doc-engine";

import { DocumentNotFoundError } from "./errors";

/** The owner's documents that are not deleted: every read and write of a document goes through this. */
export const ownedDocument = (userId: string, id: string) =>
  and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.deletedAt));

/** Joins a document to its current version, whose body is what every read shows and renders. */
export const onCurrentVersion = and(
  eq(documentVersions.documentId, documents.id),
  eq(documentVersions.version, documents.currentVersion),
);

type DocumentRow = typeof documents.$inferSelect;

/**
 * What the preview, the downloads and the form need: the document's own fields, its current body, and
 * the inputs, which are the body's own request (stored once, in document_versions).
 */
export function documentView(row: DocumentRow, body: LegalDocument) {
  return {
    id: row.id,
    name: row.customName ?? row.name,
    type: row.type,
    status: row.status,
    engineVersion: row.engineVersion,
    currentVersion: row.currentVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    inputs: body.request,
    body,
  };
}

/** The user's own document; another user's id, or a deleted document, answers exactly like a missing one. */
export async function getDocument(db: Db | Tx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select({ document: documents, body: documentVersions.body })
    .from(documents)
    .innerJoin(documentVersions, onCurrentVersion)
    .where(ownedDocument(userId, id))
    .limit(1);
  if (!row) throw new DocumentNotFoundError();
  // Checked on the way out of the database; a document stored by an earlier engine is shown and rendered
  // in the current structure.
  const body = parseStoredDocument(row.body);
  return {
    ...documentView(row.document, body),
    inputs: parseStoredRequest((row.body as { request?: unknown }).request),
  };
}
