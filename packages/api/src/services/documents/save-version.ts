import type { LegalDocument } from "@lexforge/doc-engine";
import type { Tx } from "@lexforge/db";
import { documents, documentVersions, sql } from "@lexforge/db";

import { DocumentNotFoundError } from "./errors";
import { documentName } from "./build-document";
import { documentView, ownedDocument } from "./get-document";

export type VersionKind = "generate" | "refine" | "regenerate" | "edit" | "restore";

/** Records the body as the document's next version and makes it the current one, atomically. */
export async function saveVersion(
  tx: Tx,
  options: {
    userId: string;
    id: string;
    body: LegalDocument;
    kind: VersionKind;
    instruction?: string | null;
    note?: string | null;
  },
) {
  const { userId, id, body, kind, instruction = null, note = null } = options;
  const [document] = await tx
    .update(documents)
    .set({
      name: documentName(body),
      engineVersion: body.engineVersion,
      currentVersion: sql`${documents.currentVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(ownedDocument(userId, id))
    .returning();
  if (!document) throw new DocumentNotFoundError();
  await tx.insert(documentVersions).values({
    documentId: id,
    version: document.currentVersion,
    body,
    instruction,
    kind,
    note,
  });
  return documentView(document, body);
}
