/**
 * The figures a text states, however they are written: "$1,050.00", "1,050 USD", "one thousand and fifty
 * dollars", "thirty (30) days", "21%", and dates as "2028-08-31", "August 31, 2028", "31 August 2028" or
 * "08/31/2028". The verifier compares a model's figures with the ones they replace, so the same figure
 * written another way is the same figure, and a different one is caught whatever its spelling.
 */
/** Month names, lower case, January first. */
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH = `(${MONTHS.join("|")})`;

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join("|")})`;
/** A run of number words: "one thousand and fifty", "twenty-one", "thirty". */
const NUMBER_WORDS = new RegExp(`\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*\\b`, "gi");
const DIGITS = /(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\d.,])\d+(?:\.\d+)?(?![\d,])/g;

function wordsValue(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === "and") continue;
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) current += unit;
    else if (scale === 100) current = (current || 1) * 100;
    else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    }
  }
  return total + current;
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
    found.add(wordsValue(match[0]));
  }
  return found;
}

const LONG_DATES = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:day of\\s+)?${MONTH},?\\s+\\d{4}\\b`,
  "gi",
);

/** The text with its dates taken out, so a date's day and year are not read as figures of their own. */
function withoutDates(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, " ").replace(LONG_DATES, " ");
}

const pad = (n: number | string) => String(n).padStart(2, "0");
const monthOf = (name: string) => MONTHS.indexOf(name.toLowerCase()) + 1;

/** Every calendar date the text states, as yyyy-mm-dd. */
export function datesIn(text: string): Set<string> {
  const found = new Set<string>();
  const add = (year: string | undefined, month: number, day: string | undefined) => {
    if (year && month >= 1 && month <= 12 && day) found.add(`${year}-${pad(month)}-${pad(day)}`);
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(m[1], Number(m[2]), m[3]);
  for (const m of text.matchAll(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi")))
    add(m[3], monthOf(m[1] ?? ""), m[2]);
  for (const m of text.matchAll(
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, "gi"),
  ))
    add(m[3], monthOf(m[2] ?? ""), m[1]);
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) add(m[3], Number(m[1]), m[2]);
  return found;
}
