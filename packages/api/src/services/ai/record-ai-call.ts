import type { CallOutcome, CallRecord } from "@lexforge/ai";
import type { AiCallPurpose, Db } from "@lexforge/db";
import { aiCalls } from "@lexforge/db";

/** One ai_calls row per model call, whatever its outcome. */
export async function recordAiCall(
  db: Db,
  options: { userId: string; documentId?: string; purpose: AiCallPurpose; call: CallRecord & { outcome: CallOutcome } },
) {
  const { userId, documentId, purpose, call } = options;
  await db.insert(aiCalls).values({
    userId,
    documentId: documentId ?? null,
    purpose,
    model: call.model,
    promptTokens: call.promptTokens,
    completionTokens: call.completionTokens,
    latencyMs: call.latencyMs,
    outcome: call.outcome,
  });
}
