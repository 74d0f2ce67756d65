/**
 * Helpers for the nda, lease and will definitions: answer builders and the two sections whose shape the
 * engine checks (additional terms, governing law). Every answer builder ends in `.catch()` because the
 * generic form alone must generate every type: a missing or bad optional answer falls back to a default
 * (or to undefined, which the clause text turns into general wording) instead of failing the request.
 */
import { z } from "zod";

import type { GenerationContext } from "../define";
import { parseIsoDate } from "../format";
import type { Clause, Section } from "../model";

// Words a careless client may send for "nothing"; they must never reach a clause.
const EMPTY_WORDS = new Set(["null", "undefined", "nan", "none", "n/a"]);

const cleanText = (value: string, max: number) => {
  // Brackets and braces are removed so user input can never look like an unfilled placeholder.
  const cleaned = value.replace(/[[\]{}]/g, "").replace(/\s+/g, " ").trim().slice(0, max);
  return EMPTY_WORDS.has(cleaned.toLowerCase()) ? undefined : cleaned || undefined;
};

const toNumber = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[$,\s]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
};

const toBoolean = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (["true", "yes", "on", "1"].includes(word)) return true;
  if (["false", "no", "off", "0"].includes(word)) return false;
  return value;
};

export const answer = {
  /** Free text, or undefined when blank. */
  text: (max = 300) => z.preprocess((v) => (typeof v === "string" ? cleanText(v, max) : undefined), z.string().optional()).catch(undefined),
  /** One entry per line (or per ";"), blanks dropped. */
  lines: (maxLines = 20) =>
    z
      .preprocess(
        (v) =>
          typeof v === "string"
            ? v
                .split(/\r?\n|;/)
                .map((line) => cleanText(line, 300))
                .filter((line): line is string => line !== undefined)
                .slice(0, maxLines)
            : [],
        z.array(z.string()),
      )
      .catch([]),
  flag: (fallback: boolean) => z.preprocess(toBoolean, z.boolean()).catch(fallback),
  count: (fallback: number, min: number, max: number) =>
    z.preprocess(toNumber, z.number().int().min(min).max(max)).catch(fallback),
  countOptional: (min: number, max: number) =>
    z.preprocess(toNumber, z.number().int().min(min).max(max).optional()).catch(undefined),
  money: () => z.preprocess(toNumber, z.number().finite().nonnegative().max(1e12).optional()).catch(undefined),
  isoDate: () =>
    z
      .string()
      .trim()
      .refine((v) => parseIsoDate(v) !== undefined)
      .optional()
      .catch(undefined),
  choice: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
};

/** An answers object; anything that is not a plain object counts as no answers at all. */
export const answersObject = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {}), z.object(shape));

export const clause = (id: string, text: string): Clause => ({ id, text });

/** Drops the clauses whose condition is false so a section reads naturally. */
export function clauses(...items: (Clause | false | undefined)[]): Clause[] {
  return items.filter((item): item is Clause => item !== false && item !== undefined);
}

/** Whole-word search (plurals allowed) in purpose and details, so "app" does not match "approach". */
export function mentions(ctx: GenerationContext, words: readonly string[]): boolean {
  const haystack = `${ctx.request.purpose} ${ctx.request.details ?? ""}`.toLowerCase();
  return words.some((word) => {
    const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^a-z0-9])${escaped}(s|es)?($|[^a-z0-9])`).test(haystack);
  });
}

/** "a", "a and b", "a, b and c" */
export function listJoin(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

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

/** User text used inside a sentence: trimmed, trailing full stop removed so "... purpose." does not end in "..". */
export const phrase = (value: string) => value.trim().replace(/[.;:,!?\s]+$/, "");

/** Capitalises the first letter, for user text that starts a sentence. */
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
