"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import type { RouterOutputs } from "@lexforge/api";
import type { TDocumentRequest } from "@lexforge/validators";

import { useTRPC, useTRPCClient } from "~/trpc/react";
import type { StreamResult } from "~/trpc/streamed";
import { useStreamedMutation } from "~/trpc/streamed";

export type GenerationSuggestions = StreamResult<RouterOutputs["ai"]["proposeGeneration"]>;

/**
 * AI generation with a model configured: before an AI-mode document is generated, the model's verified
 * suggestions (answers it inferred, optional clauses, conflicts to settle) are shown for the user to
 * confirm. Asking is free; the generation that follows spends the credit.
 */
export function useAiGeneration() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const status = useQuery(trpc.ai.status.queryOptions());
  const suggest = useStreamedMutation(async (input: TDocumentRequest, signal) =>
    client.ai.proposeGeneration.mutate(input, { signal }),
  );
  const [suggestions, setSuggestions] = useState<GenerationSuggestions | null>(null);
  return {
    configured: status.data?.configured === true,
    /** undefined while loading, so no note flashes before the answer. */
    status: status.data?.configured,
    suggest,
    suggestions,
    show: setSuggestions,
    clear: () => setSuggestions(null),
  };
}

export type AiGeneration = ReturnType<typeof useAiGeneration>;

/** Whether there is anything for the user to confirm (an empty proposal goes straight to generation). */
export const hasSuggestions = (suggestions: GenerationSuggestions) =>
  suggestions.source === "engine" ||
  suggestions.answers.length + suggestions.clauses.length + suggestions.conflicts.length > 0;
