/**
 * The documents list's own actions: rename and a soft delete that Undo reverses. A deleted document is
 * gone everywhere else (get, history, downloads, new versions answer NOT_FOUND) because every other
 * read goes through ownedDocument.
 */
import type { Db } from "@lexforge/db";
import { and, documents, eq, isNotNull, sql } from "@lexforge/db";

import { voidOpenRequests } from "../signing/manage-request";
import { DocumentNotFoundError } from "./errors";
import { ownedDocument } from "./get-document";

/** The user's name for the document; it stays through later versions (the automatic name does not). */
export async function renameDocument(db: Db, { userId, id, name }: { userId: string; id: string; name: string }) {
  const [row] = await db
    .update(documents)
    // Renaming is not a change to the document: "Last change" keeps its date.
    .set({ customName: name, updatedAt: sql`${documents.updatedAt}` })
    .where(ownedDocument(userId, id))
    .returning({ id: documents.id, name: documents.customName });
  if (!row) throw new DocumentNotFoundError();
  return { id: row.id, name };
}

/** Deleting ends a request out for signature (Undo brings the document back, not the request). */
export async function deleteDocument(db: Db, { userId, id }: { userId: string; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ deletedAt: new Date(), updatedAt: sql`${documents.updatedAt}` })
      .where(ownedDocument(userId, id))
      .returning({ id: documents.id });
    if (!row) throw new DocumentNotFoundError();
    await voidOpenRequests(tx, id, "the sender deleted the document");
    return row;
  });
}

/** Undo of a delete: only the owner's deleted document comes back, exactly as it was. */
export async function undeleteDocument(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .update(documents)
    .set({ deletedAt: null, updatedAt: sql`${documents.updatedAt}` })
    .where(and(eq(documents.id, id), eq(documents.userId, userId), isNotNull(documents.deletedAt)))
    .returning({ id: documents.id });
  if (!row) throw new DocumentNotFoundError();
  return row;
}
