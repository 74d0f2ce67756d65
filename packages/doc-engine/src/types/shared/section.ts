/**
 * Two ways the types build sections, both giving stable clause ids "<type>.<section-id>.<slug>":
 * clause()/clauses() with the full id, or sectionBuilder() with [slug, text] pairs. In both, `false` (or
 * `null`) entries let a clause depend on an answer without if/else noise.
 */
import type { GenerationContext } from "../../define";
import type { Clause, DocumentType, Section } from "../../model";

export const clause = (id: string, text: string): Clause => ({ id, text });

/** Drops the clauses whose condition is false so a section reads naturally. */
export function clauses(...items: (Clause | false | undefined)[]): Clause[] {
  return items.filter((item): item is Clause => item !== false && item !== undefined);
}

export type ClauseSpec = readonly [slug: string, text: string] | false | null | undefined;

export function sectionBuilder(type: DocumentType) {
  return (id: string, heading: string, explanation: string, clauses: ClauseSpec[]): Section => ({
    id,
    heading,
    explanation,
    clauses: clauses
      .filter((c): c is readonly [string, string] => Array.isArray(c))
      .map(([slug, text]) => ({ id: `${type}.${id}.${slug}`, text })),
  });
}

/**
 * The base clauses of every "additional-terms" section. The engine appends request.additionalTerms after
 * them, so the wording reads correctly with or without them and says which text wins on a conflict.
 */
export function additionalTermsClauses(ctx: GenerationContext, instrument: string): ClauseSpec[] {
  const hasTerms = (ctx.request.additionalTerms ?? "").trim() !== "";
  return [
    [
      "precedence",
      `Any further terms the parties have agreed are recorded in this Section and form part of this ${instrument}. ` +
        `If a further term conflicts with another provision of this ${instrument}, the further term controls to ` +
        `the extent of the conflict, unless applying it would be unlawful.`,
    ],
    !hasTerms && [
      "none-agreed",
      `At the date of this ${instrument}, the parties have agreed no terms other than those stated in it.`,
    ],
  ];
}
