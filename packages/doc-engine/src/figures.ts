/**
 * The figures a text states, however they are written: "$1,050.00", "1,050 USD", "one thousand and fifty
 * dollars", "thirty (30) days", "21%", and dates as "2028-08-31", "August 31, 2028", "31 August 2028" or
 * "08/31/2028". The verifier compares a model's figures with the ones they replace, so the same figure
 * written another way is the same figure, and a different one is caught whatever its spelling.
 */
import { MONTHS as MONTH_NAMES, parseIsoDate } from "./format";
import { ONES, TENS } from "./types/shared/numbers";

/** Month names, lower case, January first. */
export const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTH = `(${MONTHS.join("|")})`;

const SMALL = new Map<string, number>([
  ...ONES.map((word, value) => [word, value] as const),
  ...TENS.flatMap((word, index) => (word ? [[word, index * 10] as const] : [])),
]);
const SCALES = new Map([
  ["hundred", 100],
  ["thousand", 1000],
  ["million", 1_000_000],
]);
/**
 * Ordinals state their number ("the fifth day"). "First", "second" and "third" are as often not figures
 * ("first written above", "a third party"): they count only after a ten ("twenty-first").
 */
const ORDINALS = new Map<string, number>([
  ...["fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth"].map(
    (word, i) => [word, i + 4] as const,
  ),
  ...["fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"].map(
    (word, i) => [word, i + 14] as const,
  ),
  ...TENS.flatMap((word, index) => (word ? [[`${word.slice(0, -1)}ieth`, index * 10] as const] : [])),
]);
const ORDINAL_UNITS = new Map([
  ["first", 1],
  ["second", 2],
  ["third", 3],
  ...[...ORDINALS].filter(([, value]) => value < 10),
]);
/** Fractions a share is written in ("one-half of the cost"), counted after "one" only. */
const FRACTIONS = new Map([
  ["half", 0.5],
  ["quarter", 0.25],
]);
const WORD = `(?:${[...SMALL.keys(), ...SCALES.keys(), ...ORDINALS.keys(), ...ORDINAL_UNITS.keys(), ...FRACTIONS.keys()].join("|")})`;
/** A run of number words and the "and" or hyphens between them: split into numbers by numbersOf. */
const NUMBER_WORDS = new RegExp(`\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*\\b`, "gi");
/** Digits, with thousands commas in threes; any other comma ends a number ("1,5" states 1 and 5). */
const DIGITS = /(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|(?<![\d.])\d+(?:\.\d+)?(?!\d)/g;

/**
 * The numbers a run of words states, as English writes them: "one thousand and fifty" is 1050 and
 * "twenty-one" is 21, but "two and three" is 2 and 3 and "fifty-fifty" is 50 twice. "And" joins only after
 * a scale word, and a hyphen only a ten to a unit.
 */
function numbersOf(run: string): number[] {
  const tokens = run.toLowerCase().match(/[a-z]+|-/g) ?? [];
  const numbers: number[] = [];
  let total = 0;
  let current = 0;
  let started = false;
  let afterScale = false;
  let tensOnly = false;
  const finish = () => {
    if (started) numbers.push(total + current);
    total = current = 0;
    started = afterScale = tensOnly = false;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? "";
    if (token === "-" || token === "and") {
      const next = tokens[i + 1] ?? "";
      const joins =
        token === "-"
          ? (tensOnly && (SMALL.get(next) ?? ORDINAL_UNITS.get(next) ?? 10) < 10) || FRACTIONS.has(next)
          : afterScale && SMALL.has(next) && (SMALL.get(next) ?? 100) < 100;
      if (!joins) finish();
      continue;
    }
    // "One-half" is a figure; "half" or "quarter" alone is as often not ("each calendar quarter").
    const fraction = FRACTIONS.get(token);
    if (fraction !== undefined) {
      const oneOf = started && total === 0 && current === 1;
      if (oneOf) total = current = 0;
      started = false;
      finish();
      if (oneOf) numbers.push(fraction);
      continue;
    }
    // An ordinal ends its number: "twenty-first" is 21, "fifth" 5; "first" alone is not read (ORDINALS).
    const ordinal = tensOnly ? (ORDINAL_UNITS.get(token) ?? ORDINALS.get(token)) : ORDINALS.get(token);
    if (ordinal !== undefined) {
      if (!(tensOnly && ordinal < 10)) finish();
      current += ordinal;
      started = true;
      finish();
      continue;
    }
    const small = SMALL.get(token);
    const scale = SCALES.get(token);
    if (small !== undefined) {
      // A number goes on only where English lets it: a unit after a bare ten, below 100 after a scale word.
      const continues = started && ((tensOnly && small < 10) || (afterScale && current % 100 === 0 && small < 100));
      if (!continues) finish();
      current += small;
      started = true;
      tensOnly = small >= 20 && small % 10 === 0;
      afterScale = false;
    } else if (scale !== undefined) {
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      started = true;
      afterScale = true;
      tensOnly = false;
    }
  }
  finish();
  return numbers;
}

/** A time of day, "11:00 p.m." or "7:30": one figure, the hour (and minutes), as "11pm" is 11. */
const TIME = /\b(\d{1,2}):(\d{2})\b/g;

/**
 * "One" alone is as often a pronoun ("no one", "one of the parties") as a figure: it counts when a unit
 * follows ("one month", "one (1) day", "one percent").
 */
const ONE_AS_FIGURE =
  /^\s*(?:\(\d+\)\s*)?(?:calendar |business |full |additional )?(?:day|week|month|year|hour|percent|dollar|time|installment|payment|share|unit|vote|witness)/i;

/** Every number the text states, in digits or in words ("thirty (30)" states 30 once or twice; a set). */
export function figuresIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(TIME)) found.add(Number(match[1]) + Number(match[2]) / 100);
  for (const match of withoutDates(text).replace(TIME, " ").matchAll(DIGITS))
    found.add(Number(match[0].replace(/,/g, "")));
  for (const match of text.matchAll(NUMBER_WORDS)) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (match[0].toLowerCase() === "one" && !ONE_AS_FIGURE.test(after)) continue;
    for (const value of numbersOf(match[0])) found.add(value);
  }
  return found;
}

const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi");
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, "gi");

const pad = (n: number | string) => String(n).padStart(2, "0");
const monthOf = (name: string) => MONTHS.indexOf(name.toLowerCase()) + 1;

type DateMatch = { text: string; iso: string };

/**
 * Each calendar date the text states, with the words that state it: ISO, "August 31, 2028", "31 August 2028"
 * and numeric dates, month first ("08/31/2028") unless the first number cannot be a month ("31/08/2028").
 * A day the calendar does not have ("February 31") is not a date: its numbers are read as figures.
 */
function dateMatches(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  const add = (match: RegExpMatchArray, year: string | undefined, month: number, day: string | number | undefined) => {
    const iso = `${year}-${pad(month)}-${pad(day ?? 0)}`;
    if (year && day !== undefined && parseIsoDate(iso)) found.push({ text: match[0], iso });
  };
  for (const m of text.matchAll(ISO_DATE)) add(m, m[1], Number(m[2]), m[3]);
  for (const m of text.matchAll(MONTH_DAY_YEAR)) add(m, m[3], monthOf(m[1] ?? ""), m[2]);
  for (const m of text.matchAll(DAY_MONTH_YEAR)) add(m, m[3], monthOf(m[2] ?? ""), m[1]);
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    if (first <= 12) add(m, m[3], first, second);
    else add(m, m[3], second, first);
  }
  return found;
}

/** The text with its dates taken out, so a date's day and year are not read as figures of their own. */
function withoutDates(text: string): string {
  return dateMatches(text).reduce((rest, { text: date }) => rest.replace(date, " "), text);
}

/** Every calendar date the text states, as yyyy-mm-dd. */
export function datesIn(text: string): Set<string> {
  return new Set(dateMatches(text).map(({ iso }) => iso));
}
