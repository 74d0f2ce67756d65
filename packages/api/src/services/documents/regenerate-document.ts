import { toText } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { getBalance } from "../credits/get-balance";
import { spendCredit } from "../credits/spend-credit";
import { buildDocument, isoDay, toEngineRequest } from "./build-document";
import { getDocument } from "./get-document";
import { saveVersion } from "./save-version";

/**
 * Regenerates a document (optionally from edited inputs, "Edit Document Information") as its next version.
 * Money follows generation: an AI-mode document's new version costs one credit, a template's is free, and a
 * regeneration whose text would not change saves nothing and costs nothing (`unchanged`).
 */
export async function regenerateDocument(
  db: Db,
  options: { userId: string; id: string; input?: TDocumentRequest; now?: Date },
) {
  const { userId, id, input, now = new Date() } = options;
  const current = await getDocument(db, { userId, id });
  const stored = current.inputs;
  // Edited inputs keep the clause wording and order the user or the model chose, and the optional clauses
  // switched on or off (a refine, a confirmed AI suggestion), unless they bring their own.
  const request = input
    ? {
        ...toEngineRequest(input, now),
        clauseOverrides: input.clauseOverrides ?? stored.clauseOverrides,
        customClauses: input.customClauses ?? stored.customClauses,
        clauseOrder: input.clauseOrder ?? stored.clauseOrder,
        style: input.style ?? stored.style,
      }
    : { ...stored, date: isoDay(now) };
  const body = buildDocument(request);
  if (toText(body) === toText(current.body)) {
    return { document: current, credits: await getBalance(db, { userId }), unchanged: true };
  }

  return db.transaction(async (tx) => {
    const credits = request.useAI
      ? await spendCredit(tx, { userId, reason: "regeneration", ref: id })
      : await getBalance(tx, { userId });
    // Rolled back, spend included, if another regeneration saved a version meanwhile.
    const document = await saveVersion(tx, { userId, id, body, kind: "regenerate", basedOn: current.currentVersion });
    return { document, credits, unchanged: false };
  });
}
