"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ScaleIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";

import { ruleLine } from "@lexforge/doc-engine/view";
import type { TDocumentRequest } from "@lexforge/validators";

import { useTRPC } from "~/trpc/react";
import type { GeneratorFormValues } from "./form-values";
import { answersToSend } from "./form-values";
import { useQuestionSet } from "./question-set";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

/**
 * On the review step, before Generate and before any credit is spent: what the state's rules will change
 * (a capped deposit, a replaced non-compete, the disclosures the lease will carry) and which of the user's
 * own words the law does not allow, each with its citation, exactly as the generated document will say it.
 */
export function RulesPreview({ form }: { form: Form }) {
  const trpc = useTRPC();
  const { questions } = useQuestionSet();
  const values = useWatch({ control: form.control }) as TDocumentRequest;
  const request = { ...values, answers: answersToSend(questions, values.answers ?? undefined) };
  // On the one-page form the preview sits under fields being typed in: ask once typing pauses, not per key.
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 600);
    return () => clearTimeout(timer);
  }, [key]);
  // Nothing to check until the parties and purpose are in: a request without them is refused anyway.
  const started = [values.purpose, values.parties?.party1Name, values.parties?.party2Name].every((text) =>
    Boolean(text?.trim()),
  );
  const preview = useQuery({
    ...trpc.documents.previewRules.queryOptions(JSON.parse(settled) as typeof request),
    enabled: started,
    retry: false,
    placeholderData: keepPreviousData,
  });
  // A request the API refuses as incomplete is not a failure to report: the form shows what is missing.
  const incomplete = !started || preview.error?.data?.code === "BAD_REQUEST";
  const state = values.jurisdiction;
  const warnings = preview.data?.warnings ?? [];
  const own = warnings.filter((warning) => warning.family === "clause-text");
  const rules = warnings.filter((warning) => warning.family !== "clause-text");

  return (
    <section
      aria-labelledby="rules-preview-title"
      aria-busy={preview.isFetching}
      data-testid="rules-preview"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 sm:p-4"
    >
      <h3 id="rules-preview-title" className="flex items-center gap-2 font-semibold">
        <ScaleIcon aria-hidden className="size-4" /> What {state} rules will do
      </h3>
      <div aria-live="polite" className="space-y-3 text-sm">
        {incomplete ? (
          <p>The rules are checked here once the required fields are filled in.</p>
        ) : preview.isPending ? (
          <p>Checking your answers against the {state} rules…</p>
        ) : preview.isError ? (
          <p>The rules could not be checked just now. They are applied when the document is generated.</p>
        ) : warnings.length === 0 ? (
          <p>None of the rules in the rule tables changes these answers.</p>
        ) : (
          <>
            {rules.length > 0 && (
              <ul className="list-disc space-y-2 pl-5">
                {rules.map((warning, i) => (
                  <li key={`${warning.family}-${i}`}>{ruleLine(warning)}</li>
                ))}
              </ul>
            )}
            {own.length > 0 && (
              <div className="space-y-1">
                <h4 className="font-semibold">Your own words</h4>
                <p>They stay as you wrote them; the law may not enforce them.</p>
                <ul className="list-disc space-y-2 pl-5">
                  {own.map((warning, i) => (
                    <li key={i}>{ruleLine(warning)}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
