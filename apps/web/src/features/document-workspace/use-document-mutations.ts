"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { RouterOutputs } from "@lexforge/api";
import type { LegalDocument } from "@lexforge/doc-engine";

import { useTRPC } from "~/trpc/react";

export type DocumentRow = RouterOutputs["documents"]["get"];

/** The document as the engine made it (the server parses the stored jsonb before it answers). */
export const bodyOf = (row: DocumentRow): LegalDocument => row.body;

/** generate / regenerate / refine, each writing the returned row into the document's query cache. */
export function useDocumentMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const store = (row: DocumentRow) => {
    queryClient.setQueryData(trpc.documents.get.queryKey({ id: row.id }), row);
    // The dashboard's list shows names, versions and dates that just changed.
    void queryClient.invalidateQueries(trpc.documents.list.pathFilter());
  };

  const generate = useMutation(trpc.documents.generate.mutationOptions({ onSuccess: (r) => store(r.document) }));
  const regenerate = useMutation(trpc.documents.regenerate.mutationOptions({ onSuccess: (r) => store(r.document) }));
  const refine = useMutation(trpc.documents.refine.mutationOptions({ onSuccess: (r) => store(r.document) }));
  return { generate, regenerate, refine };
}
