import type { Db, Tx } from "@lexforge/db";
import { and, desc, documents, eq } from "@lexforge/db";
import { parseStoredDocument, parseStoredRequest } from "@lexforge/doc-engine";

import { DocumentNotFoundError } from "./errors";

/** The user's own document; another user's id answers exactly like a missing one. */
export async function getDocument(db: Db | Tx, { userId, id }: { userId: string; id: string }) {
  const document = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.userId, userId)),
  });
  if (!document) throw new DocumentNotFoundError();
  // Checked on the way out of the database; a document stored by an earlier engine is shown and rendered
  // in the current structure.
  return { ...document, inputs: parseStoredRequest(document.inputs), body: parseStoredDocument(document.body) };
}

export function listDocuments(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      status: documents.status,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      currentVersion: documents.currentVersion,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
}
