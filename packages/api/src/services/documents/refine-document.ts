import type { ClauseChange } from "@lexforge/doc-engine";
import { refine } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";

import { spendCredit } from "../credits/spend-credit";
import { RefineNotAppliedError } from "./errors";
import { getDocument } from "./get-document";
import { saveVersion } from "./save-version";

/**
 * Refines a document with a written instruction for one credit. The engine runs first: an instruction
 * it cannot apply is reported and costs nothing.
 */
export async function refineDocument(
  db: Db,
  { userId, id, instruction }: { userId: string; id: string; instruction: string },
) {
  const current = await getDocument(db, { userId, id });
  const result = refine(current.body, instruction);
  if (!result.applied) throw new RefineNotAppliedError(result.reason);

  return db.transaction(async (tx) => {
    const credits = await spendCredit(tx, { userId, reason: "refinement", ref: id });
    const document = await saveVersion(tx, {
      userId,
      id,
      body: result.document,
      kind: "refine",
      instruction,
      note: result.summary,
    });
    const changes: ClauseChange[] = result.changes;
    return { document, credits, changes, summary: result.summary };
  });
}
