"use client";

import { PencilIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { rolesFor } from "@lexforge/doc-engine/view";
import { Button } from "@lexforge/ui/button";
import type { TDocumentRequest } from "@lexforge/validators";

import type { QuestionField } from "@lexforge/doc-engine/data";

import type { AnswerRow, Answers, GeneratorFormValues } from "./form-values";
import { isShown, visibleColumns } from "./form-values";
import { useQuestionSet } from "./question-set";
import type { InterviewStep } from "./interview-steps";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
type Row = { label: string; value: string };

const NOT_ANSWERED = "Not answered (standard wording)";
const shown = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) || NOT_ANSWERED : NOT_ANSWERED;

/** A list answer, a line per row: each filled field of the row, labelled where it is a figure. */
function rowLines(question: QuestionField, rows: AnswerRow[], answers: Answers | undefined): string {
  const columns = visibleColumns(question, answers);
  const lines = rows
    .map((row) =>
      columns
        .map((column, i) => {
          const cell = String(row[column.name] ?? "").trim();
          return cell === "" ? "" : i === 0 ? cell : `${column.label.replace(/ \(.*\)$/, "")}: ${cell}`;
        })
        .filter(Boolean)
        .join(" · "),
    )
    .filter(Boolean);
  return lines.length > 0 ? lines.join("\n") : NOT_ANSWERED;
}

/** Every answer, grouped by the step that asked it, each group with an Edit button back to that step. */
export function ReviewAnswers(props: {
  form: Form;
  type: DocumentType;
  steps: InterviewStep[];
  onEdit: (index: number) => void;
}) {
  const values = useWatch({ control: props.form.control }) as GeneratorFormValues;
  const answers = values.answers ?? undefined;
  const roles = rolesFor(props.type, answers);
  const { questions } = useQuestionSet();

  const rowsFor = (step: InterviewStep): Row[] => {
    const parties = values.parties;
    if (step.id === "parties") {
      const rows: Row[] = [{ label: "Jurisdiction", value: shown(values.jurisdiction) }];
      for (const party of ["party1", "party2"] as const) {
        const role = roles[party];
        rows.push({ label: role.nameLabel, value: shown(parties?.[`${party}Name`]) });
        rows.push({ label: role.addressLabel, value: shown(parties?.[`${party}Address`]) });
        const entity = parties?.[`${party}Entity`];
        if (entity) {
          rows.push({ label: `${role.label}: signer's name`, value: shown(entity.signerName) });
          rows.push({ label: `${role.label}: signer's title`, value: shown(entity.signerTitle) });
        }
      }
      return rows;
    }
    if (step.id === "about")
      return [
        { label: "Purpose", value: shown(values.purpose) },
        { label: "Details", value: shown(values.details) },
        { label: "Additional Terms", value: shown(values.additionalTerms) },
      ];
    if (step.id === "review") return [];
    return questions
      .filter((question) => step.questions.includes(question.name) && isShown(question, answers))
      .map((question) => {
        const value = answers?.[question.name];
        if (question.kind === "boolean") return { label: question.label, value: value ? "Yes" : "No" };
        if (Array.isArray(value)) return { label: question.label, value: rowLines(question, value, answers) };
        const option = question.options?.find((item) => item.value === value);
        return { label: question.label, value: option ? option.label : shown(value) };
      });
  };

  return (
    <div className="space-y-4" data-testid="review-answers">
      {props.steps.map((step, index) => {
        const rows = rowsFor(step);
        if (rows.length === 0) return null;
        return (
          <section key={step.id} aria-labelledby={`review-${step.id}`} className="rounded-lg border p-3 sm:p-4">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 id={`review-${step.id}`} className="font-semibold">
                {step.title}
              </h3>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Edit ${step.title}`}
                onClick={() => props.onEdit(index)}
              >
                <PencilIcon aria-hidden /> Edit
              </Button>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
              {rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-medium text-muted-foreground">{row.label}</dt>
                  <dd
                    className={`mb-2 break-words whitespace-pre-line sm:mb-0 ${row.value === NOT_ANSWERED ? "text-muted-foreground italic" : ""}`}
                  >
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
