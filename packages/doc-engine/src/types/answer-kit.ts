/**
 * Small helpers shared by the poa, llc, employment, privacy-policy and cease-desist definitions.
 * Answer fields all end in `.catch()` so a bad or missing optional value falls back to a default instead of
 * throwing: the generic form alone (answers = {}) must still generate every type.
 */
import { z } from "zod";

import type { GenerationContext } from "../define";
import type { Clause } from "../model";

// Values a careless client may send for "nothing"; they must never leak into a clause as words.
const EMPTY_WORDS = new Set(["null", "undefined", "nan", "none", "n/a"]);

/** Free text: trimmed, bounded, brackets and braces stripped so user input never looks like a placeholder. */
export const text = (max = 400) =>
  z
    .string()
    .transform((value) => {
      const cleaned = value.replace(/[[\]{}]/g, "").replace(/\s+/g, " ").trim().slice(0, max);
      return EMPTY_WORDS.has(cleaned.toLowerCase()) ? "" : cleaned;
    })
    .catch("");

/**
 * Multi-line text split into non-empty lines (used for lists such as LLC members). An array is accepted too,
 * because the definitions re-parse ctx.answers (already parsed once by the engine) to get typed answers.
 */
export const lines = (maxLines = 20) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) && value.every((item) => typeof item === "string") ? value.join("\n") : value),
      z.string(),
    )
    .transform((value) =>
      value
        .split(/\r?\n|;/)
        .map((line) => line.replace(/[[\]{}]/g, "").replace(/\s+/g, " ").trim())
        .filter((line) => line !== "" && !EMPTY_WORDS.has(line.toLowerCase()))
        .slice(0, maxLines),
    )
    .catch([]);

const TRUE_WORDS = new Set(["true", "yes", "on", "1"]);
const FALSE_WORDS = new Set(["false", "no", "off", "0"]);

/** Boolean that also accepts the strings an HTML form submits. */
export const flag = (fallback: boolean) =>
  z
    .preprocess((value) => {
      if (typeof value !== "string") return value;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return value;
    }, z.boolean())
    .catch(fallback);

// Form inputs send numbers as strings ("12", "$1,200.50"); a blank string means "not answered", not zero.
const toNumber = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[$,\s]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
};

/** Whole number within bounds, or the fallback. */
export const count = (fallback: number, min: number, max: number) =>
  z.preprocess(toNumber, z.number().int().min(min).max(max)).catch(fallback);

/** Money amount, or undefined when missing or invalid. */
export const money = () =>
  z.preprocess(toNumber, z.number().positive().max(1_000_000_000_000).optional()).catch(undefined);

/** ISO yyyy-mm-dd date that exists on the calendar, or undefined. */
export const isoDate = () =>
  z
    .string()
    .trim()
    .refine(isRealIsoDate)
    .optional()
    .catch(undefined);

export const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback);

/** An answers object schema that treats a non-object input (null, a string, an array) as {}. */
export const answersObject = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess(
    (value) => (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

/** "(a) x; (b) y; and (c) z": for lists whose items contain commas. */
export function enumerate(items: readonly string[], conjunction = "and"): string {
  const lettered = items.map((item, i) => `(${String.fromCharCode(97 + i)}) ${item}`);
  if (lettered.length <= 1) return lettered[0] ?? "";
  return `${lettered.slice(0, -1).join("; ")}; ${conjunction} ${lettered[lettered.length - 1] ?? ""}`;
}

export const clause = (id: string, value: string): Clause => ({ id, text: value });

/** Keeps only the clauses whose condition holds, so a section's list reads naturally. */
export function clauses(...items: (Clause | false | undefined)[]): Clause[] {
  return items.filter((item): item is Clause => item !== false && item !== undefined);
}

/**
 * True when the request's purpose or details mention any of the phrases as whole words. Used by the
 * optional clauses' applies(); word boundaries stop "eu" matching inside "neutral".
 */
export function mentions(ctx: GenerationContext, phrases: readonly string[]): boolean {
  const haystack = `${ctx.request.purpose} ${ctx.request.details ?? ""}`.toLowerCase();
  return phrases.some((phrase) => {
    const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(haystack);
  });
}

/** Party names with a neutral fallback, in case a caller hands over an empty name. */
export function partyNames(ctx: GenerationContext): { p1: string; p2: string } {
  return {
    p1: ctx.party1.trim() || `the ${ctx.labels[0]}`,
    p2: ctx.party2.trim() || `the ${ctx.labels[1]}`,
  };
}

/** "the laws of the State of X" with the venue, as one governing-law sentence body. */
export function governingLawSentence(ctx: GenerationContext, instrument: string): string {
  const { name, governingLaw } = ctx.jurisdiction;
  // The jurisdiction data names the state in its wording; the suffix guards against data that does not.
  const law = governingLaw.includes(name) ? governingLaw : `${governingLaw} (${name})`;
  return (
    `This ${instrument} is governed by and shall be interpreted under ${law}, ` +
    `without regard to any conflict-of-laws rule that would apply the law of another place.`
  );
}

/** "the State of Oregon", "the District of Columbia": the jurisdiction as it reads in running text. */
export const statePhrase = (ctx: GenerationContext) =>
  ctx.jurisdiction.name === "District of Columbia" ? "the District of Columbia" : `the State of ${ctx.jurisdiction.name}`;

/** Plural helper for counts written into clauses ("1 month", "3 months"). */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
