/**
 * Turns one written instruction into a RefineAction. Only a documented set is understood (see
 * REFINE_INSTRUCTIONS in refine.ts); anything else comes back as a reason in plain words.
 */
import type { OptionalClause, QuestionField, TypeDefinition } from "./define";
import type { Parties } from "./model";
import { parseValue, percentBase, resolveField, resolveParty } from "./refine-fields";

export type RefineAction =
  | { kind: "tone"; tone: "formal" | "plain" }
  | { kind: "concise" }
  | { kind: "include"; clause: OptionalClause }
  | { kind: "exclude"; clause: OptionalClause }
  | { kind: "answer"; field: QuestionField; value: unknown; shown: string }
  /** "Change the late fee to 5%": a money answer as a percentage of another answer (the rent). */
  | { kind: "percent-of"; field: QuestionField; percent: number; base: QuestionField }
  /** "Remove the late fee": the answer goes back to unanswered (the clause's general wording). */
  | { kind: "unset"; field: QuestionField }
  | { kind: "party"; field: keyof Parties; value: string; label: string }
  | { kind: "mutual" }
  | { kind: "one-way" };

export type ParsedPart = { ok: true; action: RefineAction } | { ok: false; reason: string };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hasWords = (text: string, phrase: string) =>
  new RegExp(`(^|[^a-z0-9])${escape(phrase.toLowerCase())}($|[^a-z0-9])`).test(text);

/** Whether the text names this optional clause, by one of its whole names ("no smoking", not "smoking area"). */
export const namesClause = (item: OptionalClause, text: string) =>
  [...item.names, item.id].some((name) => hasWords(text.toLowerCase(), name));

/** The optional clause whose longest name appears in the text. */
export function findOptionalClause(definition: TypeDefinition, text: string): OptionalClause | undefined {
  const lower = text.toLowerCase();
  return definition.optionalClauses
    .flatMap((item) => [...item.names, item.id].map((name) => ({ item, name })))
    .sort((a, b) => b.name.length - a.name.length)
    .find(({ name }) => hasWords(lower, name))?.item;
}

/** The type's intellectual-property clause (nda ip ownership, employment ip assignment, llc ip, ...). */
export function findIpClause(definition: TypeDefinition): OptionalClause | undefined {
  return definition.optionalClauses.find(
    (item) =>
      item.names.some((name) => /intellectual property|\bip\b/i.test(name)) || /(^|[.-])ip([.-]|$)/.test(item.id),
  );
}

const mentionsIp = (lower: string) => /\b(intellectual[- ]property|ip)\b/.test(lower);

export const clauseNames = (definition: TypeDefinition) =>
  definition.optionalClauses.map((item) => item.names[0] ?? item.id);

function ipAction(definition: TypeDefinition): ParsedPart {
  const clause = findIpClause(definition);
  return clause
    ? { ok: true, action: { kind: "include", clause } }
    : {
        ok: false,
        reason: `I understood that you want more intellectual-property detail, but a ${definition.title} has no intellectual-property clause to add.`,
      };
}

function listOr(items: string[]): string {
  return items.length > 0 ? items.join(", ") : "none";
}

/** One instruction (already split from any others) → an action, a reason, or undefined (not understood). */
export function parsePart(definition: TypeDefinition, part: string): ParsedPart | undefined {
  const original = part
    .trim()
    .replace(/^(please|kindly|can you|could you|would you)\s+/i, "")
    .replace(/[.!?]+$/, "")
    .replace(/\s+please$/i, "");
  const lower = original.toLowerCase();

  const remove = /^(remove|delete|drop|take out|strike|omit|exclude|get rid of|leave out)\b/.exec(lower);
  if (remove) {
    const clause = findOptionalClause(definition, lower.slice(remove[0].length));
    if (clause) return { ok: true, action: { kind: "exclude", clause } };
    const removal = removeAnswer(definition, original.slice(remove[0].length));
    if (removal) return removal;
    return {
      ok: false,
      reason: `I understood that you want to remove a clause, but I can only remove optional clauses, and none of a ${definition.title}'s optional clauses matches "${original}". Optional clauses: ${listOr(clauseNames(definition))}.`,
    };
  }

  const add = /^(add|include|insert|put in|incorporate|strengthen|expand)\b/.exec(lower);
  if (add) {
    const rest = lower.slice(add[0].length);
    const clause = findOptionalClause(definition, rest);
    if (clause) return { ok: true, action: { kind: "include", clause } };
    if (mentionsIp(rest)) return ipAction(definition);
    return {
      ok: false,
      reason: `I understood that you want to add a clause, but a ${definition.title} has no optional clause matching "${original}". Clauses I can add: ${listOr(clauseNames(definition))}.`,
    };
  }

  let changeReason: string | undefined;
  const change =
    /^(?:change|set|update|make|increase|reduce|decrease|lower|raise|extend|shorten|adjust|modify|move)\s+(.+?)\s+(?:to|at)\s+(.+)$/i.exec(
      original,
    );
  if (change?.[1] && change[2]) {
    const party = resolveParty(definition, change[1]);
    const value = change[2]
      .trim()
      .replace(/^["']|["'.]+$/g, "")
      .trim();
    if (party && value !== "")
      return { ok: true, action: { kind: "party", field: party, value, label: change[1].replace(/^the\s+/i, "") } };
    const field = resolveField(definition, change[1]);
    const percent = /^\s*(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/i.exec(change[2]);
    if (field && percent?.[1] && field.kind === "money") {
      const base = percentBase(definition, field);
      return base
        ? { ok: true, action: { kind: "percent-of", field, percent: Number(percent[1]), base } }
        : {
            ok: false,
            reason: `I understood that you want to change "${field.label}", but it is an amount of money, not a percentage. Give an amount, for example $50.`,
          };
    }
    if (field) {
      const parsed = parseValue(field, change[2]);
      return parsed.ok
        ? { ok: true, action: { kind: "answer", field, value: parsed.value, shown: parsed.shown } }
        : parsed;
    }
    changeReason = `I understood that you want to change "${change[1]}", but a ${definition.title} has no term by that name. Terms I can change: ${listOr(definition.questions.map((q) => q.label))}.`;
  }

  // Before "mutual": "make it one-way instead of mutual" mentions both.
  if (/\b(one[- ]way|one[- ]sided|unilateral|non-mutual|not mutual)\b/.test(lower))
    return { ok: true, action: { kind: "one-way" } };
  if (/\bmutual\b/.test(lower)) return { ok: true, action: { kind: "mutual" } };
  if (mentionsIp(lower)) return ipAction(definition);
  if (
    /\b(plain|plainer|simpler|simple|simplify|less formal|informal|everyday|easier to (read|understand)|layman'?s?)\b/.test(
      lower,
    )
  ) {
    return { ok: true, action: { kind: "tone", tone: "plain" } };
  }
  if (/\b(formal|formalise|formalize|more legal|legalese)\b/.test(lower))
    return { ok: true, action: { kind: "tone", tone: "formal" } };
  if (/\b(shorter|concise|shorten|briefer|brief|condense|trim|cut)\b/.test(lower))
    return { ok: true, action: { kind: "concise" } };
  return changeReason === undefined ? undefined : { ok: false, reason: changeReason };
}

/**
 * "Remove the late fee", "remove the non-compete": a yes/no answer becomes no; an answer that may be left
 * blank becomes unanswered. An answer with a default (a number of days) cannot be removed, only changed.
 */
function removeAnswer(definition: TypeDefinition, phrase: string): ParsedPart | undefined {
  const field = resolveField(definition, phrase.trim());
  if (!field) return undefined;
  if (field.kind === "boolean") return { ok: true, action: { kind: "answer", field, value: false, shown: "no" } };
  const blank = definition.answersSchema.parse({})[field.name];
  if (blank === undefined || (Array.isArray(blank) && blank.length === 0)) {
    return { ok: true, action: { kind: "unset", field } };
  }
  return {
    ok: false,
    reason: `I understood that you want to remove "${field.label}", but it always has a value in a ${definition.title}; change it instead (for example "change the ${field.label.toLowerCase()} to ...").`,
  };
}

/** Several instructions in one message ("change the term to 3 years and add a non-solicitation clause"). */
export function splitInstruction(instruction: string): string[] {
  return instruction
    .split(
      /\s*(?:;|\n|\.\s+(?=[a-z])|,?\s+(?:and\s+)?then\s+|,?\s+and\s+(?=(?:also\s+)?(?:add|include|insert|remove|delete|drop|change|set|update|make|increase|reduce|extend|shorten|use)\b))\s*/i,
    )
    .map((part) => part.replace(/^also\s+/i, "").trim())
    .filter((part) => part !== "");
}
