/**
 * AI generation, before anything is generated: the model's verified suggestions for the user's request
 * (answers it can infer, optional clauses with reasons, conflicts between their words and their answers),
 * for the user to confirm in the form. The balance is checked before the model is asked; nothing is saved
 * or spent here, the confirmed request is generated (and the credit spent) by documents.generate.
 * Provider failures, timeouts and refusals are no error: the answer says plainly that the built-in engine
 * will draft the document from the answers as they are, and that nothing was spent.
 */
import type { OnProgress } from "@lexforge/ai";
import { proposeGeneration } from "@lexforge/ai";
import type { ClauseChoice, Conflict, InferredAnswer } from "@lexforge/ai";
import type { Db } from "@lexforge/db";
import type { TDocumentRequest } from "@lexforge/validators";

import { AppError } from "../../errors";
import { assertCouldPay } from "../credits/spend-credit";
import { buildDocument, toEngineRequest } from "../documents/build-document";
import type { AiSettings } from "./ai-settings";
import { recordAiCall } from "./record-ai-call";
import { reserveAiCall } from "./reserve-ai-call";

export type GenerationSuggestions =
  | { source: "model"; answers: InferredAnswer[]; clauses: ClauseChoice[]; conflicts: Conflict[] }
  | { source: "engine"; note: string };

export class GenerationAiUnavailableError extends AppError {
  constructor() {
    super(
      "UNPROCESSABLE_CONTENT",
      "AI_NOT_CONFIGURED",
      "AI suggestions are not available on this site. The built-in engine drafts AI-mode documents from your answers.",
    );
  }
}

const FALLBACK = "The built-in engine will draft your document from your answers as they are. No credit was used.";

export async function proposeGenerationSuggestions(
  db: Db,
  {
    userId,
    input,
    ai,
    onProgress,
    signal,
    now = new Date(),
  }: {
    userId: string;
    input: TDocumentRequest;
    ai: AiSettings;
    onProgress?: OnProgress;
    signal?: AbortSignal;
    now?: Date;
  },
): Promise<GenerationSuggestions> {
  if (!ai.model) throw new GenerationAiUnavailableError();
  // An invalid request is refused (400) before the model is asked, as generate would refuse it.
  const base = buildDocument({ ...toEngineRequest(input, now), useAI: true });
  await assertCouldPay(db, { userId });

  const result = await proposeGeneration({
    ai: ai.model,
    document: base,
    beforeCall: () => reserveAiCall(db, { userId, cap: ai.dailyCap }),
    onCall: (call) => recordAiCall(db, { userId, purpose: "generate", call }),
    onProgress,
    signal,
  });
  if (!result.ok) return { source: "engine", note: `${result.reason} ${FALLBACK}` };
  return { source: "model", answers: result.answers, clauses: result.clauses, conflicts: result.conflicts };
}
