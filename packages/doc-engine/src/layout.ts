/**
 * The layout rules every type must follow (its section count, a governing-law section, additional terms third
 * from last, unique clause ids), checked on every generation, plus the two
 * places where the engine writes the user's own words into a type's sections.
 */
import type { GenerationContext, LayoutRules, TypeDefinition } from "./define";
import { DocumentEngineError } from "./errors";
import type { DocumentShape, Section } from "./model";

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
 * The layout rules as they apply to each shape. They came from a generator that treated every type as a contract;
 * where a shape makes a rule wrong, the shape wins: a letter has no governing-law clause (a demand letter
 * does not choose law), so none is appended and none may be present. Section counts and the place of
 * "additional-terms" (third from last) hold for every shape.
 */
const GOVERNING_LAW_BY_SHAPE: Record<DocumentShape, LayoutRules["governingLaw"]> = {
  contract: "append-if-missing",
  instrument: "append-if-missing",
  policy: "append-if-missing",
  letter: "none",
};

/** The layout a document follows: the shape's, unless the type uses a statutory form with its own order. */
function layoutRules(definition: TypeDefinition, ctx: GenerationContext): LayoutRules {
  return (
    definition.layout?.(ctx) ?? {
      governingLaw: GOVERNING_LAW_BY_SHAPE[definition.shape],
      additionalTermsThirdFromLast: true,
      detailsSection: undefined,
    }
  );
}

/**
 * Appends a governing-law section when a type forgot it (shapes that have one), then enforces the
 * count, the place of "additional-terms" and unique ids (diffs and refine address clauses by id).
 */
export function enforceLayout(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): Section[] {
  const out = [...sections];
  const rules = layoutRules(definition, ctx);
  const governingLaw = rules.governingLaw;
  const hasLaw = out.some((section) => section.id === GOVERNING_LAW_ID);
  if (governingLaw === "none" && hasLaw) throw broken(definition, "gives a letter a governing-law section");
  if (governingLaw === "append-if-missing" && !hasLaw) {
    const { governingLaw: law, venue, name } = ctx.jurisdiction;
    out.push({
      id: GOVERNING_LAW_ID,
      heading: "Governing Law",
      explanation: `Says that ${name} law applies and where any dispute will be heard.`,
      clauses: [
        { id: `${definition.type}.governing-law.law`, text: `This document shall be governed by ${law}.` },
        { id: `${definition.type}.governing-law.venue`, text: `Any dispute shall be resolved in ${venue}.` },
      ],
    });
  }
  if (out.length !== definition.sectionCount) {
    throw broken(definition, `produced ${out.length} sections instead of ${definition.sectionCount}`);
  }
  if (rules.additionalTermsThirdFromLast && out[out.length - 3]?.id !== ADDITIONAL_TERMS_ID) {
    throw broken(definition, `must put the "${ADDITIONAL_TERMS_ID}" section third from last`);
  }
  if (!out.some((section) => section.id === ADDITIONAL_TERMS_ID)) {
    throw broken(definition, `has no "${ADDITIONAL_TERMS_ID}" section`);
  }
  const law = out.find((section) => section.id === GOVERNING_LAW_ID);
  if (governingLaw !== "none" && !law?.clauses.some((item) => item.text.includes(ctx.jurisdiction.name))) {
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

/** Details go into the first section, after the type's own clauses, unless a statutory form says where. */
export function weaveDetails(definition: TypeDefinition, sections: Section[], ctx: GenerationContext): void {
  const details = (ctx.request.details ?? "").trim();
  const target = layoutRules(definition, ctx).detailsSection;
  const first = target ? sections.find((section) => section.id === target) : sections[0];
  if (details === "" || !first) return;
  const instrument = definition.instrument ?? "Agreement";
  first.clauses.push({
    id: detailsClauseId(definition.type),
    // A letter states facts; it has no terms for particulars to "form part of".
    text:
      definition.shape === "letter"
        ? `The following particulars are also relevant: ${details}`
        : `The following particulars also form part of this ${instrument}: ${details}`,
  });
}

/** Additional terms go into the "additional-terms" section, third from last, so they sit before the boilerplate. */
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
    // A statutory form may lack the clause's usual section: the principal's own provisions go to "additional-terms".
    const target =
      sections.find((section) => section.id === optional.sectionId) ??
      (definition.layout?.(ctx) ? sections.find((section) => section.id === ADDITIONAL_TERMS_ID) : undefined);
    if (!target) throw broken(definition, `has optional clause "${optional.id}" for a missing section`);
    // An answer may already have put the same clause in (the custody agreement's right of first refusal).
    if (target.clauses.some((clause) => clause.id === optional.id)) continue;
    target.clauses.push({
      id: optional.id,
      text: optional.text(ctx),
      addedBecause: chosenByAi ? optional.reason : "Added at your request.",
    });
  }
}
