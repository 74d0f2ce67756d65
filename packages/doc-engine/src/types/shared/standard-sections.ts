/**
 * The two sections whose shape the engine checks (additional terms, governing law), for the types that
 * build them whole, plus the governing-law wording for the types that write their own section.
 */
import type { GenerationContext } from "../../define";
import type { Clause, Section } from "../../model";
import { officialStyle } from "../../jurisdictions/states";
import { clause } from "./section";

type AdditionalTermsOptions = {
  prefix: string;
  instrument: string;
  heading?: string;
  explanation?: string;
  /** Lead-in when the request carries additional terms (the engine appends the terms as the next clause). */
  withTerms?: string;
  withoutTerms?: string;
};

/** The "additional-terms" section; generate() appends request.additionalTerms to it as its own clause. */
export function additionalTermsSection(ctx: GenerationContext, options: AdditionalTermsOptions): Section {
  const { prefix, instrument } = options;
  const given = (ctx.request.additionalTerms ?? "").trim() !== "";
  const text = given
    ? (options.withTerms ??
      `The parties agree to the following additional terms, which form part of this ${instrument}. Where an additional term conflicts with any other provision of this ${instrument}, the additional term prevails.`)
    : (options.withoutTerms ??
      `The parties have agreed no terms beyond those set out in this ${instrument}. Any further term must be agreed in writing and signed by both parties.`);
  return {
    id: "additional-terms",
    heading: options.heading ?? "Additional Terms",
    explanation:
      options.explanation ?? "Any extra terms the parties agreed that are not covered elsewhere in the document.",
    clauses: [clause(`${prefix}.additional-terms.intro`, text)],
  };
}

type GoverningLawOptions = {
  prefix: string;
  instrument: string;
  heading?: string;
  explanation?: string;
  /** Clauses placed after the law and venue clauses (dispute resolution, jury waiver, ...). */
  extra?: Clause[];
};

/** The "governing-law" section naming the state's law and its courts. */
export function governingLawSection(ctx: GenerationContext, options: GoverningLawOptions): Section {
  const { prefix, instrument } = options;
  const { governingLaw, venue } = ctx.jurisdiction;
  return {
    id: "governing-law",
    heading: options.heading ?? "Governing Law and Venue",
    explanation:
      options.explanation ?? `Says that ${ctx.jurisdiction.name} law applies and where any dispute will be heard.`,
    clauses: [
      clause(
        `${prefix}.governing-law.law`,
        `This ${instrument} shall be governed by and construed in accordance with ${governingLaw}, without giving effect to any choice-of-law rule that would apply the law of another jurisdiction.`,
      ),
      clause(
        `${prefix}.governing-law.venue`,
        `Any action or proceeding arising out of or relating to this ${instrument} shall be brought exclusively in ${venue}, and each party submits to the personal jurisdiction of those courts and waives any objection to venue there.`,
      ),
      ...(options.extra ?? []),
    ],
  };
}

/** "This <instrument> is governed by ... the laws of the State of X ...": one governing-law sentence. */
export function governingLawSentence(ctx: GenerationContext, instrument: string): string {
  const { name, governingLaw } = ctx.jurisdiction;
  // The jurisdiction data names the state in its wording; the suffix guards against data that does not.
  const law = governingLaw.includes(name) ? governingLaw : `${governingLaw} (${name})`;
  return (
    `This ${instrument} is governed by and shall be interpreted under ${law}, ` +
    `without regard to any conflict-of-laws rule that would apply the law of another place.`
  );
}

/** "the State of Oregon", "the Commonwealth of Virginia", "the District of Columbia": the official style. */
export const statePhrase = (ctx: GenerationContext) => officialStyle(ctx.jurisdiction.name, ctx.jurisdiction.code);
