import type { ClauseChange } from "@lexforge/doc-engine";
import { refine } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";

import { spendCredit } from "../credits/spend-credit";
import { OwnWordsWarnedError, RefineNotAppliedError } from "./errors";
import { getDocument } from "./get-document";
import { ownWordsWarnings } from "./own-words";
import { saveVersion } from "./save-version";

/**
 * Refines a document with a written instruction for one credit. The engine runs first: an instruction
 * it cannot apply is reported and costs nothing, and so is one that puts words of the user's own the law
 * does not allow into the document, until the user asks again with `acceptWarnings`.
 */
export async function refineDocument(
  db: Db,
  {
    userId,
    id,
    instruction,
    acceptWarnings = false,
  }: { userId: string; id: string; instruction: string; acceptWarnings?: boolean },
) {
  const current = await getDocument(db, { userId, id });
  const result = refine(current.body, instruction);
  if (!result.applied) throw new RefineNotAppliedError(result.reason);
  // The user's own words are theirs to keep, but they hear what the law says before the credit is spent.
  const own = ownWordsWarnings(current.body, result.document);
  if (own.length > 0 && !acceptWarnings) throw new OwnWordsWarnedError(own.join(" "));

  return db.transaction(async (tx) => {
    const credits = await spendCredit(tx, { userId, reason: "refinement", ref: id });
    const document = await saveVersion(tx, {
      userId,
      id,
      body: result.document,
      kind: "refine",
      instruction,
      note: result.summary,
      basedOn: current.currentVersion,
    });
    const changes: ClauseChange[] = result.changes;
    return { document, credits, changes, summary: result.summary };
  });
}
