"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { ruleLine } from "@lexforge/doc-engine/view";
import { toast } from "@lexforge/ui/toast";
import type { TEditDocument } from "@lexforge/validators";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import type { ClauseEditing } from "./clause-editor";

/**
 * Saves in-app edits through documents.edit (free, a new version each time). The state rules run again on
 * the server: a warning the save brought is shown, and a refused edit (a protected clause) says why.
 */
export function useClauseEditing(documentId: string | null): ClauseEditing {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const edit = useMutation(trpc.documents.edit.mutationOptions());

  const save = async (changes: Omit<TEditDocument, "id">) => {
    if (!documentId) return false;
    try {
      const result = await edit.mutateAsync({ id: documentId, ...changes });
      queryClient.setQueryData(trpc.documents.get.queryKey({ id: documentId }), result.document);
      void queryClient.invalidateQueries(trpc.documents.versions.pathFilter());
      void queryClient.invalidateQueries(trpc.documents.list.pathFilter());
      const warning = result.newWarnings[0];
      if (warning) toast.warning("Saved, with a state rule to know", { description: ruleLine(warning) });
      else toast.success(`Saved as version ${result.document.currentVersion}`, { description: "Editing is free." });
      return true;
    } catch (error) {
      toast.error("Could not save the edit", { description: errorMessage(error) });
      return false;
    }
  };

  return {
    saving: edit.isPending,
    onSave: (clauseId, text) => save({ clauses: { [clauseId]: text } }),
    onAdd: (sectionId, heading, text) => save({ add: [{ sectionId, heading, text }] }),
    onMove: (clauseId, direction) => save({ move: { clauseId, direction } }),
  };
}
