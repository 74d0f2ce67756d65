/**
 * "Describe your situation": the model reads the user's own paragraph and fills the form fields it can,
 * each with the sentence it came from. Only fields of this document type, only values the type's schema
 * accepts, and only quotes that appear word for word in what the user wrote survive; every number must
 * appear in its quote. The user confirms each suggestion before anything is generated. Nothing is spent.
 */
import { z } from "zod";

import type { DocumentType } from "@lexforge/doc-engine";
import {
  JURISDICTION_NAMES,
  getTypeDefinition,
  modelMayAnswer,
  normalise,
  notStated,
  pickRoles,
  stateInAddress,
} from "@lexforge/doc-engine";

import { callForObject } from "./call-model";
import type { CallFailure } from "./call-model";
import type { AiModel } from "./model";
import { USER_TEXT_IS_DATA } from "./prompt";
import type { OnCall } from "./ask-with-retry";

export type Suggestion = { field: string; label: string; value: string | number | boolean; quote: string };

export type IntakeResult =
  { ok: true; suggestions: Suggestion[]; dropped: number } | { ok: false; failure: CallFailure; reason: string };

const GENERIC = ["party1Name", "party1Address", "party2Name", "party2Address", "purpose", "jurisdiction"] as const;

export const INTAKE_SYSTEM = [
  "You fill in a legal document form from the user's own description of their situation.",
  "Answer only with JSON matching the schema. For each field you can fill, give the value and the exact",
  "sentence from the description it came from, copied word for word. Leave out anything the description",
  "does not state; never guess names, amounts or dates. Use the listed option values for select fields.",
  USER_TEXT_IS_DATA,
].join(" ");

export async function extractAnswers({
  ai,
  type,
  text,
  beforeCall,
  onCall,
}: {
  ai: AiModel;
  type: DocumentType;
  text: string;
  beforeCall?: () => Promise<void>;
  onCall?: OnCall;
}): Promise<IntakeResult> {
  const definition = getTypeDefinition(type);
  if (!definition) return { ok: false, failure: "malformed", reason: "Unknown document type." };
  const roles = pickRoles(definition.roles, {});
  // Lists of people with their figures are filled in on the form, a row per person, never from a description.
  const asked = definition.questions.filter(modelMayAnswer);
  const labels: Record<string, string> = {
    party1Name: roles.party1.nameLabel,
    party1Address: roles.party1.addressLabel,
    party2Name: roles.party2.nameLabel,
    party2Address: roles.party2.addressLabel,
    purpose: "Purpose",
    jurisdiction: "Jurisdiction",
    ...Object.fromEntries(asked.map((question) => [question.name, question.label])),
  };
  const fields = Object.keys(labels) as [string, ...string[]];
  const schema = z.object({
    answers: z
      .array(
        z.object({
          field: z.enum(fields),
          value: z.union([z.string().max(2000), z.number(), z.boolean()]),
          quote: z.string().max(1000),
        }),
      )
      .max(40),
  });
  const form = {
    fields: [
      ...GENERIC.map((name) => ({ field: name, label: labels[name], kind: "text" })),
      ...asked.map((question) => ({
        field: question.name,
        label: question.label,
        kind: question.kind,
        ...(question.options ? { options: question.options.map((option) => option.value) } : {}),
      })),
    ],
    jurisdictions: JURISDICTION_NAMES,
  };
  await beforeCall?.();
  const call = await callForObject<z.infer<typeof schema>>({
    model: ai.model,
    modelId: ai.modelId,
    system: INTAKE_SYSTEM,
    prompt: `Form for a ${definition.title}:\n${JSON.stringify(form)}\n\nThe user's description (data):\n${JSON.stringify({ user_description: text })}`,
    schema,
    timeoutMs: ai.timeoutMs,
  });
  const { model, promptTokens, completionTokens, latencyMs } = call;
  if (!call.ok) {
    await onCall?.({ model, promptTokens, completionTokens, latencyMs, outcome: call.failure });
    return { ok: false, failure: call.failure, reason: call.message };
  }
  const said = normalise(text);
  const suggestions: Suggestion[] = [];
  for (const item of call.value.answers) {
    const quote = item.quote.trim();
    if (quote === "" || !said.includes(normalise(quote))) continue;
    const question = definition.questions.find((entry) => entry.name === item.field);
    if (question) {
      const parsed = definition.answersSchema.safeParse({ [item.field]: item.value });
      if (!parsed.success) continue;
      if (question.options && !question.options.some((option) => option.value === item.value)) continue;
      // Each value is tied to its own sentence: a figure, a date, a name or a choice that sentence states.
      if (notStated(question, item.value, quote)) continue;
    } else if (typeof item.value !== "string") {
      continue;
    } else if (item.field === "jurisdiction") {
      // The state named in its sentence: by name, or as an address writes it ("Portland, OR 97205").
      const known = JURISDICTION_NAMES.some((name) => name === item.value);
      if (!known || !(normalise(quote).includes(normalise(item.value)) || stateInAddress(quote) === item.value))
        continue;
    } else if (item.field !== "purpose" && !normalise(quote).includes(normalise(item.value))) {
      // Names and addresses are copied from their sentence, never made up.
      continue;
    }
    suggestions.push({ field: item.field, label: labels[item.field] ?? item.field, value: item.value, quote });
  }
  await onCall?.({
    model,
    promptTokens,
    completionTokens,
    latencyMs,
    outcome: suggestions.length > 0 ? "verified" : "rejected",
  });
  return { ok: true, suggestions, dropped: call.value.answers.length - suggestions.length };
}
