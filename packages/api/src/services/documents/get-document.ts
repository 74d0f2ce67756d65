import type { Db, Tx } from "@lexforge/db";
import { and, desc, documents, eq, isNull, sql } from "@lexforge/db";
import { parseStoredDocument, parseStoredRequest } from "@lexforge/doc-engine";

import { DocumentNotFoundError } from "./errors";

/** The owner's documents that are not deleted: every read and write of a document goes through this. */
export const ownedDocument = (userId: string, id: string) =>
  and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.deletedAt));

/** The user's own document; another user's id, or a deleted document, answers exactly like a missing one. */
export async function getDocument(db: Db | Tx, { userId, id }: { userId: string; id: string }) {
  const document = await db.query.documents.findFirst({ where: ownedDocument(userId, id) });
  if (!document) throw new DocumentNotFoundError();
  // Checked on the way out of the database; a document stored by an earlier engine is shown and rendered
  // in the current structure.
  return {
    ...document,
    name: document.customName ?? document.name,
    inputs: parseStoredRequest(document.inputs),
    body: parseStoredDocument(document.body),
  };
}

export function listDocuments(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      id: documents.id,
      name: sql<string>`coalesce(${documents.customName}, ${documents.name})`,
      type: documents.type,
      status: documents.status,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      currentVersion: documents.currentVersion,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt));
}
