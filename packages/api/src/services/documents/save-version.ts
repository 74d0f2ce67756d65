import type { LegalDocument } from "@lexforge/doc-engine";
import type { Tx } from "@lexforge/db";
import { and, documents, documentVersions, eq, sql } from "@lexforge/db";

import { voidOpenRequests } from "../signing/manage-request";
import { DocumentChangedError, DocumentNotFoundError } from "./errors";
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
    /**
     * The version the body was made from: saved only if it is still the current one, so two identical requests
     * sent at once make (and pay for) one version, not two.
     */
    basedOn?: number;
  },
) {
  const { userId, id, body, kind, instruction = null, note = null, basedOn } = options;
  const [document] = await tx
    .update(documents)
    .set({
      name: documentName(body),
      engineVersion: body.engineVersion,
      currentVersion: sql`${documents.currentVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      basedOn === undefined
        ? ownedDocument(userId, id)
        : and(ownedDocument(userId, id), eq(documents.currentVersion, basedOn)),
    )
    .returning();
  if (!document) throw basedOn === undefined ? new DocumentNotFoundError() : new DocumentChangedError();
  await voidOpenRequests(tx, id, "the document was changed after it was sent");
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
