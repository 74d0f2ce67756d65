/**
 * Structured edits: what a language model may propose for a document, as data. The engine executes them:
 * answer, party, clause and tone edits rebuild the request and go through generate() (vetted template
 * text, every state rule re-run); new wording is stored as a per-clause override or a custom clause, so it
 * survives the next refine and regenerate. The model never writes the document as free text.
 */
import { diffDocuments } from "./diff";
import { DocumentEngineError } from "./errors";
import { slugify } from "./format";
import { generate } from "./generate";
import type { ClauseChange, CustomClause, DocumentRequest, LegalDocument, Parties } from "./model";
import { TOPIC_WORDS, protectedTopic } from "./protected-clauses";
import { getTypeDefinition } from "./registry";

export const PARTY_FIELDS = ["party1Name", "party1Address", "party2Name", "party2Address"] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];

export type StructuredEdit =
  | { kind: "set-answer"; field: string; value: string | number | boolean; reason: string }
  | { kind: "set-party"; field: PartyField; value: string; reason: string }
  | { kind: "include-clause"; clauseId: string; reason: string }
  | { kind: "exclude-clause"; clauseId: string; reason: string }
  | { kind: "set-tone"; tone: "standard" | "formal" | "plain"; reason: string }
  | { kind: "rewrite-clause"; clauseId: string; text: string; reason: string }
  | { kind: "add-clause"; sectionId: string; heading: string; text: string; reason: string };

export type EditResult = { ok: true; document: LegalDocument; changes: ClauseChange[] } | { ok: false; reason: string };

const without = (list: string[] | undefined, id: string) => (list ?? []).filter((item) => item !== id);

/** A custom clause id from its heading, unique within the request: "custom.remote-work", "custom.remote-work-2". */
function customId(heading: string, taken: ReadonlySet<string>): string {
  const base = `custom.${slugify(heading) || "clause"}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The request the edits describe, built on the document's own request. Pure; throws nothing. */
export function editedRequest(document: LegalDocument, edits: readonly StructuredEdit[]): DocumentRequest {
  const definition = getTypeDefinition(document.type);
  const request = document.request;
  const answers: Record<string, unknown> = { ...request.answers };
  const parties: Parties = { ...request.parties };
  const style = { ...request.style };
  const overrides = { ...request.clauseOverrides };
  const custom: CustomClause[] = [...(request.customClauses ?? [])];
  const taken = new Set([
    ...document.sections.flatMap((section) => section.clauses.map((item) => item.id)),
    ...custom.map((item) => item.id),
  ]);
  for (const edit of edits) {
    switch (edit.kind) {
      case "set-answer": {
        answers[edit.field] = edit.value;
        // A conditional question only counts when its condition holds, so switch the condition on too.
        const when = definition?.questions.find((question) => question.name === edit.field)?.when;
        if (when) answers[when.field] = when.equals;
        break;
      }
      case "set-party":
        parties[edit.field] = edit.value;
        break;
      case "include-clause":
        style.include = [...without(style.include, edit.clauseId), edit.clauseId];
        style.exclude = without(style.exclude, edit.clauseId);
        break;
      case "exclude-clause":
        style.exclude = [...without(style.exclude, edit.clauseId), edit.clauseId];
        style.include = without(style.include, edit.clauseId);
        break;
      case "set-tone":
        style.tone = edit.tone;
        break;
      case "rewrite-clause":
        overrides[edit.clauseId] = { text: edit.text, source: "ai", reason: edit.reason };
        break;
      case "add-clause": {
        const id = customId(edit.heading, taken);
        taken.add(id);
        custom.push({
          id,
          sectionId: edit.sectionId,
          heading: edit.heading,
          text: edit.text,
          source: "ai",
          reason: edit.reason,
        });
        break;
      }
    }
  }
  return {
    ...request,
    answers,
    parties,
    style,
    ...(Object.keys(overrides).length > 0 ? { clauseOverrides: overrides } : {}),
    ...(custom.length > 0 ? { customClauses: custom } : {}),
  };
}

/** Why the model may not reword a clause ("it carries money terms: ..."), or undefined. */
function modelMayNotReword(document: LegalDocument, clauseId: string): string | undefined {
  const topic = protectedTopic(document.type, clauseId);
  return topic
    ? `The wording of clause "${clauseId}" carries ${TOPIC_WORDS[topic]}, so the AI may not reword it: change the answer it is written from, or edit the clause yourself.`
    : undefined;
}

/** Executes the edits through generate() and reports the clause-level diff; an engine refusal is a reason. */
export function applyEdits(document: LegalDocument, edits: readonly StructuredEdit[]): EditResult {
  for (const edit of edits) {
    const refusal = edit.kind === "rewrite-clause" ? modelMayNotReword(document, edit.clauseId) : undefined;
    if (refusal) return { ok: false, reason: refusal };
  }
  let next: LegalDocument;
  try {
    next = generate(editedRequest(document, edits));
  } catch (error) {
    if (error instanceof DocumentEngineError) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, document: next, changes: diffDocuments(document, next) };
}

/**
 * The clause ids whose wording the model may replace: every clause generate() accepts an override for
 * (not governing law, not a clause the state rules wrote; notices and signature pages are not clauses)
 * that carries none of the parties, money, dates or rights (protected-clauses.ts).
 */
export function rewritableClauseIds(document: LegalDocument): string[] {
  return document.sections
    .flatMap((section) => section.clauses.map((item) => item.id))
    .filter((id) => {
      if (modelMayNotReword(document, id)) return false;
      try {
        generate({
          ...document.request,
          clauseOverrides: { ...document.request.clauseOverrides, [id]: { text: "-", source: "ai" } },
        });
        return true;
      } catch (error) {
        if (error instanceof DocumentEngineError) return false;
        throw error;
      }
    });
}
