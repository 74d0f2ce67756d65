/**
 * Zod builders for guided-question answers. Every builder is optional and ends in `.catch()` because the
 * generic form alone must generate every type: a missing, mistyped or out-of-range answer falls back to
 * a default (or to undefined, which the clause text turns into general wording) instead of throwing.
 */
import { z } from "zod";

/** Form inputs arrive as strings ("5,000", "$5000", "7.5%"); strip the decoration before validating. */
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[$,%\s]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

/** HTML checkboxes and selects send "true"/"yes"/"on"; anything unrecognised is left to fail and fall back. */
function toBoolean(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value.trim().toLowerCase();
  if (["true", "yes", "y", "on", "1"].includes(v)) return true;
  if (["false", "no", "n", "off", "0"].includes(v)) return false;
  return value;
}

/** Only calendar dates that really exist, so formatDate never prints "Invalid Date". */
function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A money amount in dollars; undefined when absent or invalid. */
export const money = () =>
  z.preprocess(toNumber, z.number().finite().nonnegative().max(1e12).optional()).catch(undefined);

/** A percentage between 0 and 100; undefined when absent or invalid. */
export const percent = () =>
  z.preprocess(toNumber, z.number().finite().min(0).max(100).optional()).catch(undefined);

/** A whole number in range; undefined when absent or invalid. */
export const count = (min: number, max: number) =>
  z.preprocess(toNumber, z.number().int().min(min).max(max).optional()).catch(undefined);

/** A whole number in range with a default used when absent or invalid. */
export const countOr = (fallback: number, min: number, max: number) =>
  z.preprocess(toNumber, z.number().int().min(min).max(max)).catch(fallback);

/** An ISO yyyy-mm-dd date; undefined when absent or not a real date. */
export const isoDate = () => z.string().trim().refine(isRealIsoDate).optional().catch(undefined);

// Words a careless client may send for "nothing"; they must never reach a clause as words.
const EMPTY_WORDS = new Set(["null", "undefined", "nan", "none", "n/a"]);

/** Brackets and braces are removed so user input can never look like an unfilled placeholder. */
function cleanText(value: string): string | undefined {
  const cleaned = value
    .replace(/[[\]{}]/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return cleaned === "" || EMPTY_WORDS.has(cleaned.toLowerCase()) ? undefined : cleaned;
}

/** Free text, trimmed; blank becomes undefined so clauses use their general wording. Newlines are kept for lists. */
export const text = (max = 2000) =>
  z.string().max(max).transform(cleanText).optional().catch(undefined);

/** Free text with a default used when blank or invalid. */
export const textOr = (fallback: string, max = 500) =>
  z
    .string()
    .max(max)
    .transform((value) => cleanText(value) ?? fallback)
    .catch(fallback);

/** One of a fixed set of options, with a default. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z.enum(values).catch(fallback);

/** One of a fixed set of options, or undefined when unanswered (the clause then uses general wording). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** A yes/no answer with a default. */
export const flag = (fallback: boolean) => z.preprocess(toBoolean, z.boolean()).catch(fallback);

/** Wraps a type's answer shape so any non-object input (null, a string, an array) parses as {}. */
export const answersObject = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess(
    (value) => (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );
