"use client";

import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { QuestionField } from "@lexforge/doc-engine/data";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";
import type { TDocumentRequest } from "@lexforge/validators";

import type { Answers, GeneratorFormValues } from "./form-values";
import { isShown } from "./form-values";
import { useQuestionSet } from "./question-set";
import { RowsInput } from "./rows-input";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

/** The type's guided questions, stored under answers.<name>; `when` conditions show and hide them live. */
export function QuestionFields(props: {
  form: Form;
  /** Only these questions (a step of the interview). */
  only?: string[];
  /** Never these (state-only questions the chosen state does not ask). */
  hide?: string[];
  legend?: string;
  intro?: string;
}) {
  const { form, only, hide } = props;
  const questions = useQuestionSet().questions.filter(
    (question) => (!only || only.includes(question.name)) && !hide?.includes(question.name),
  );
  const answers: Answers | undefined = useWatch({ control: form.control, name: "answers" });
  if (questions.length === 0) return null;

  return (
    <fieldset className="space-y-4 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">
        {props.legend ?? (only ? "Questions for this document" : "Guided questions")}
      </legend>
      <p className="text-sm text-muted-foreground">
        {props.intro ?? "Optional: answers tailor the clauses. Anything left blank uses standard wording."}
      </p>
      {questions
        .filter((question) => isShown(question, answers))
        .map((question) => (
          <QuestionInput key={question.name} form={form} question={question} />
        ))}
    </fieldset>
  );
}

function QuestionInput({ form, question }: { form: Form; question: QuestionField }) {
  if (question.kind === "rows") return <RowsInput form={form} question={question} />;
  return <SingleInput form={form} question={question} />;
}

function SingleInput({ form, question }: { form: Form; question: QuestionField }) {
  const id = `answer-${question.name}`;
  const error = (form.formState.errors.answers as Record<string, { message?: string } | undefined> | undefined)?.[
    question.name
  ]?.message;
  const helpId = question.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const field = form.register(`answers.${question.name}`);
  const help = question.help && (
    <p id={helpId} className="text-xs text-muted-foreground">
      {question.help}
    </p>
  );
  const problem = error && (
    <p id={errorId} className="text-sm text-destructive">
      {error}
    </p>
  );

  if (question.kind === "boolean") {
    return (
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-4 accent-[var(--primary)]"
          {...field}
        />
        <div className="space-y-1">
          <Label htmlFor={id}>{question.label}</Label>
          {help}
          {problem}
        </div>
      </div>
    );
  }

  let control: React.ReactNode;
  if (question.kind === "textarea") {
    control = (
      <Textarea
        id={id}
        rows={3}
        placeholder={question.placeholder}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...field}
      />
    );
  } else if (question.kind === "select") {
    control = (
      <select
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={SELECT_CLASS}
        {...field}
      >
        <option value="">Choose…</option>
        {(question.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = question.kind === "number" || question.kind === "money";
    control = (
      <Input
        id={id}
        type={question.kind === "date" ? "date" : "text"}
        inputMode={numeric ? "decimal" : undefined}
        placeholder={question.placeholder ?? (question.kind === "money" ? "$0.00" : undefined)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...field}
      />
    );
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{question.label}</Label>
      {control}
      {help}
      {problem}
    </div>
  );
}
