"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useFieldArray, useWatch } from "react-hook-form";

import type { QuestionField, RowColumn } from "@lexforge/doc-engine/data";
import { toNumber } from "@lexforge/doc-engine/data";
import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";
import type { TDocumentRequest } from "@lexforge/validators";

import type { AnswerRow, Answers, GeneratorFormValues } from "./form-values";
import { visibleColumns } from "./form-values";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;
type Message = { message?: string } | undefined;

/** A cell's figure as the engine reads it ("55", "55%", "$1,000"), for the running total. */
const figure = (value: string | number | null | undefined) => {
  const read = toNumber(value ?? "");
  return typeof read === "number" && Number.isFinite(read) ? read : undefined;
};

/**
 * A list question (members, beneficiaries, children): a group per row with a labelled input for each of its fields
 * (those whose condition holds), a button to add a row and one to remove each, and the running total where
 * the figures of a column must add up to a number. Problems the engine's check found show under the legend
 * and under the cells they are about.
 */
export function RowsInput({ form, question }: { form: Form; question: QuestionField }) {
  const spec = question.rows;
  // The form's values type keys answers by string; the list lives under this question's name.
  const name = `answers.${question.name}` as "answers";
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as never });
  const answers: Answers | undefined = useWatch({ control: form.control, name: "answers" });
  if (!spec) return null;
  const rows = (Array.isArray(answers?.[question.name]) ? answers?.[question.name] : []) as AnswerRow[];
  const columns = visibleColumns(question, answers);
  const id = `answer-${question.name}`;
  const errors = (form.formState.errors.answers as Record<string, unknown> | undefined)?.[question.name] as
    (Record<number, Record<string, Message>> & { root?: Message; message?: string }) | undefined;
  const listError = errors?.root?.message ?? errors?.message;
  const total = spec.total && columns.find((column) => column.name === spec.total?.column);
  const sum = total ? rows.reduce((s, row) => s + (figure(row[total.name]) ?? 0), 0) : 0;
  const empty = () => Object.fromEntries(spec.columns.map((column) => [column.name, ""]));

  return (
    // The fieldset carries the question's id (focusable) so "Change this answer" can take the user to it.
    <fieldset
      id={id}
      tabIndex={-1}
      className="space-y-3 outline-none"
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <legend className="text-sm leading-none font-medium">{question.label}</legend>
      {question.help && <p className="text-xs text-muted-foreground">{question.help}</p>}
      {listError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={`${capitalised(spec.item)} ${index + 1}`}
          // One line per row from the small breakpoint: a column per visible field, then the remove button.
          style={{ "--columns": columns.length } as React.CSSProperties}
          className="grid gap-3 rounded-md border p-3 sm:grid-cols-[repeat(var(--columns),minmax(0,1fr))_auto] sm:items-end"
        >
          {columns.map((column) => (
            <Cell
              key={column.name}
              form={form}
              id={`${id}-${index}-${column.name}`}
              name={`${name}.${index}.${column.name}`}
              column={column}
              error={errors?.[index]?.[column.name]?.message}
            />
          ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-label={`Remove ${spec.item} ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2Icon aria-hidden /> <span className="sm:sr-only">Remove</span>
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= spec.max}
          onClick={() => append(empty())}
        >
          <PlusIcon aria-hidden /> Add {spec.item}
        </Button>
        {total && spec.total && rows.some((row) => figure(row[total.name]) !== undefined) && (
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Total: {Number(sum.toFixed(2))}% of {spec.total.to}%
          </p>
        )}
      </div>
    </fieldset>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function Cell(props: { form: Form; id: string; name: string; column: RowColumn; error: string | undefined }) {
  const { column, id, error } = props;
  const numeric = column.kind === "money" || column.kind === "percent";
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{column.label}</Label>
      <Input
        id={id}
        type={column.kind === "date" ? "date" : undefined}
        inputMode={numeric ? "decimal" : undefined}
        placeholder={column.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props.form.register(props.name as "purpose")}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
