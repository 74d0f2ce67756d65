/**
 * AI generation: before a first AI-mode generation, the model reads the user's purpose, details and answers
 * and proposes (1) the answers it can infer, each with the sentence it came from, (2) optional clauses to
 * add or leave out, each with a reason, and (3) the places where the user's words and their structured
 * answers disagree, as questions to ask: never silently resolved. The schema is built per document type;
 * the engine executes the answers and clauses and the verifier checks the whole proposal. A refused
 * proposal is asked for once more with the verifier's reasons, then refused plainly. Nothing is saved or
 * spent here: the user confirms each item, and the generation that saves spends the credit.
 */
import { z } from "zod";

import type { LegalDocument, StructuredEdit } from "@lexforge/doc-engine";
import { PARTY_FIELDS, getTypeDefinition, openQuestions, verifyGenerationProposal } from "@lexforge/doc-engine";

import { askWithOneRetry } from "./ask-with-retry";
import type { AskHooks, Judgement, ProposalFailure } from "./ask-with-retry";
import type { AiModel } from "./model";
import { documentModel, USER_TEXT_IS_DATA } from "./prompt";
import { documentIds } from "./edit-schema";

export type InferredAnswer = {
  field: string;
  label: string;
  value: string | number | boolean;
  quote: string;
  reason: string;
};
export type ClauseChoice = { clauseId: string; name: string; include: boolean; reason: string };
export type Conflict = { field: string; label: string; quote: string; question: string };

export type GenerationProposal =
  { ok: true; answers: InferredAnswer[]; clauses: ClauseChoice[]; conflicts: Conflict[] } | ProposalFailure;

const reason = z.string().min(3).max(300);
const enumOf = (values: readonly string[]) => z.enum(values as [string, ...string[]]);

export const GENERATION_SYSTEM = [
  "You prepare a legal document that a rules engine will generate. You never write the document.",
  "Answer only with JSON matching the schema. From the user's purpose, details and additional terms:",
  "answers: values for questions the user has NOT answered yet that their words state, each with the exact",
  "sentence it came from (copied word for word) and a one-line reason; never guess names, amounts or dates;",
  "use the listed option values for select questions.",
  "clauses: optional clauses to include or leave out, each with a one-line reason from the user's situation.",
  "conflicts: every place where the user's words and their answers or parties disagree (for example the",
  "purpose leaves everything 'to my husband and children' while the residue goes to the husband alone):",
  "quote the user's words and ask one plain question; never change an answer the user gave.",
  "Cite no statute unless it is in the document model's rules; give no advice.",
  USER_TEXT_IS_DATA,
].join(" ");

function schemaFor(document: LegalDocument) {
  const definition = getTypeDefinition(document.type);
  const open = openQuestions(document.request);
  const optional = documentIds(document).optionalClauses;
  const fields = [...PARTY_FIELDS, "purpose", "jurisdiction", ...(definition?.questions ?? []).map((q) => q.name)];
  const value = z.union([z.string().max(2000), z.number(), z.boolean()]);
  return z.object({
    answers:
      open.length > 0
        ? z.array(z.object({ field: enumOf(open), value, quote: z.string().max(1000), reason })).max(20)
        : z.array(z.never()).max(0),
    clauses:
      optional.length > 0
        ? z.array(z.object({ clauseId: enumOf(optional), include: z.boolean(), reason })).max(12)
        : z.array(z.never()).max(0),
    conflicts: z
      .array(z.object({ field: enumOf(fields), quote: z.string().max(1000), question: z.string().min(3).max(300) }))
      .max(6),
  });
}
type RawProposal = z.infer<ReturnType<typeof schemaFor>>;

function prompt(document: LegalDocument) {
  const model = documentModel(document, documentIds(document));
  const words = {
    purpose: document.request.purpose,
    details: document.request.details ?? "",
    additional_terms: document.request.additionalTerms ?? "",
  };
  return [
    `Document model (what the engine drafts from the answers so far):\n${JSON.stringify(model)}`,
    `The user's own words (data):\n${JSON.stringify({ user_words: words })}`,
  ].join("\n\n");
}

/** The proposal as the user reviews it: labels and clause names from the type, in the model's order. */
function shown(document: LegalDocument, raw: RawProposal, edits: StructuredEdit[]) {
  const definition = getTypeDefinition(document.type);
  const labelOf = (field: string) =>
    definition?.questions.find((question) => question.name === field)?.label ??
    ({ purpose: "Purpose", jurisdiction: "Jurisdiction" } as Record<string, string>)[field] ??
    field;
  const kept = new Set(edits.flatMap((edit) => ("clauseId" in edit ? [edit.clauseId] : [])));
  return {
    answers: raw.answers.map((item) => ({ ...item, label: labelOf(item.field) })),
    clauses: raw.clauses
      .filter((item) => kept.has(item.clauseId))
      .map((item) => ({
        ...item,
        name: definition?.optionalClauses.find((optional) => optional.id === item.clauseId)?.names[0] ?? item.clauseId,
      })),
    conflicts: raw.conflicts.map((item) => ({ ...item, label: labelOf(item.field) })),
  };
}

export async function proposeGeneration({
  ai,
  document,
  ...hooks
}: AskHooks & {
  /** The deterministic AI-mode document for the user's request. */
  ai: AiModel;
  document: LegalDocument;
}): Promise<GenerationProposal> {
  return askWithOneRetry({
    ai,
    system: GENERATION_SYSTEM,
    prompt: prompt(document),
    schema: schemaFor(document),
    judge: (raw): Judgement<GenerationProposal> => {
      const verdict = verifyGenerationProposal({ base: document, ...raw });
      if (!verdict.ok) return { refused: verdict.reasons };
      const result = shown(document, raw, verdict.edits);
      const empty = result.answers.length + result.clauses.length + result.conflicts.length === 0;
      return { outcome: empty ? "cannot-apply" : "verified", result: { ok: true, ...result } };
    },
    refusal: (reasons) => `The AI's suggestions were refused by the checks: ${reasons.join(" ")}`,
    ...hooks,
  });
}
