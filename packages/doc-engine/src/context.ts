/** Builds the GenerationContext a type's functions receive, after checking the request. */
import type { GenerationContext, TypeDefinition } from "./define";
import { DocumentEngineError } from "./errors";
import { formatDate, formatMoney, parseIsoDate } from "./format";
import type { Jurisdiction } from "./jurisdictions/types";
import type { DocumentRequest } from "./model";
import { pickRoles } from "./roles";

/**
 * The generic fields the spec's form requires; without them no sentence naming the parties can be written.
 * Missing fields are named as the form labels them for this type ("Landlord name", "Testator's home address").
 */
export function checkRequest(request: DocumentRequest, definition: TypeDefinition): void {
  const { parties } = request;
  const roles = pickRoles(definition.roles, request.answers);
  const missing = [
    [roles.party1.nameLabel, parties.party1Name],
    [roles.party1.addressLabel, parties.party1Address],
    [roles.party2.nameLabel, parties.party2Name],
    [roles.party2.addressLabel, parties.party2Address],
    ["Purpose", request.purpose],
  ]
    .filter(([, value]) => typeof value !== "string" || value.trim() === "")
    .map(([label]) => label);
  if (missing.length > 0) {
    throw new DocumentEngineError("invalid-request", `Missing required information: ${missing.join(", ")}.`);
  }
  if (!parseIsoDate(request.date)) {
    throw new DocumentEngineError("invalid-request", `"${request.date}" is not a valid yyyy-mm-dd date.`);
  }
}

/**
 * Parses the answers with the type's schema, then drops answers to conditional questions whose condition
 * does not hold ("Shown (and used) only when another answer has this value").
 */
export function parseAnswers(definition: TypeDefinition, raw: Record<string, unknown> | undefined) {
  // null and "" mean "not answered": removing them lets the schema's defaults apply.
  const given = Object.fromEntries(
    Object.entries(raw ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== ""),
  );
  const parsed = definition.answersSchema.safeParse(given);
  if (!parsed.success) {
    throw new DocumentEngineError(
      "invalid-answers",
      `The answers for this document are not valid: ${parsed.error.message}`,
    );
  }
  const answers: Record<string, unknown> = { ...parsed.data };
  for (const question of definition.questions) {
    if (question.when && answers[question.when.field] !== question.when.equals) delete answers[question.name];
  }
  return answers;
}

export function buildContext(
  request: DocumentRequest,
  definition: TypeDefinition,
  jurisdiction: Jurisdiction,
): GenerationContext {
  const answers = parseAnswers(definition, request.answers);
  const roles = pickRoles(definition.roles, answers);
  return {
    request,
    answers,
    jurisdiction,
    labels: [roles.party1.label.toUpperCase(), roles.party2.label.toUpperCase()],
    roles,
    party1: request.parties.party1Name.trim(),
    party2: request.parties.party2Name.trim(),
    formatDate,
    formatMoney,
  };
}

/** "DISCLOSING PARTY" → "Disclosing Party", "PARENT A" → "Parent A": a caption as a defined term. */
export const labelTerm = (label: string) =>
  label
    .toLowerCase()
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A lettered role ("Parent A", "Party B") is used like a name, without "the". */
const lettered = (term: string) => / [A-Z]$/.test(term);

/** "the Landlord", "Parent A": how running text refers to a party by role. */
export const roleTerm = (label: string) => {
  const term = labelTerm(label);
  return lettered(term) ? term : `the ${term}`;
};

/** 'the "Landlord"', '"Parent A"': the definition in parentheses after a party's name. */
export const definedTerm = (label: string) => {
  const term = labelTerm(label);
  return lettered(term) ? `"${term}"` : `the "${term}"`;
};

export function defaultPreamble(ctx: GenerationContext, definition: TypeDefinition, datedOn: string): string {
  const { parties } = ctx.request;
  const instrument = definition.instrument ?? "Agreement";
  return (
    `This ${definition.title} (this "${instrument}") is made and entered into on the ${datedOn} (the "Effective Date") ` +
    `by and between ${ctx.party1}, of ${parties.party1Address.trim()} (${definedTerm(ctx.labels[0])}), ` +
    `and ${ctx.party2}, of ${parties.party2Address.trim()} (${definedTerm(ctx.labels[1])}).`
  );
}
