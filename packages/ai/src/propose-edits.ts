/**
 * Asks the model for typed edits to one document, has the engine execute them and the verifier check
 * them. A proposal the verifier refuses is asked for once more with the verifier's reasons; a second
 * refusal is final and said plainly. Provider failures are returned as they are, for the caller to fall
 * back on the deterministic engine. Nothing here saves or spends anything.
 */
import type { ClauseChange, LegalDocument, StructuredEdit } from "@lexforge/doc-engine";
import { applyEdits, verifyProposal } from "@lexforge/doc-engine";

import type { CallFailure, CallRecord } from "./call-model";
import { callForObject } from "./call-model";
import type { AiModel } from "./model";
import { documentIds, editSchemaFor } from "./edit-schema";
import type { EditProposal } from "./edit-schema";
import { SYSTEM_PROMPT, userPrompt } from "./prompt";

/** What happened on one call, for the ai_calls record. */
export type CallOutcome = "verified" | "rejected" | "cannot-apply" | CallFailure;
export type OnCall = (record: CallRecord & { outcome: CallOutcome }) => Promise<void> | void;

/** Where a proposal is, for the progress line the user sees while it runs. */
export type ProgressStage = "asking" | "verifying" | "retrying";
export type OnProgress = (stage: ProgressStage) => void;

/** One edit of a proposal with the clauses it changes, shown to the user to accept or reject. */
export type ProposedEdit = { edit: StructuredEdit; reason: string; changes: ClauseChange[] };

export type ModelProposal =
  | { ok: true; edits: ProposedEdit[]; document: LegalDocument; changes: ClauseChange[] }
  | { ok: false; failure: CallFailure | "refused-by-verifier" | "cannot-apply"; reason: string; reasons: string[] };

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
  onCall,
  beforeCall,
  onProgress,
  signal,
}: {
  ai: AiModel;
  document: LegalDocument;
  instruction: string;
  onCall?: OnCall;
  onProgress?: OnProgress;
  /** The request's signal: stops the model call (and the retry) when the user goes away. */
  signal?: AbortSignal;
  /** Runs before every model call (the daily cap): throwing stops here, with no call made. */
  beforeCall?: () => Promise<void>;
}): Promise<ModelProposal> {
  const ids = documentIds(document);
  const schema = editSchemaFor(ids);
  let feedback: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await beforeCall?.();
    onProgress?.(attempt === 0 ? "asking" : "retrying");
    const call = await callForObject<EditProposal>({
      model: ai.model,
      modelId: ai.modelId,
      system: SYSTEM_PROMPT,
      prompt: userPrompt(document, ids, instruction, feedback),
      schema: schema as never,
      timeoutMs: ai.timeoutMs,
      signal,
    });
    const { model, promptTokens, completionTokens, latencyMs } = call;
    const record = (outcome: CallOutcome) => onCall?.({ model, promptTokens, completionTokens, latencyMs, outcome });
    if (!call.ok) {
      await record(call.failure);
      return { ok: false, failure: call.failure, reason: call.message, reasons: [] };
    }
    onProgress?.("verifying");
    const { edits, cannotApply } = call.value;
    if (edits.length === 0) {
      await record("cannot-apply");
      const reason = cannotApply ?? "The AI found nothing to change for this instruction.";
      return { ok: false, failure: "cannot-apply", reason, reasons: [reason] };
    }
    const applied = applyEdits(document, edits);
    const verdict = applied.ok
      ? verifyProposal({ before: document, after: applied.document, edits, instruction })
      : { ok: false as const, reasons: [applied.reason] };
    if (applied.ok && verdict.ok && applied.changes.length > 0) {
      await record("verified");
      return { ok: true, edits: explainEdits(document, edits), document: applied.document, changes: applied.changes };
    }
    await record("rejected");
    feedback = verdict.ok ? ["The proposal changes nothing in the document."] : verdict.reasons;
  }
  return {
    ok: false,
    failure: "refused-by-verifier",
    reason: `The AI's proposal was refused by the checks: ${feedback.join(" ")} Nothing was changed.`,
    reasons: feedback,
  };
}
