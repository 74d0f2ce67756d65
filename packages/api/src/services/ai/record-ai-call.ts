import type { CallOutcome, CallRecord } from "@lexforge/ai";
import type { AiCallPurpose, Db } from "@lexforge/db";
import { aiCalls } from "@lexforge/db";

import { logError } from "../../errors";

/**
 * One ai_calls row per model call, whatever its outcome. The call has happened whatever this write does, so
 * a failed write is logged (class and code only) and never fails the request.
 */
export async function recordAiCall(
  db: Db,
  options: { userId: string; documentId?: string; purpose: AiCallPurpose; call: CallRecord & { outcome: CallOutcome } },
) {
  const { userId, documentId, purpose, call } = options;
  await db
    .insert(aiCalls)
    .values({
      userId,
      documentId: documentId ?? null,
      purpose,
      model: call.model,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      latencyMs: call.latencyMs,
      outcome: call.outcome,
    })
    .catch((cause: unknown) => logError({ path: `ai-call ${purpose}`, code: "RECORD_FAILED", cause }));
}
