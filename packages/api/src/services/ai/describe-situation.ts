/**
 * "Describe your situation": suggestions for the form from the user's own paragraph, each with the
 * sentence it came from. Free (no credit), but every model call counts toward the daily cap and is
 * recorded in ai_calls. Nothing is stored: the user confirms the suggestions in the form.
 */
import { extractAnswers } from "@lexforge/ai";
import type { DocumentType } from "@lexforge/doc-engine";
import type { Db } from "@lexforge/db";

import { AppError } from "../../errors";
import type { AiSettings } from "./ai-settings";
import { recordAiCall } from "./record-ai-call";
import { reserveAiCall } from "./reserve-ai-call";

export class IntakeUnavailableError extends AppError {
  constructor(message: string) {
    super("UNPROCESSABLE_CONTENT", "INTAKE_UNAVAILABLE", message);
  }
}

export async function describeSituation(
  db: Db,
  { userId, type, text, ai }: { userId: string; type: DocumentType; text: string; ai: AiSettings },
) {
  if (!ai.model)
    throw new IntakeUnavailableError(
      "Filling the form from a description is not available on this site. Fill in the form below.",
    );
  const result = await extractAnswers({
    ai: ai.model,
    type,
    text,
    beforeCall: () => reserveAiCall(db, { userId, cap: ai.dailyCap }),
    onCall: (call) => recordAiCall(db, { userId, purpose: "intake", call }),
  });
  if (!result.ok)
    throw new IntakeUnavailableError(`${result.reason} Nothing was filled in; you can fill the form by hand.`);
  return { suggestions: result.suggestions };
}
