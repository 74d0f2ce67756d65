/**
 * Asks the model for typed edits to one document, has the engine execute them and the verifier check
 * them. A proposal the verifier refuses is asked for once more with the verifier's reasons; a second
 * refusal is final and said plainly. Provider failures are returned as they are, for the caller to fall
 * back on the deterministic engine. Nothing here saves or spends anything.
 */
import type { z } from "zod";

import type { ClauseChange, LegalDocument, StructuredEdit } from "@lexforge/doc-engine";
import { applyEdits, verifyProposal } from "@lexforge/doc-engine";

import { askWithOneRetry } from "./ask-with-retry";
import type { AskHooks, Judgement, ProposalFailure } from "./ask-with-retry";
import type { AiModel } from "./model";
import { documentIds, editSchemaFor } from "./edit-schema";
import type { EditProposal } from "./edit-schema";
import { SYSTEM_PROMPT, userPrompt } from "./prompt";

/** One edit of a proposal with the clauses it changes, shown to the user to accept or reject. */
export type ProposedEdit = { edit: StructuredEdit; reason: string; changes: ClauseChange[] };

export type ModelProposal =
  { ok: true; edits: ProposedEdit[]; document: LegalDocument; changes: ClauseChange[] } | ProposalFailure;

/** Each edit alone, so the review can show which clauses it changes. */
export function explainEdits(document: LegalDocument, edits: readonly StructuredEdit[]): ProposedEdit[] {
  return edits.map((edit) => {
    const alone = applyEdits(document, [edit]);
    return { edit, reason: edit.reason, changes: alone.ok ? alone.changes : [] };
  });
}

export async function proposeEdits({
  ai,
  document,
  instruction,
  ...hooks
}: AskHooks & {
  ai: AiModel;
  document: LegalDocument;
  instruction: string;
}): Promise<ModelProposal> {
  const ids = documentIds(document);
  return askWithOneRetry({
    ai,
    system: SYSTEM_PROMPT,
    prompt: userPrompt(document, ids, instruction),
    schema: editSchemaFor(ids) as unknown as z.ZodType<EditProposal>,
    judge: ({ edits, cannotApply }): Judgement<ModelProposal> => {
      if (edits.length === 0) {
        const reason = cannotApply ?? "The AI found nothing to change for this instruction.";
        return { outcome: "cannot-apply", result: { ok: false, failure: "cannot-apply", reason, reasons: [reason] } };
      }
      const applied = applyEdits(document, edits);
      if (!applied.ok) return { refused: [applied.reason] };
      const verdict = verifyProposal({ before: document, after: applied.document, edits, instruction });
      if (!verdict.ok) return { refused: verdict.reasons };
      if (applied.changes.length === 0) return { refused: ["The proposal changes nothing in the document."] };
      const result = { edits: explainEdits(document, edits), document: applied.document, changes: applied.changes };
      return { outcome: "verified", result: { ok: true, ...result } };
    },
    refusal: (reasons) => `The AI's proposal was refused by the checks: ${reasons.join(" ")} Nothing was changed.`,
    ...hooks,
  });
}
