/**
 * Streams an AI service's progress to the client (tRPC httpBatchStreamLink): each stage as it is reached
 * ("asking" the model, "verifying" its proposal, "retrying" with the verifier's reasons), then the result.
 * Errors thrown while streaming never pass through the procedure's middleware, so a domain error is turned
 * into its tRPC code here; otherwise the client would see a 500 instead of, say, the daily-cap message.
 */
import { TRPCError } from "@trpc/server";

import type { ProgressStage } from "@lexforge/ai";

import { AppError } from "../../errors";

export type ProgressEvent<T> = { stage: ProgressStage } | { stage: "done"; result: T };

export async function* streamProgress<T>(
  run: (onProgress: (stage: ProgressStage) => void) => Promise<T>,
): AsyncGenerator<ProgressEvent<T>, void, undefined> {
  const stages: ProgressStage[] = [];
  let wake: (() => void) | undefined;
  const settled = run((stage) => {
    stages.push(stage);
    wake?.();
  }).then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  let outcome: Awaited<typeof settled> | undefined;
  void settled.then((value) => {
    outcome = value;
    wake?.();
  });
  for (;;) {
    const stage = stages.shift();
    if (stage) {
      yield { stage };
      continue;
    }
    if (outcome) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
  if (outcome.ok) {
    yield { stage: "done", result: outcome.result };
    return;
  }
  const { error } = outcome;
  if (error instanceof AppError) throw new TRPCError({ code: error.code, message: error.message, cause: error });
  throw error;
}

/** The last event of a progress stream: the result, or the error it ended with (tests and server callers). */
export async function resultOf<T>(stream: AsyncIterable<ProgressEvent<T>> | Promise<AsyncIterable<ProgressEvent<T>>>) {
  for await (const event of await stream) if (event.stage === "done") return event.result;
  throw new Error("The progress stream ended without a result.");
}
