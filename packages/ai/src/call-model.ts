/**
 * One model call for structured output, with its failure named instead of thrown: a timeout, a 429, a
 * provider error, malformed or schema-breaking JSON, or a refusal. Callers fall back to the deterministic
 * engine on any of them, and every call (success or not) is reported for the ai_calls record.
 */
import { APICallError, NoObjectGeneratedError, Output, generateText } from "ai";
import type { LanguageModel } from "ai";
import type { z } from "zod";

/** "cancelled": the user went away (closed the dialog, left the page) and the call was stopped. */
export type CallFailure = "timeout" | "rate-limited" | "provider" | "malformed" | "refused" | "cancelled";

export type CallRecord = {
  model: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
};

export type CallResult<T> =
  ({ ok: true; value: T } & CallRecord) | ({ ok: false; failure: CallFailure; message: string } & CallRecord);

const MALFORMED = "The AI provider's answer was not valid for this document.";

function failureOf(error: unknown): { failure: CallFailure; message: string } {
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) return { failure: "rate-limited", message: "The AI provider is busy (429)." };
    // A 200 that is not the API's JSON: a proxy's or a portal's web page (AI_BASE_URL points at a site, not the
    // API: the operator's fix, so the message a user may read does not name the setting), or a body cut off.
    if (error.statusCode !== undefined && error.statusCode < 300) {
      const body = (error.responseBody ?? "").trimStart();
      return body.startsWith("<")
        ? {
            failure: "provider",
            message: "The AI provider answered with a web page instead of an answer.",
          }
        : { failure: "malformed", message: "The AI provider's response was cut off or was not JSON." };
    }
    return {
      failure: "provider",
      message: `The AI provider answered with an error (${error.statusCode ?? "no status"}).`,
    };
  }
  const name = error instanceof Error ? error.name : "";
  if (name === "AbortError" || name === "TimeoutError")
    return { failure: "timeout", message: "The AI provider did not answer in time." };
  if (/InvalidResponseData/.test(name) && /choices/i.test(error instanceof Error ? error.message : ""))
    return { failure: "malformed", message: "The AI provider sent an empty answer (no choices)." };
  if (NoObjectGeneratedError.isInstance(error)) {
    if (error.finishReason === "length")
      return { failure: "malformed", message: "The AI provider's answer was cut off at its length limit." };
    if (!error.text?.trim()) return { failure: "malformed", message: "The AI provider sent an empty answer." };
    return { failure: "malformed", message: MALFORMED };
  }
  if (/NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(name))
    return { failure: "malformed", message: MALFORMED };
  return { failure: "provider", message: "The AI provider could not be reached." };
}

/** A provider's token count as the ai_calls record can hold it: a non-negative whole number, never NaN or huge. */
const tokens = (n: number | undefined) =>
  typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 2_147_483_647) : 0;

export async function callForObject<T>({
  model,
  modelId,
  system,
  prompt,
  feedback = [],
  schema,
  timeoutMs,
  signal,
}: {
  model: LanguageModel;
  modelId: string;
  system: string;
  /** The user message: the document model and the user's words, encoded as data (prompt.ts). */
  prompt: string;
  /**
   * The verifier's reasons for refusing the last proposal. They travel as a system message of their own, so
   * nothing a user writes (which is in the user message) can pass for them.
   */
  feedback?: readonly string[];
  schema: z.ZodType<T>;
  timeoutMs: number;
  /** The request's own signal: a caller who goes away stops the call. */
  signal?: AbortSignal;
}): Promise<CallResult<T>> {
  const started = performance.now();
  const record = (usage?: { inputTokens?: number; outputTokens?: number }): CallRecord => ({
    model: modelId,
    promptTokens: tokens(usage?.inputTokens),
    completionTokens: tokens(usage?.outputTokens),
    latencyMs: Math.round(performance.now() - started),
  });
  try {
    const result = await generateText({
      model,
      instructions: [
        { role: "system", content: system },
        ...(feedback.length > 0
          ? [
              {
                role: "system" as const,
                content: `The verifier refused your previous proposal for these reasons; propose again without them:\n- ${feedback.join("\n- ")}`,
              },
            ]
          : []),
      ],
      prompt,
      output: Output.object({ schema }),
      maxRetries: 0,
      temperature: 0,
      abortSignal: signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]) : AbortSignal.timeout(timeoutMs),
    });
    if (result.finishReason === "content-filter")
      return {
        ok: false,
        failure: "refused",
        message: "The AI provider refused the request.",
        ...record(result.usage),
      };
    return { ok: true, value: result.output, ...record(result.usage) };
  } catch (error) {
    if (signal?.aborted) return { ok: false, failure: "cancelled", message: "The request was cancelled.", ...record() };
    return { ok: false, ...failureOf(error), ...record() };
  }
}
