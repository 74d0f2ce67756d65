/**
 * Normalising what forms and API clients send before the answer schemas validate it. Kept apart from
 * answer-fields so the rules stay in one place: every builder cleans text and numbers the same way.
 */

// Words a careless client may send for "nothing"; they must never reach a clause as words.
const EMPTY_WORDS = new Set(["null", "undefined", "nan", "none", "n/a"]);

// Brackets and braces are removed so user input can never look like an unfilled placeholder.
const stripMarkers = (value: string) => value.replace(/[[\]{}]/g, "");

const meaningful = (cleaned: string) =>
  cleaned === "" || EMPTY_WORDS.has(cleaned.toLowerCase()) ? undefined : cleaned;

/** One line: all whitespace folded to single spaces, cut at max; undefined when blank. */
export const cleanLine = (value: string, max: number): string | undefined =>
  meaningful(stripMarkers(value).replace(/\s+/g, " ").trim().slice(0, max));

/** Text whose line breaks matter: only spaces and tabs folded; undefined when blank. */
export const cleanText = (value: string): string | undefined =>
  meaningful(
    stripMarkers(value)
      .replace(/[ \t]+/g, " ")
      .trim(),
  );

// What people type around an amount: a currency word or code before or after it.
const CURRENCY = /^(?:us\$|usd|\$)|(?:dollars?|usd)$/gi;

/** The period an amount is asked for: "$2,400/month" is read only where a monthly amount is asked. */
export type Period = "month" | "year";
const PERIOD: Record<Period, RegExp> = {
  month: /(?:\/\s*(?:mo|month)|(?:per|a|each)\s+month|monthly)$/gi,
  year: /(?:\/\s*(?:yr|year)|(?:per|a|each)\s+year|annually|yearly)$/gi,
};

/** The period a question's label asks for ("Monthly rent", "Annual base salary"), if any. */
export const periodOf = (label: string): Period | undefined =>
  /\bmonthly\b|\bper month\b/i.test(label)
    ? "month"
    : /\bannual\b|\bper year\b|\byearly\b/i.test(label)
      ? "year"
      : undefined;

/**
 * Form inputs send numbers as strings as people type them ("5,000", "$5000", "7.5%", "2400 dollars",
 * "USD 2,400", "2.4k", and "$2,400/month" where a monthly amount is asked); a blank string means "not answered".
 * Anything else is left to fail: "$24,000 a year" is never read as a monthly rent of 24,000.
 */
export function toNumber(value: unknown, per?: Period): unknown {
  if (typeof value !== "string") return value;
  let cleaned = value.trim().toLowerCase();
  for (let previous = ""; previous !== cleaned;) {
    previous = cleaned;
    cleaned = cleaned.replace(CURRENCY, "").trim();
    if (per) cleaned = cleaned.replace(PERIOD[per], "").trim();
  }
  cleaned = cleaned.replace(/[%\s]/g, "");
  if (cleaned === "") return undefined;
  const thousands = /^(.*\d)(?:k|thousand)$/.exec(cleaned);
  const figure = thousands?.[1] ?? cleaned;
  // Thousands in threes ("2,400"), or none: "2.400,00", "24,00", "0x10" and "1e3" are not read as amounts.
  if (!PLAIN_NUMBER.test(figure)) return Number.NaN;
  return Number(figure.replace(/,/g, "")) * (thousands ? 1000 : 1);
}

const PLAIN_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

const TRUE_WORDS = new Set(["true", "yes", "y", "on", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "off", "0"]);

/** HTML checkboxes and selects send "true"/"yes"/"on"; anything unrecognised is left to fail and fall back. */
export function toBoolean(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}
