"use client";

import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon, SparklesIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { JURISDICTION_NAMES } from "@lexforge/doc-engine/data";
import { Button } from "@lexforge/ui/button";
import { Textarea } from "@lexforge/ui/textarea";
import type { TDocumentRequest } from "@lexforge/validators";

import { AiProgress } from "~/trpc/streamed";
import type { GeneratorFormValues } from "./form-values";
import { errorProps, FormField } from "~/components/form-field";
import { GenerationMethod } from "./generation-method";
import type { InterviewStep, StateQuestions } from "./interview-steps";
import { interviewSteps } from "./interview-steps";
import { PartyFields } from "./party-fields";
import { QuestionFields } from "./question-fields";
import { useQuestionSet } from "./question-set";
import { ReviewAnswers } from "./review-answers";
import { RulesPreview } from "./rules-preview";
import { StateMismatchNote } from "./state-mismatch";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";
const MODE_KEY = "lexforge:form-mode";
/** Fields whose input has the field's own name as id (the type's questions are "answer-<name>"). */
const PARTY_OR_TOP = new Set([
  "jurisdiction",
  "purpose",
  "details",
  "additionalTerms",
  "party1Name",
  "party1Address",
  "party2Name",
  "party2Address",
]);

type Props = {
  form: Form;
  type: DocumentType;
  generating: boolean;
  credits: number | undefined;
  onGenerate: () => void;
  /** While the AI's suggestions are fetched: the stage reached (asking, verifying, retrying). */
  aiStage?: "asking" | "verifying" | "retrying" | null;
  /** The AI's suggestions to confirm before generating; given a way to take the user to a field. */
  aiPanel?: (goToField: (field: string) => void) => React.ReactNode;
  /** false: no model is configured, and the AI mode says what it does without one. */
  aiConfigured?: boolean;
  /** For each state-only question, the states that ask it (from the server); see interview-steps.ts. */
  stateQuestions?: StateQuestions;
  /** Editing a stored document's information: the answers become its next version, not a new document. */
  updating?: boolean;
};

/**
 * The generator's questions as a guided interview (one step at a time, Back/Next keep every answer, a
 * review page with the credit cost before anything is spent), or all on one page for those who prefer it.
 */
export function GeneratorForm(props: Props) {
  const { form, type } = props;
  const jurisdiction = useWatch({ control: form.control, name: "jurisdiction" });
  const answers = useWatch({ control: form.control, name: "answers" }) ?? undefined;
  const { questions } = useQuestionSet();
  const steps = interviewSteps(questions, { questions: props.stateQuestions, jurisdiction, answers });
  // State-only questions another state would ask stay off the one-page form too.
  const notAsked = Object.entries(props.stateQuestions ?? {})
    .filter(([, states]) => !states.includes(jurisdiction))
    .map(([name]) => name);
  const [onePage, setOnePage] = useState(false);
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => setOnePage(localStorage.getItem(MODE_KEY) === "all"), []);
  useEffect(() => {
    // Move focus to the new step's heading so screen readers announce it (not on first render).
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    // The step line above the heading, clear of the sticky header (its scroll margin), not just the heading.
    top.current?.scrollIntoView({ block: "nearest" });
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.max(0, Math.min(steps.length - 1, next)));
  };
  /** The fields a step checks: its questions' answers, or its own top-level fields. */
  const checkedBy = (step: InterviewStep) =>
    ("questions" in step ? step.questions.map((name) => `answers.${name}`) : step.fields) as "answers"[];
  const stepWithError = () =>
    steps.findIndex((step) => checkedBy(step).some((name) => form.getFieldState(name).invalid));
  // A refused Generate (missing information) sends the user to the first step that needs attention.
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (onePage || submitCount === 0) return;
    const failed = stepWithError();
    if (failed >= 0) go(failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only after a submit
  }, [submitCount]);

  // A step opened from the review's Edit goes straight back to the review once its answers check out.
  const [fromReview, setFromReview] = useState(false);
  const next = async () => {
    const step = steps[index];
    if (step && checkedBy(step).length > 0 && !(await form.trigger(checkedBy(step)))) return;
    go(fromReview ? steps.length - 1 : index + 1);
    setFromReview(false);
  };
  const setMode = (all: boolean) => {
    localStorage.setItem(MODE_KEY, all ? "all" : "steps");
    setOnePage(all);
  };

  /** A conflict the AI found: the step that asks the field (guided), then the field itself, focused. */
  const goToField = (field: string) => {
    const elementId = PARTY_OR_TOP.has(field) ? field : `answer-${field}`;
    if (!onePage) {
      const target = steps.findIndex((item) =>
        item.id === "parties"
          ? field === "jurisdiction" || field.startsWith("party")
          : item.id === "about"
            ? ["purpose", "details", "additionalTerms"].includes(field)
            : "questions" in item && item.questions.includes(field),
      );
      if (target >= 0) setIndex(target);
    }
    // After the step has rendered.
    setTimeout(() => {
      const element = document.getElementById(elementId);
      element?.focus();
      element?.scrollIntoView({ block: "center" });
    }, 50);
  };

  const step: InterviewStep = steps[index] ?? { id: "review", title: "Review your answers", fields: [] };
  return (
    <form
      noValidate
      aria-label="Document information"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (onePage || step.id === "review") props.onGenerate();
        else void next();
      }}
    >
      <div className="flex justify-end">
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => setMode(!onePage)}>
          {onePage ? "Answer step by step" : "Show all questions on one page"}
        </Button>
      </div>
      {onePage ? (
        <>
          {steps.slice(0, 2).map((item) => (
            <StepFields key={item.id} step={item} form={form} type={type} />
          ))}
          <QuestionFields form={form} hide={notAsked} />
          <RulesPreview form={form} />
          <GenerateSection {...props} goToField={goToField} />
        </>
      ) : (
        <>
          <div ref={top} className="scroll-mt-24">
            <Progress steps={steps} index={index} />
          </div>
          <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold outline-none">
            {step.title}
          </h2>
          {step.id === "review" ? (
            <>
              <ReviewAnswers
                form={form}
                type={type}
                steps={steps}
                onEdit={(target) => {
                  setFromReview(true);
                  go(target);
                }}
              />
              <StateMismatchNote form={form} />
              <RulesPreview form={form} />
              <GenerateSection {...props} goToField={goToField} />
            </>
          ) : (
            <StepFields step={step} form={form} type={type} />
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button type="button" variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <ArrowLeftIcon aria-hidden /> Back
            </Button>
            {step.id !== "review" && (
              <Button type="submit">
                {fromReview ? "Back to review" : "Next"} <ArrowRightIcon aria-hidden />
              </Button>
            )}
          </div>
        </>
      )}
    </form>
  );
}

function Progress({ steps, index }: { steps: InterviewStep[]; index: number }) {
  const percent = Math.round(((index + 1) / steps.length) * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Step {index + 1} of {steps.length}
      </p>
      <div
        role="progressbar"
        aria-label="Interview progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
        aria-valuetext={`Step ${index + 1} of ${steps.length}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function StepFields({ step, form, type }: { step: InterviewStep; form: Form; type: DocumentType }) {
  const { errors } = form.formState;
  const text = (id: string, error?: string) => ({ id, ...errorProps(id, error) });
  if (step.id === "parties")
    return (
      <div className="space-y-6">
        <FormField id="jurisdiction" label="Jurisdiction" error={errors.jurisdiction?.message}>
          <select
            className={SELECT_CLASS}
            {...text("jurisdiction", errors.jurisdiction?.message)}
            {...form.register("jurisdiction")}
          >
            {JURISDICTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <PartyFields form={form} type={type} />
        <StateMismatchNote form={form} />
      </div>
    );
  if (step.id === "about")
    return (
      <div className="space-y-6">
        <FormField id="purpose" label="Purpose" error={errors.purpose?.message}>
          <Textarea
            rows={2}
            placeholder="e.g. Evaluating a potential business partnership"
            {...text("purpose", errors.purpose?.message)}
            {...form.register("purpose")}
          />
        </FormField>
        <FormField id="details" label="Details" optional error={errors.details?.message}>
          <Textarea
            rows={3}
            placeholder="Specific facts, amounts or dates the document should include"
            {...text("details", errors.details?.message)}
            {...form.register("details")}
          />
        </FormField>
        <FormField id="additionalTerms" label="Additional Terms" optional error={errors.additionalTerms?.message}>
          <Textarea
            rows={3}
            {...text("additionalTerms", errors.additionalTerms?.message)}
            {...form.register("additionalTerms")}
          />
        </FormField>
      </div>
    );
  if (step.id === "review") return null;
  if (step.id === "state")
    return (
      <QuestionFields
        form={form}
        only={step.questions}
        legend={`Only in ${step.jurisdiction}`}
        intro={`${step.jurisdiction} law reads these answers, so they are asked for documents under its law.`}
      />
    );
  return <QuestionFields form={form} only={step.questions} />;
}

function GenerateSection({
  form,
  generating,
  credits,
  aiStage,
  aiPanel,
  aiConfigured,
  updating,
  goToField,
}: Props & { goToField: (field: string) => void }) {
  const useAI = useWatch({ control: form.control, name: "useAI" }) ?? true;
  return (
    <div className="space-y-4">
      <GenerationMethod useAI={useAI} onChange={(value) => form.setValue("useAI", value, { shouldDirty: true })} />
      <p data-testid="credit-cost" className="rounded-md bg-muted p-3 text-sm">
        {useAI
          ? updating
            ? `Updating an AI-assisted document uses 1 document credit${credits === undefined ? "" : ` (you have ${credits})`}, only if its text changes.`
            : `AI-assisted generation uses 1 document credit${credits === undefined ? "" : ` (you have ${credits})`}. Nothing is spent until you press Generate.`
          : "Template generation is free: no credit is spent."}
      </p>
      {useAI && aiConfigured === false && (
        <p data-testid="generation-provider-note" className="text-sm text-muted-foreground">
          AI suggestions from your purpose and details are not available on this site, so the built-in engine tailors
          the document to your answers.
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={generating}>
        {generating ? <Loader2Icon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
        {generating ? "Generating..." : updating ? "Update Document" : "Generate Document"}
      </Button>

      {aiStage ? <AiProgress stage={aiStage} /> : aiPanel?.(goToField)}
      {generating && !aiStage && (
        <div role="status" aria-live="polite" className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Drafting your document from the clause library for your jurisdiction…
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-full animate-pulse rounded-full bg-primary/70" />
          </div>
        </div>
      )}
    </div>
  );
}
