"use client";

import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import type { TDocumentRequest } from "@lexforge/validators";

import type { GeneratorFormValues } from "./form-values";
import { toFormValues } from "./form-values";
import { useQuestionSet } from "./question-set";

const draftKey = (type: DocumentType) => `lexforge:generator-draft:${type}`;

function readDraft(type: DocumentType): unknown {
  try {
    const raw = window.localStorage.getItem(draftKey(type));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function clearDraft(type: DocumentType) {
  try {
    window.localStorage.removeItem(draftKey(type));
  } catch {
    // Storage can be unavailable (private mode, quota); the draft is a convenience, not a requirement.
  }
}

/**
 * Keeps the form in localStorage (one draft per document type) so nothing typed is lost across a
 * reload or the sign-in round trip. Off when the page opens a stored document (?doc=...): its inputs
 * are not a new draft and must not replace the one the user left.
 */
export function useDraft(
  form: UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>,
  type: DocumentType,
  { enabled }: { enabled: boolean },
) {
  const set = useQuestionSet();
  useEffect(() => {
    if (!enabled) return;
    const draft = readDraft(type);
    if (draft) form.reset(toFormValues(type, set, draft));
    const subscription = form.watch((values) => {
      try {
        window.localStorage.setItem(draftKey(type), JSON.stringify(values));
      } catch {
        // Quota exceeded or storage disabled: keep working without a draft.
      }
    });
    return () => subscription.unsubscribe();
    // The form object is stable for the page's lifetime; restoring once on mount is the intent.
  }, [type, enabled]);
}
