"use client";

import type { UseFormReturn } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { toast } from "@lexforge/ui/toast";
import type { TDocumentRequest } from "@lexforge/validators";
import { MISSING_INFORMATION, REFINE_INSTRUCTIONS_REQUIRED, VERIFY_EMAIL_TITLE } from "@lexforge/validators";

import { useResendVerification } from "~/components/verify-email-notice";
import {
  errorMessage,
  errorReason,
  hasReason,
  isInsufficientCredits,
  isRateLimited,
  isUnauthorized,
  zodFieldErrors,
} from "~/trpc/errors";
import type { LastRefinement } from "./document-preview";
import type { AiGeneration } from "./use-ai-generation";
import { hasSuggestions } from "./use-ai-generation";
import type { GeneratorFormValues } from "./form-values";
import { answersToSend } from "./form-values";
import { useQuestionSet } from "./question-set";

import type { DocumentRow } from "./use-document-mutations";
import { useDocumentMutations } from "./use-document-mutations";
import { clearDraft } from "./use-draft";

type RefineOutcome = { credits: number; document: DocumentRow; changes: LastRefinement["changes"] };

const GENERATED = { description: "Your legal document has been successfully generated." };
const GENERATION_FAILED = { description: "Failed to generate document. Please try again." };

/**
 * The engine refused the request and said what to change (a state law the answers break, e.g. criminal
 * usury or a Louisiana non-compete without parishes): show its words, since "try again" would not help.
 */
const refused = (error: unknown) =>
  hasReason(error, "INVALID_DOCUMENT_REQUEST", "DOCUMENT_CHANGED") ? { description: errorMessage(error) } : undefined;

type Flow = {
  form: UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
  type: DocumentType;
  signedIn: boolean;
  credits: number | undefined;
  documentId: string | null;
  openAuth: () => void;
  openPlans: () => void;
  onSpent: (balance: number) => void;
  onDocument: (row: DocumentRow) => void;
  /** After a generate or regenerate succeeded, with the request sent (the ticked parties are saved then). */
  onGenerated?: (request: TDocumentRequest) => void;
  onRefined: (result: LastRefinement) => void;
  /** AI generation: suggestions to confirm before an AI-mode document is generated (with a model only). */
  ai: AiGeneration;
};

/**
 * The checks before generate, regenerate and refine, in one place so each runs them in the same order:
 * signed in, then the required fields (or the instruction), then a credit to spend.
 */
export function useGeneratorFlow(flow: Flow) {
  const mutations = useDocumentMutations();
  const { questions } = useQuestionSet();
  const resendVerification = useResendVerification();
  const noCredits = flow.credits === 0;

  const missingInformation = () => toast.error("Missing Information", { description: MISSING_INFORMATION });
  const requestFrom = (values: TDocumentRequest): TDocumentRequest => ({
    ...values,
    answers: answersToSend(questions, values.answers ?? undefined),
  });

  /** Errors shared by every spend: no credits → plans, signed out meanwhile → auth dialog. */
  const handled = (error: unknown) => {
    if (isInsufficientCredits(error)) flow.openPlans();
    else if (isUnauthorized(error)) flow.openAuth();
    else if (isRateLimited(error)) toast.error("Too many requests", { description: errorMessage(error) });
    else if (hasReason(error, "EMAIL_NOT_VERIFIED"))
      toast.error(VERIFY_EMAIL_TITLE, {
        description: errorMessage(error),
        action: { label: "Send the link again", onClick: resendVerification.send },
      });
    else return false;
    return true;
  };

  /** With a model, AI mode first shows its suggestions; `confirmed` generates once the user has settled them. */
  const generate = ({ confirmed = false }: { confirmed?: boolean } = {}) => {
    if (!flow.signedIn) return flow.openAuth();
    void flow.form.handleSubmit(async (values) => {
      if (values.useAI && noCredits) return flow.openPlans();
      if (values.useAI && flow.ai.configured && !confirmed) {
        try {
          const suggestions = await flow.ai.suggest.mutateAsync(requestFrom(values));
          if (hasSuggestions(suggestions)) return flow.ai.show(suggestions);
        } catch (error) {
          if (handled(error)) return;
          // The daily cap, say: said plainly, and the built-in engine can still draft the document.
          const said = errorMessage(error) || "The AI suggestions could not be fetched.";
          return flow.ai.show({ source: "engine", note: `${said} No credit was used.` });
        }
      }
      flow.ai.clear();
      try {
        const request = requestFrom(values);
        const result = await mutations.generate.mutateAsync(request);
        flow.onSpent(result.credits);
        flow.onDocument(result.document);
        flow.onGenerated?.(request);
        clearDraft(flow.type);
        toast.success("Document Generated", GENERATED);
      } catch (error) {
        if (handled(error)) return;
        const fields = zodFieldErrors(error);
        if (fields) {
          for (const [name, messages] of Object.entries(fields)) {
            const message = messages?.[0];
            if (message && name !== "parties") flow.form.setError(name as "purpose", { message });
          }
          return missingInformation();
        }
        toast.error("Generation Failed", refused(error) ?? GENERATION_FAILED);
      }
    }, missingInformation)();
  };

  const regenerate = () => {
    const id = flow.documentId;
    if (!id) return;
    if (!flow.signedIn) return flow.openAuth();
    void flow.form.handleSubmit(async (values) => {
      // As with generating: an AI-mode version costs a credit, a template's is free.
      if (values.useAI && noCredits) return flow.openPlans();
      try {
        const request = requestFrom(values);
        const result = await mutations.regenerate.mutateAsync({ id, request });
        flow.onSpent(result.credits);
        flow.onDocument(result.document);
        flow.onGenerated?.(request);
        if (result.unchanged)
          toast.success("Nothing changed", {
            description:
              "The document already reads exactly like this, so no version was saved and no credit was used.",
          });
        else
          toast.success(`Saved as version ${result.document.currentVersion}`, {
            description: values.useAI ? "One document credit was used." : "Template documents are free.",
          });
      } catch (error) {
        if (!handled(error)) toast.error("Generation Failed", refused(error) ?? GENERATION_FAILED);
      }
    }, missingInformation)();
  };

  /** The checks before any refine (built-in or AI): signed in, an instruction, a credit to spend. */
  const canRefine = (instruction: string): boolean => {
    if (!flow.documentId) return false;
    if (!flow.signedIn) {
      flow.openAuth();
      return false;
    }
    if (instruction.trim() === "") {
      toast.error("Refinement Instructions Required", { description: REFINE_INSTRUCTIONS_REQUIRED });
      return false;
    }
    if (noCredits) {
      flow.openPlans();
      return false;
    }
    return true;
  };

  /** A saved refinement, built-in or an accepted AI proposal: the credit, the new version, what changed. */
  const refined = (result: RefineOutcome, summary: string) => {
    flow.onSpent(result.credits);
    flow.onDocument(result.document);
    flow.onRefined({ changes: result.changes, summary });
    toast.success("Document Refined", {
      description: "Your document has been refined according to your instructions.",
    });
  };

  const refineFailed = (error: unknown) => {
    if (handled(error)) return;
    const reason = errorReason(error);
    const explained =
      (reason === "REFINE_NOT_APPLIED" ||
        reason === "AI_DAILY_CAP" ||
        reason === "PROPOSAL_STALE" ||
        reason === "PROPOSAL_NOT_FOUND" ||
        reason === "DOCUMENT_CHANGED") &&
      errorMessage(error);
    toast.error("Refinement Failed", {
      description: explained || "Failed to refine document. Please try again.",
    });
  };

  /**
   * Resolves true when the document was refined (the dialog then clears and closes), or with what the law
   * says about the user's own words in the change, before any credit: the dialog shows it and offers to
   * refine anyway (acceptWarnings).
   */
  const refine = async (instruction: string, acceptWarnings = false): Promise<boolean | string> => {
    const id = flow.documentId;
    if (!id || !canRefine(instruction)) return false;
    try {
      const result = await mutations.refine.mutateAsync({ id, instruction: instruction.trim(), acceptWarnings });
      refined(result, result.summary);
      return true;
    } catch (error) {
      if (errorReason(error) === "OWN_WORDS_WARNED") return errorMessage(error);
      refineFailed(error);
      return false;
    }
  };

  return {
    generate,
    regenerate,
    refine,
    canRefine,
    refined,
    refineFailed,
    generating: mutations.generate.isPending || flow.ai.suggest.isPending,
    regenerating: mutations.regenerate.isPending,
    refining: mutations.refine.isPending,
  };
}
