import { randomUUID } from "node:crypto";

import type { Db } from "@lexforge/db";
import { documents, documentVersions } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { getBalance } from "../credits/get-balance";
import { spendCredit } from "../credits/spend-credit";
import { buildDocument, documentName, toEngineRequest } from "./build-document";
import { documentView } from "./get-document";

/**
 * Generates and stores a document. AI mode spends one credit in the same transaction as the document
 * and its version 1, so a failed write never costs a credit and a refused spend writes nothing.
 */
export async function generateDocument(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: TDocumentRequest; now?: Date },
) {
  const request = toEngineRequest(input, now);
  const body = buildDocument(request);
  const id = randomUUID();

  return db.transaction(async (tx) => {
    const credits = request.useAI
      ? await spendCredit(tx, { userId, reason: "generation", ref: id })
      : await getBalance(tx, { userId });
    const [document] = await tx
      .insert(documents)
      .values({
        id,
        userId,
        name: documentName(body),
        type: body.type,
        engineVersion: body.engineVersion,
      })
      .returning();
    await tx.insert(documentVersions).values({ documentId: id, version: 1, body });
    return { document: documentView(document ?? never(), body), credits };
  });
}

function never(): never {
  throw new Error("insert returned no row");
}
