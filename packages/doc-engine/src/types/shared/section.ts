/**
 * Builds sections with stable clause ids "<type>.<section-id>.<slug>". Clauses are passed as
 * [slug, text] pairs; `false`/`null` entries let a clause depend on an answer without if/else noise.
 */
import type { GenerationContext } from "../../define";
import type { DocumentType, Section } from "../../model";

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
