"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Loader2Icon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { RouterOutputs } from "@lexforge/api";
import type { DocumentType } from "@lexforge/doc-engine";
import { Button } from "@lexforge/ui/button";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";
import { toast } from "@lexforge/ui/toast";
import type { TDocumentRequest } from "@lexforge/validators";

import { errorMessage } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import type { GeneratorFormValues } from "./form-values";

type Suggestion = RouterOutputs["ai"]["describeSituation"]["suggestions"][number];
type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

const PARTY_FIELDS = new Set(["party1Name", "party1Address", "party2Name", "party2Address"]);

/** Where a suggestion goes in the form: a party field, a top-level field, or one of the type's answers. */
function fill(form: Form, suggestion: Suggestion) {
  const options = { shouldDirty: true, shouldValidate: false };
  const value = suggestion.value;
  if (PARTY_FIELDS.has(suggestion.field))
    form.setValue(`parties.${suggestion.field}` as "parties.party1Name", String(value), options);
  else if (suggestion.field === "purpose") form.setValue("purpose", String(value), options);
  else if (suggestion.field === "jurisdiction") form.setValue("jurisdiction", String(value), options);
  else form.setValue(`answers.${suggestion.field}`, value, options);
}

/**
 * "Describe your situation": the user's paragraph in, form suggestions out, each with the sentence it came
 * from; nothing reaches the form until the user confirms. Free, limited per day; needs an AI provider.
 */
export function DescribeSituation(props: { form: Form; type: DocumentType; signedIn: boolean }) {
  const trpc = useTRPC();
  const status = useQuery(trpc.ai.status.queryOptions());
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const describe = useMutation(
    trpc.ai.describeSituation.mutationOptions({
      onSuccess: (result) => {
        setSuggestions(result.suggestions);
        setChosen(new Set(result.suggestions.map((_item, index) => index)));
      },
      onError: (error) => toast.error("Could not read your description", { description: errorMessage(error) }),
    }),
  );
  const configured = status.data?.configured === true;

  const apply = () => {
    for (const [index, suggestion] of (suggestions ?? []).entries())
      if (chosen.has(index)) fill(props.form, suggestion);
    toast.success("Answers filled in", { description: "Check them in the form before you generate." });
    setSuggestions(null);
  };

  return (
    <section aria-labelledby="describe-title" className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <h2 id="describe-title" className="flex items-center gap-2 font-semibold">
        <SparklesIcon aria-hidden className="size-4" /> Describe your situation
      </h2>
      {!configured ? (
        <p data-testid="describe-provider-note" className="text-sm text-muted-foreground">
          Filling the form from a description is not available on this site. Fill in the form below.
        </p>
      ) : !props.signedIn ? (
        <p className="text-sm text-muted-foreground">Sign in to fill the form from a description of your situation.</p>
      ) : (
        <>
          <div className="space-y-2">
            <Label htmlFor="situation">Your situation in your own words</Label>
            <Textarea
              id="situation"
              rows={3}
              value={text}
              placeholder="e.g. I'm renting my flat to Priya Raman from January; rent is $1,850 a month."
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <p className="text-xs text-muted-foreground">Free; you confirm every suggestion before it fills the form.</p>
          <Button
            type="button"
            variant="outline"
            disabled={describe.isPending || text.trim().length < 20}
            onClick={() => describe.mutate({ type: props.type, text })}
          >
            {describe.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
            {describe.isPending ? "Reading..." : "Suggest answers"}
          </Button>
          {suggestions &&
            (suggestions.length === 0 ? (
              <p className="text-sm">No answer could be taken from the description. Fill in the form below.</p>
            ) : (
              <div className="space-y-3">
                <ul className="space-y-2">
                  {suggestions.map((suggestion, index) => (
                    <li
                      key={`${suggestion.field}-${index}`}
                      data-testid="suggestion"
                      className="rounded-md border bg-background p-2 text-sm"
                    >
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          className="mt-1 size-4 accent-primary"
                          checked={chosen.has(index)}
                          onChange={() =>
                            setChosen((current) => {
                              const next = new Set(current);
                              if (next.has(index)) next.delete(index);
                              else next.add(index);
                              return next;
                            })
                          }
                        />
                        <span>
                          <span className="font-medium">{suggestion.label}:</span> {String(suggestion.value)}
                          <span className="block text-muted-foreground">
                            From: <q>{suggestion.quote}</q>
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                <Button type="button" disabled={chosen.size === 0} onClick={apply}>
                  Fill the form with {chosen.size} answer{chosen.size === 1 ? "" : "s"}
                </Button>
              </div>
            ))}
        </>
      )}
    </section>
  );
}
