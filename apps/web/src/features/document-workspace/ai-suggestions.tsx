"use client";

import { SparklesIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { Button } from "@lexforge/ui/button";
import type { TDocumentRequest } from "@lexforge/validators";

import type { GeneratorFormValues } from "./form-values";
import type { QuestionSet } from "./form-values";
import { useQuestionSet } from "./question-set";
import type { GenerationSuggestions } from "./use-ai-generation";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
type ModelSuggestions = Extract<GenerationSuggestions, { source: "model" }>;

const shown = (value: string | number | boolean) =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);

/** The confirmed answers and clause choices, into the form: what the user sees there is what is generated. */
function apply(
  form: Form,
  questions: QuestionSet["questions"],
  suggestions: ModelSuggestions,
  answers: Set<number>,
  clauses: Set<number>,
) {
  const options = { shouldDirty: true };
  for (const [index, item] of suggestions.answers.entries()) {
    if (!answers.has(index)) continue;
    form.setValue(`answers.${item.field}`, item.value, options);
    // A conditional question counts only when its condition holds (a spouse's name needs "Married").
    const when = questions.find((question) => question.name === item.field)?.when;
    if (when) form.setValue(`answers.${when.field}`, when.equals, options);
  }
  const chosen = suggestions.clauses.filter((_item, index) => clauses.has(index));
  const style = form.getValues("style") ?? {};
  const include = new Set(style.include ?? []);
  const exclude = new Set(style.exclude ?? []);
  for (const item of chosen) {
    (item.include ? include : exclude).add(item.clauseId);
    (item.include ? exclude : include).delete(item.clauseId);
  }
  form.setValue("style", { include: [...include], exclude: [...exclude] }, options);
}

function toggled(set: Set<number>, index: number) {
  const next = new Set(set);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/**
 * AI generation, the confirmation step: each inferred answer with the sentence it came from, each optional
 * clause with its reason, and each conflict between the user's words and their answers as a question the
 * user must settle (change the answers, or keep them) before anything is generated. Without a usable
 * proposal, the note says why and the built-in engine drafts the document.
 */
export function AiSuggestions(props: {
  form: Form;
  suggestions: GenerationSuggestions;
  generating: boolean;
  onGenerate: () => void;
  onBack: () => void;
  /** Takes the user to the field a conflict is about, to change their answer there. */
  onChangeField: (field: string) => void;
}) {
  const { suggestions } = props;
  const { questions } = useQuestionSet();
  const model = suggestions.source === "model" ? suggestions : null;
  const [answers, setAnswers] = useState(() => new Set(model?.answers.map((_item, index) => index) ?? []));
  const [clauses, setClauses] = useState(() => new Set(model?.clauses.map((_item, index) => index) ?? []));
  const [kept, setKept] = useState<Set<number>>(new Set());
  const unsettled = (model?.conflicts.length ?? 0) - kept.size;

  const generate = () => {
    if (model) apply(props.form, questions, model, answers, clauses);
    props.onGenerate();
  };

  return (
    <section
      aria-labelledby="ai-suggestions-title"
      data-testid="ai-suggestions"
      className="space-y-4 rounded-lg border border-primary/40 bg-accent/40 p-3 sm:p-4"
    >
      <h3 id="ai-suggestions-title" className="flex items-center gap-2 font-semibold">
        <SparklesIcon aria-hidden className="size-4 shrink-0" />
        {model ? "Review the AI's suggestions" : "The AI could not help this time"}
      </h3>
      {!model && suggestions.source === "engine" && (
        <p data-testid="ai-fallback-note" className="text-sm break-words">
          {suggestions.note}
        </p>
      )}
      {model && model.conflicts.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Please check</h4>
          <ul className="space-y-2">
            {model.conflicts.map((item, index) => (
              <li
                key={`${item.field}-${index}`}
                data-testid="ai-conflict"
                className="space-y-2 rounded-md border border-amber-300 bg-background p-3 text-sm"
              >
                <p className="flex items-start gap-2 font-medium">
                  <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
                  <span className="break-words">{item.question}</span>
                </p>
                <p className="break-words text-muted-foreground">
                  {item.label} · you wrote: <q>{item.quote}</q>
                </p>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-primary"
                      checked={kept.has(index)}
                      onChange={() => setKept((current) => toggled(current, index))}
                    />
                    <span>I have checked this: keep my answers as they are</span>
                  </label>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-auto"
                    aria-label={`Change this answer: ${item.label}`}
                    onClick={() => {
                      props.onBack();
                      props.onChangeField(item.field);
                    }}
                  >
                    Change this answer
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {model && model.answers.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Answers taken from what you wrote</h4>
          <ul className="space-y-2">
            {model.answers.map((item, index) => (
              <li key={item.field} data-testid="ai-answer" className="rounded-md border bg-background p-3 text-sm">
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-primary"
                    checked={answers.has(index)}
                    onChange={() => setAnswers((current) => toggled(current, index))}
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{item.label}:</span> {shown(item.value)}
                    <span className="block text-muted-foreground">
                      From: <q>{item.quote}</q>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      {model && model.clauses.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Optional clauses</h4>
          <ul className="space-y-2">
            {model.clauses.map((item, index) => (
              <li key={item.clauseId} data-testid="ai-clause" className="rounded-md border bg-background p-3 text-sm">
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-primary"
                    checked={clauses.has(index)}
                    onChange={() => setClauses((current) => toggled(current, index))}
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium">
                      {item.include ? "Add" : "Leave out"} the {item.name} clause.
                    </span>{" "}
                    <span className="text-muted-foreground">{item.reason}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      {unsettled > 0 && (
        <p className="text-sm" id="ai-unsettled">
          Settle {unsettled === 1 ? "the point" : `the ${unsettled} points`} under “Please check” first: change your
          answers, or tick that you keep them.
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onBack}>
          Change my answers
        </Button>
        <Button
          type="button"
          disabled={props.generating || unsettled > 0}
          aria-describedby={unsettled > 0 ? "ai-unsettled" : undefined}
          onClick={generate}
        >
          <SparklesIcon aria-hidden />
          {model
            ? `Generate with ${answers.size + clauses.size} suggestion${answers.size + clauses.size === 1 ? "" : "s"}`
            : "Generate with the built-in engine"}
        </Button>
      </div>
    </section>
  );
}
