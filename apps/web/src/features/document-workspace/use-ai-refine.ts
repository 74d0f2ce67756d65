"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useStreamedMutation } from "~/trpc/streamed";
import type { Proposal } from "./ai-review";

/**
 * "Refine with AI" when a model is configured: ask for a proposal, review it clause by clause, save the
 * accepted changes (one credit) or reject them (free). Without a model the dialog keeps the built-in refine.
 */
export function useAiRefine() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.ai.status.queryOptions());
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [accepted, setAccepted] = useState<Set<number>>(new Set());

  const propose = useStreamedMutation(async (input: { id: string; instruction: string }, signal) =>
    client.ai.proposeRefinement.mutate(input, { signal }),
  );
  const ask = async (input: { id: string; instruction: string }) => {
    const result = await propose.mutateAsync(input);
    setProposal(result);
    setAccepted(new Set(result.items.map((item) => item.index)));
  };
  const accept = useMutation(
    trpc.ai.acceptProposal.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.documents.get.queryKey({ id: result.document.id }), result.document);
        void queryClient.invalidateQueries(trpc.documents.list.pathFilter());
        setProposal(null);
      },
    }),
  );
  const reject = useMutation(trpc.ai.rejectProposal.mutationOptions({ onSettled: () => setProposal(null) }));

  const toggle = (index: number) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return {
    /** undefined while loading: the dialog shows the built-in mode until it knows. */
    configured: status.data?.configured === true,
    proposal,
    accepted,
    toggle,
    propose,
    ask,
    accept,
    reject,
    clear: () => setProposal(null),
  };
}
