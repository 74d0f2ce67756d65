/**
 * refine(document, instruction): reads a documented instruction, rebuilds the request (answers or style),
 * generates again and reports the clause-level diff. Because generation is deterministic, the diff shows
 * exactly what the instruction changed. An instruction it cannot read or apply comes back as
 * { applied: false, reason } in plain words: it is never silently ignored, and nothing is half-applied.
 */
import { answerProblems } from "./answer-problems";
import { diffDocuments } from "./diff";
import { DocumentEngineError } from "./errors";
import { generate } from "./generate";
import type { DocumentRequest, DocumentStyle, LegalDocument, RefineResult } from "./model";
import type { RefineAction } from "./refine-parse";
import { clauseNames, parsePart, splitInstruction } from "./refine-parse";
import { formatMoney } from "./format";
import { toCents } from "./types/shared/numbers";
import { getTypeDefinition } from "./registry";

export { REFINE_INSTRUCTIONS } from "./refine-instructions";
export type { RefineInstruction } from "./refine-instructions";

const CAN_DO =
  "I can: make it more formal; use plainer English; make it shorter; add or remove an optional clause by name; change or remove a term, amount or date; make a Non-Disclosure Agreement mutual or one-way; add intellectual-property detail.";

function describe(action: RefineAction): string {
  switch (action.kind) {
    case "tone":
      return action.tone === "formal"
        ? "Rewrote the wording in a more formal style."
        : "Rewrote the wording in plainer English.";
    case "concise":
      return "Shortened the document to its essential clauses.";
    case "include":
      return `Added the ${action.clause.names[0] ?? action.clause.id} clause.`;
    case "exclude":
      return `Removed the ${action.clause.names[0] ?? action.clause.id} clause.`;
    case "answer":
      return `Changed ${action.field.label} to ${action.shown}.`;
    case "percent-of":
      return `Changed ${action.field.label} to ${action.percent}% of the ${action.base.label.toLowerCase()}.`;
    case "unset":
      return `Removed ${action.field.label}.`;
    case "one-way":
      return "Made the agreement one-way: one party discloses and the other protects its confidential information.";
    case "party":
      return `Changed the ${action.label} to "${action.value}".`;
    case "mutual":
      return "Made the agreement mutual: both parties now disclose and protect confidential information.";
  }
}

const without = (list: string[] | undefined, id: string) => (list ?? []).filter((item) => item !== id);

/**
 * True when the deterministic parser reads every part of the instruction. The AI route (packages/ai) can
 * send the rest to a model; refine() itself never guesses.
 */
export function understandsInstruction(documentType: string, instruction: string): boolean {
  const definition = getTypeDefinition(documentType);
  const parts = splitInstruction(instruction);
  return (
    definition !== undefined && parts.length > 0 && parts.every((part) => parsePart(definition, part)?.ok === true)
  );
}

export function refine(document: LegalDocument, instruction: string): RefineResult {
  const definition = getTypeDefinition(document.type);
  if (!definition) return { applied: false, reason: `Documents of type "${document.type}" cannot be refined.` };
  const parts = splitInstruction(instruction);
  if (parts.length === 0) return { applied: false, reason: `The instruction is empty. ${CAN_DO}` };

  const present = new Set(document.sections.flatMap((section) => section.clauses.map((item) => item.id)));
  const style: DocumentStyle = { ...document.request.style };
  const answers: Record<string, unknown> = { ...document.request.answers };
  const parties = { ...document.request.parties };
  const actions: RefineAction[] = [];

  for (const part of parts) {
    const parsed = parsePart(definition, part);
    if (!parsed) {
      return {
        applied: false,
        reason: `I could not work out what to change from "${part}". Nothing was changed. ${CAN_DO} Optional clauses for a ${definition.title}: ${clauseNames(definition).join(", ") || "none"}.`,
      };
    }
    if (!parsed.ok) return { applied: false, reason: `${parsed.reason} Nothing was changed.` };
    const { action } = parsed;
    const name =
      action.kind === "include" || action.kind === "exclude" ? (action.clause.names[0] ?? action.clause.id) : "";
    if (action.kind === "include") {
      if (present.has(action.clause.id))
        return { applied: false, reason: `The document already contains the ${name} clause. Nothing was changed.` };
      style.include = [...without(style.include, action.clause.id), action.clause.id];
      style.exclude = without(style.exclude, action.clause.id);
    } else if (action.kind === "exclude") {
      if (!present.has(action.clause.id))
        return {
          applied: false,
          reason: `The document does not contain a ${name} clause, so there is nothing to remove. Nothing was changed.`,
        };
      style.exclude = [...without(style.exclude, action.clause.id), action.clause.id];
      style.include = without(style.include, action.clause.id);
    } else if (action.kind === "tone") {
      style.tone = action.tone;
    } else if (action.kind === "concise") {
      style.concise = true;
    } else if (action.kind === "party") {
      parties[action.field] = action.value;
    } else if (action.kind === "mutual") {
      if (document.type !== "nda") {
        return {
          applied: false,
          reason: `Only a Non-Disclosure Agreement can be made mutual; a ${definition.title} has no mutual form. Nothing was changed.`,
        };
      }
      answers.mutual = true;
    } else if (action.kind === "one-way") {
      if (document.type !== "nda") {
        return {
          applied: false,
          reason: `Only a Non-Disclosure Agreement can be made one-way; a ${definition.title} has no one-way form. Nothing was changed.`,
        };
      }
      answers.mutual = false;
    } else if (action.kind === "unset") {
      delete answers[action.field.name];
    } else if (action.kind === "percent-of") {
      const base = Number(answers[action.base.name]);
      if (!Number.isFinite(base) || base <= 0) {
        return {
          applied: false,
          reason: `${action.field.label} is an amount of money, and ${action.percent}% of it cannot be worked out because the ${action.base.label.toLowerCase()} is not set. Give an amount (for example $50) or set the ${action.base.label.toLowerCase()} first. Nothing was changed.`,
        };
      }
      answers[action.field.name] = toCents((base * action.percent) / 100);
    } else {
      answers[action.field.name] = action.value;
      // A conditional question only counts when its condition holds, so switch the condition on too.
      if (action.field.when) answers[action.field.when.field] = action.field.when.equals;
      const parsedAnswers = definition.answersSchema.safeParse(answers);
      if (!parsedAnswers.success || parsedAnswers.data[action.field.name] !== action.value) {
        return {
          applied: false,
          reason: `${action.field.label} cannot be set to ${action.shown}: the value is outside what this document accepts. Nothing was changed.`,
        };
      }
      // The same checks as the form: an end date before the start is refused, not replaced by the engine.
      const [problem] = answerProblems(document.type, answers, { touching: [action.field.name] });
      if (problem)
        return {
          applied: false,
          reason: `${action.field.label} cannot be set to ${action.shown}: ${problem.message} Nothing was changed.`,
        };
    }
    actions.push(action);
  }

  const request: DocumentRequest = { ...document.request, parties, answers, style };
  let next: LegalDocument;
  try {
    next = generate(request);
  } catch (error) {
    if (error instanceof DocumentEngineError)
      return { applied: false, reason: `${error.message} Nothing was changed.` };
    throw error;
  }
  // The rules ran again on the new answers: a value a rule had to change is refused, never half-applied.
  for (const action of actions) {
    if (action.kind !== "answer" && action.kind !== "percent-of") continue;
    const adjusted = next.warnings.find((w) => w.field === action.field.name);
    if (!adjusted) continue;
    const asked = action.kind === "answer" ? action.shown : formatMoney(Number(answers[action.field.name]));
    return {
      applied: false,
      reason: `${action.field.label} cannot be ${asked} in ${next.jurisdiction.name}: the lawful value is ${adjusted.applied ?? "different"} (${adjusted.citation}). Nothing was changed.`,
    };
  }
  const changes = diffDocuments(document, next);
  if (changes.length === 0) {
    return { applied: false, reason: `Nothing changed: the document already reflects "${instruction.trim()}".` };
  }
  const summary = `${actions.map(describe).join(" ")} ${changes.length} clause${changes.length === 1 ? "" : "s"} changed.`;
  return { applied: true, document: next, changes, summary };
}
