import type { Db, Tx } from "@lexforge/db";
import { and, desc, documents, eq } from "@lexforge/db";
import type { LegalDocument } from "@lexforge/doc-engine";
import { currentDocument } from "@lexforge/doc-engine";

import { DocumentNotFoundError } from "./errors";

/** The user's own document; another user's id answers exactly like a missing one. */
export async function getDocument(db: Db | Tx, { userId, id }: { userId: string; id: string }) {
  const document = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.userId, userId)),
  });
  if (!document) throw new DocumentNotFoundError();
  // A document stored by an earlier engine is shown and rendered in the current structure.
  // The column stays typed as stored JSON (unknown), like every other row the router returns.
  const body: unknown = currentDocument(document.body as LegalDocument);
  return { ...document, body };
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
