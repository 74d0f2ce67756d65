/**
 * The layout rules of spec §9 that every type must follow, checked on every generation, plus the two
 * places where the engine writes the user's own words into a type's sections.
 */
import type { GenerationContext, TypeDefinition } from "./define";
import { DocumentEngineError } from "./errors";
import type { Section } from "./model";

export const ADDITIONAL_TERMS_ID = "additional-terms";
export const GOVERNING_LAW_ID = "governing-law";

export const detailsClauseId = (type: string) => `${type}.details`;
export const additionalTermsClauseId = (type: string) => `${type}.additional-terms.custom`;

/** Clauses that hold the user's words verbatim: tone transforms and concise leave them alone. */
export const isUserTextClause = (id: string) => id.endsWith(".details") || id.endsWith(".additional-terms.custom");

function broken(definition: TypeDefinition, problem: string): DocumentEngineError {
  return new DocumentEngineError("invalid-type-definition", `The ${definition.type} definition ${problem}.`);
}

/**
 * Appends a governing-law section when a type forgot it (spec §9), then enforces the count, the place of
 * "additional-terms" and unique ids (diffs and refine address clauses by id).
 */
export function enforceLayout(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): Section[] {
  const out = [...sections];
  if (!out.some((section) => section.id === GOVERNING_LAW_ID)) {
    const { governingLaw, venue, name } = ctx.jurisdiction;
    out.push({
      id: GOVERNING_LAW_ID,
      heading: "Governing Law",
      explanation: `Says that ${name} law applies and where any dispute will be heard.`,
      clauses: [
        { id: `${definition.type}.governing-law.law`, text: `This document shall be governed by ${governingLaw}.` },
        { id: `${definition.type}.governing-law.venue`, text: `Any dispute shall be resolved in ${venue}.` },
      ],
    });
  }
  if (out.length !== definition.sectionCount) {
    throw broken(definition, `produced ${out.length} sections instead of ${definition.sectionCount}`);
  }
  if (out[out.length - 3]?.id !== ADDITIONAL_TERMS_ID) {
    throw broken(definition, `must put the "${ADDITIONAL_TERMS_ID}" section third from last`);
  }
  const law = out.find((section) => section.id === GOVERNING_LAW_ID);
  if (!law?.clauses.some((item) => item.text.includes(ctx.jurisdiction.name))) {
    throw broken(definition, `must name ${ctx.jurisdiction.name} in its governing-law section`);
  }
  const ids = new Set<string>();
  for (const section of out) {
    if (section.clauses.length === 0) throw broken(definition, `left section "${section.id}" empty`);
    for (const item of section.clauses) {
      if (ids.has(item.id)) throw broken(definition, `repeats the clause id "${item.id}"`);
      ids.add(item.id);
    }
  }
  return out;
}

/** Details go into the first section (spec §9), after the type's own clauses. */
export function weaveDetails(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): void {
  const details = (ctx.request.details ?? "").trim();
  const first = sections[0];
  if (details === "" || !first) return;
  const instrument = definition.instrument ?? "Agreement";
  first.clauses.push({
    id: detailsClauseId(definition.type),
    text: `The following particulars also form part of this ${instrument}: ${details}`,
  });
}

/** Additional terms go into the "additional-terms" section, third from last (spec §9). */
export function weaveAdditionalTerms(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): void {
  const terms = (ctx.request.additionalTerms ?? "").trim();
  const target = sections.find((section) => section.id === ADDITIONAL_TERMS_ID);
  if (terms === "" || !target) return;
  target.clauses.push({ id: additionalTermsClauseId(definition.type), text: terms });
}

/**
 * Optional clauses: in AI mode those whose applies() holds, plus any refine switched on; minus any refine
 * switched off. Each lands at the end of its section and says why it is there.
 */
export function insertOptionalClauses(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): void {
  const include = new Set(ctx.request.style?.include ?? []);
  const exclude = new Set(ctx.request.style?.exclude ?? []);
  for (const optional of definition.optionalClauses) {
    if (exclude.has(optional.id)) continue;
    const chosenByAi = ctx.request.useAI && optional.applies(ctx);
    if (!chosenByAi && !include.has(optional.id)) continue;
    const target = sections.find((section) => section.id === optional.sectionId);
    if (!target) throw broken(definition, `has optional clause "${optional.id}" for a missing section`);
    target.clauses.push({
      id: optional.id,
      text: optional.text(ctx),
      addedBecause: chosenByAi ? optional.reason : "Added at your request.",
    });
  }
}
