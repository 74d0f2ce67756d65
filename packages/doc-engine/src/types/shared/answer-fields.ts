/**
 * Zod builders for guided-question answers, used by all 12 types. Every builder is optional and ends in
 * `.catch()` because the generic form alone must generate every type: a missing, mistyped or out-of-range
 * answer falls back to a default (or to undefined, which the clause text turns into general wording)
 * instead of failing the request. Builders are idempotent, so a type may re-parse ctx.answers for typing.
 */
import { z } from "zod";

import type { RowColumn, RowsSpec } from "../../define";
import { parseIsoDate } from "../../format";
import type { Period } from "./answer-input";
import { cleanLine, cleanText, toBoolean, toNumber } from "./answer-input";
import { rowsFromText } from "./rows-text";

/** One line of text: whitespace (line breaks too) folded, cut at max; undefined when blank. */
export const text = (max = 300) =>
  z.preprocess((v) => (typeof v === "string" ? cleanLine(v, max) : undefined), z.string().optional()).catch(undefined);

/**
 * Text as typed, line breaks kept (schedules, descriptions, lists written as prose); undefined when blank.
 * Longer than max counts as invalid and is dropped rather than cut, so a half identifier is never printed.
 */
export const freeText = (max = 2000) => z.string().max(max).transform(cleanText).optional().catch(undefined);

/** freeText with a default used when blank or invalid. */
export const freeTextOr = (fallback: string, max = 500) =>
  z
    .string()
    .max(max)
    .transform((value) => cleanText(value) ?? fallback)
    .catch(fallback);

/**
 * One entry per line (or per ";"), blanks dropped. An array of strings is accepted too, because some types
 * re-parse ctx.answers, which the engine has already turned into an array.
 */
export const lines = (maxLines = 20) =>
  z
    .preprocess((v) => {
      const raw = Array.isArray(v) && v.every((item) => typeof item === "string") ? v.join("\n") : v;
      if (typeof raw !== "string") return [];
      return raw
        .split(/\r?\n|;/)
        .map((line) => cleanLine(line, 300))
        .filter((line): line is string => line !== undefined)
        .slice(0, maxLines);
    }, z.array(z.string()))
    .catch([]);

/** A yes/no answer with a default; also accepts the strings an HTML form submits. */
export const flag = (fallback: boolean) => z.preprocess(toBoolean, z.boolean()).catch(fallback);

/** A whole number in range, with a default used when absent or invalid. */
export const count = (fallback: number, min: number, max: number) =>
  z.preprocess((value) => toNumber(value), z.number().int().min(min).max(max)).catch(fallback);

/** A whole number in range; undefined when absent or invalid (the clause then uses its general wording). */
export const optionalCount = (min: number, max: number) =>
  z.preprocess((value) => toNumber(value), z.number().int().min(min).max(max).optional()).catch(undefined);

/** A money amount in dollars, zero allowed, per `per` when it is a rate; undefined when absent or invalid. */
export const money = (per?: Period) =>
  z
    .preprocess((value) => toNumber(value, per), z.number().finite().nonnegative().max(1e12).optional())
    .catch(undefined);

/** A money amount that must be above zero (a salary, a fee): zero means "not answered". */
export const positiveMoney = (per?: Period) =>
  z.preprocess((value) => toNumber(value, per), z.number().positive().max(1e12).optional()).catch(undefined);

/** A percentage between 0 and 100; undefined when absent or invalid. */
export const percent = () =>
  z.preprocess((value) => toNumber(value), z.number().finite().min(0).max(100).optional()).catch(undefined);

/** An ISO yyyy-mm-dd date that exists on the calendar, so formatDate never fails; otherwise undefined. */
export const isoDate = () =>
  z
    .string()
    .trim()
    .refine((v) => parseIsoDate(v) !== undefined)
    .optional()
    .catch(undefined);

/** One of a fixed set of options, with a default. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback);

/** One of a fixed set of options, or undefined when unanswered (the clause then uses general wording). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** Wraps a type's answer shape so any non-object input (null, a string, an array) parses as {}. */
export const answersObject = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess(
    (value) => (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

/** One cell of a row, by its column's kind; undefined when blank or unusable. */
export const rowCell = (kind: RowColumn["kind"]) =>
  kind === "text" ? text(300) : kind === "money" ? money() : kind === "date" ? isoDate() : percent();

/**
 * A "rows" answer (members, beneficiaries): an array of objects with the spec's typed columns, at most
 * spec.max of them; text is read one row per line (rowsFromText). A row without its first column (the
 * person's name) is dropped; answerProblems reports it. T is the row's static type, as the type declares it.
 */
export const rows = <T extends Record<string, unknown>>(spec: RowsSpec) => {
  const row = z.object(Object.fromEntries(spec.columns.map((column) => [column.name, rowCell(column.kind)])));
  const first = spec.columns[0]?.name ?? "name";
  return z
    .preprocess(
      (value: unknown): unknown[] =>
        typeof value === "string"
          ? rowsFromText(value, spec)
          : Array.isArray(value)
            ? value.filter((item: unknown) => typeof item === "object" && item !== null)
            : [],
      z.array(row).transform((items) => items.filter((item) => item[first] !== undefined).slice(0, spec.max)),
    )
    .catch([]) as unknown as z.ZodType<T[]>;
};
