"use client";

import { MapPinIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

import { stateMismatch } from "@lexforge/doc-engine/data";
import type { TDocumentRequest } from "@lexforge/validators";

import type { GeneratorFormValues } from "./form-values";

type Form = UseFormReturn<GeneratorFormValues, unknown, TDocumentRequest>;

/** Said beside the parties and on the review step when neither address is in the state chosen for the law. */
export function StateMismatchNote({ form }: { form: Form }) {
  const [jurisdiction, first, second] = useWatch({
    control: form.control,
    name: ["jurisdiction", "parties.party1Address", "parties.party2Address"],
  });
  const note = jurisdiction ? stateMismatch(jurisdiction, [first ?? "", second ?? ""]) : undefined;
  if (!note) return null;
  return (
    <p
      role="status"
      data-testid="state-mismatch"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{note}</span>
    </p>
  );
}
