"use client";

import { useMutation } from "@tanstack/react-query";
import { Loader2Icon } from "lucide-react";
import { useRef, useState } from "react";

/** The events of a streamed AI procedure (packages/api services/ai/stream-progress.ts). */
type Stage = "asking" | "verifying" | "retrying";
type ProgressEvent<T> = { stage: Stage } | { stage: "done"; result: T };
export type StreamResult<S> =
  S extends AsyncIterable<infer E> ? (E extends { stage: "done"; result: infer R } ? R : never) : never;

const SAID: Record<Stage, string> = {
  asking: "Asking the AI…",
  verifying: "Checking the AI's proposal against your answers and the state's rules…",
  retrying: "The checks refused the first proposal: asking the AI again with their reasons…",
};

/**
 * A mutation over a streamed AI procedure (httpBatchStreamLink): resolves with the result at the end of
 * the stream and keeps the latest progress stage for the line the user sees meanwhile.
 */
export function useStreamedMutation<TInput, TResult>(
  start: (input: TInput, signal: AbortSignal) => Promise<AsyncIterable<ProgressEvent<TResult>>>,
) {
  const [stage, setStage] = useState<Stage | null>(null);
  const running = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: TInput): Promise<TResult> => {
      const controller = new AbortController();
      running.current = controller;
      setStage("asking");
      try {
        for await (const event of await start(input, controller.signal)) {
          if (event.stage === "done") return event.result;
          setStage(event.stage);
        }
        throw new Error("The AI request ended without an answer.");
      } catch (error) {
        if (controller.signal.aborted) throw new CancelledError();
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
        setStage(null);
      }
    },
  });
  /** Stops the request; the server stops its model call, which costs nothing. */
  const cancel = () => running.current?.abort();
  return { ...mutation, stage, cancel };
}

/** The user stopped the request (closed the dialog): nothing to report. */
export class CancelledError extends Error {
  constructor() {
    super("Cancelled");
  }
}

/** The progress line of a streamed AI call, announced politely to screen readers. */
export function AiProgress({ stage }: { stage: Stage | null }) {
  if (!stage) return null;
  return (
    <p role="status" data-testid="ai-progress" data-stage={stage} className="flex items-start gap-2 text-sm">
      <Loader2Icon className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden /> {SAID[stage]}
    </p>
  );
}
