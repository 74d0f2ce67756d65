"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { toast } from "@lexforge/ui/toast";
import type { TDocumentRequest } from "@lexforge/validators";

import { useTRPC } from "~/trpc/react";
import type { GeneratorFormValues } from "./form-values";
import { toFormValues } from "./form-values";
import { useQuestionSet } from "./question-set";

/**
 * Dashboard → "Use as a starting point" (?from=<id>): the form is filled with that document's answers
 * (parties, state, purpose, the type's questions) and Generate makes a new document; the original is not
 * touched. Returns the source document's name while it is in use, for the note above the form.
 */
export function useStartingPoint(options: {
  form: UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
  type: DocumentType;
  signedIn: boolean;
  id: string | null;
}) {
  const { form, type, id } = options;
  const trpc = useTRPC();
  const source = useQuery({
    ...trpc.documents.get.queryOptions({ id: id ?? "" }),
    enabled: options.signedIn && id !== null,
  });
  const set = useQuestionSet();
  const applied = useRef(false);
  const row = source.data;
  useEffect(() => {
    if (!row || applied.current || row.type !== type) return;
    applied.current = true;
    form.reset(toFormValues(type, set, row.inputs));
  }, [row, type, set, form]);
  useEffect(() => {
    if (source.isError)
      toast.error("Document not found", { description: "It may have been deleted, or it belongs to another account." });
  }, [source.isError]);
  return row && row.type === type ? row.name : null;
}
