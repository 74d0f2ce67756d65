"use client";

import { Loader2Icon, SparklesIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import type { DocumentType } from "@lexforge/doc-engine";
import { JURISDICTION_NAMES } from "@lexforge/doc-engine/data";
import { Button } from "@lexforge/ui/button";
import { Textarea } from "@lexforge/ui/textarea";
import type { TDocumentRequest } from "@lexforge/validators";

import type { GeneratorFormValues } from "./form-values";
import { errorProps, FormField } from "./form-field";
import { GenerationMethod } from "./generation-method";
import { PartyFields } from "./party-fields";
import { QuestionFields } from "./question-fields";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

export function GeneratorForm(props: { form: Form; type: DocumentType; generating: boolean; onGenerate: () => void }) {
  const { form, type, generating } = props;
  const { errors } = form.formState;
  const useAI = useWatch({ control: form.control, name: "useAI" }) ?? true;
  const text = (id: string, error?: string) => ({ id, ...errorProps(id, error) });

  return (
    <form
      noValidate
      aria-label="Document information"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        props.onGenerate();
      }}
    >
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

      <QuestionFields form={form} type={type} />

      <GenerationMethod useAI={useAI} onChange={(value) => form.setValue("useAI", value, { shouldDirty: true })} />

      <Button type="submit" size="lg" className="w-full" disabled={generating}>
        {generating ? <Loader2Icon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
        {generating ? "Generating..." : "Generate Document"}
      </Button>
      {generating && (
        <div role="status" aria-live="polite" className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Drafting your document from the clause library for your jurisdiction…
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-full animate-pulse rounded-full bg-primary/70" />
          </div>
        </div>
      )}
    </form>
  );
}
