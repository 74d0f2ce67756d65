/**
 * The loop every proposal shares: ask the model, judge the answer, and when the checks refuse it, ask once
 * more with their reasons; a second refusal is final. A provider failure ends the loop as it is, for the
 * caller to fall back on the deterministic engine. Every call is reported, with its outcome, for ai_calls.
 */
import type { z } from "zod";

import { callForObject } from "./call-model";
import type { CallFailure, CallRecord } from "./call-model";
import type { AiModel } from "./model";

/** What happened on one call, for the ai_calls record. */
export type CallOutcome = "verified" | "rejected" | "cannot-apply" | CallFailure;
export type OnCall = (record: CallRecord & { outcome: CallOutcome }) => Promise<void> | void;

/** Where a proposal is, for the progress line the user sees while it runs. */
export type ProgressStage = "asking" | "verifying" | "retrying";
export type OnProgress = (stage: ProgressStage) => void;

export type ProposalFailure = {
  ok: false;
  failure: CallFailure | "refused-by-verifier" | "cannot-apply";
  reason: string;
  reasons: string[];
};

/** The judge's word on one answer: final (with the caller's result), or refused with reasons to retry. */
export type Judgement<R> = { outcome: "verified" | "cannot-apply"; result: R } | { refused: string[] };

export type AskHooks = {
  /** Runs before every model call (the daily cap): throwing stops here, with no call made. */
  beforeCall?: () => Promise<void>;
  onCall?: OnCall;
  onProgress?: OnProgress;
  /** The request's signal: stops the model call (and the retry) when the user goes away. */
  signal?: AbortSignal;
};

export async function askWithOneRetry<Raw, R>({
  ai,
  system,
  prompt,
  schema,
  judge,
  refusal,
  beforeCall,
  onCall,
  onProgress,
  signal,
}: AskHooks & {
  ai: AiModel;
  system: string;
  /** The user message (the same on the retry: the verifier's reasons go in a system message of their own). */
  prompt: string;
  schema: z.ZodType<Raw>;
  judge: (value: Raw) => Judgement<R>;
  /** What the user is told when the retry is refused too. */
  refusal: (reasons: string[]) => string;
}): Promise<R | ProposalFailure> {
  let feedback: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await beforeCall?.();
    onProgress?.(attempt === 0 ? "asking" : "retrying");
    const call = await callForObject({
      model: ai.model,
      modelId: ai.modelId,
      system,
      prompt,
      feedback,
      schema,
      timeoutMs: ai.timeoutMs,
      signal,
    });
    const { model, promptTokens, completionTokens, latencyMs } = call;
    // Recording a call must never fail the request it belongs to (the caller's onCall logs its own errors).
    const record = async (outcome: CallOutcome) => {
      try {
        await onCall?.({ model, promptTokens, completionTokens, latencyMs, outcome });
      } catch {
        // The call happened and its answer stands; the record of it is best effort.
      }
    };
    if (!call.ok) {
      await record(call.failure);
      return { ok: false, failure: call.failure, reason: call.message, reasons: [] };
    }
    onProgress?.("verifying");
    const judgement = judge(call.value);
    if ("result" in judgement) {
      await record(judgement.outcome);
      return judgement.result;
    }
    await record("rejected");
    feedback = judgement.refused;
  }
  return { ok: false, failure: "refused-by-verifier", reason: refusal(feedback), reasons: feedback };
}
