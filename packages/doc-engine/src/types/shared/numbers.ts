/**
 * Numbers, counts and dates as clauses write them ("thirty (30) days", "7.5%", "22nd"). Pure string and
 * UTC arithmetic, so output never depends on the machine's locale or time zone.
 */
export const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
] as const;
export const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

/** Whole numbers 0–9,999 in words; larger or fractional numbers stay as digits (never worth spelling out). */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) return String(n);
  if (n < 20) return ONES[n] ?? String(n);
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10] ?? ""}`;
  }
  if (n < 1000) {
    const rest = n % 100;
    const head = `${ONES[Math.floor(n / 100)] ?? ""} hundred`;
    return rest === 0 ? head : `${head} ${numberWords(rest)}`;
  }
  const rest = n % 1000;
  const head = `${numberWords(Math.floor(n / 1000))} thousand`;
  return rest === 0 ? head : `${head} ${numberWords(rest)}`;
}

/** Legal-style count: "thirty (30) days", "one (1) day". */
export function countOf(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${numberWords(n)} (${n}) ${n === 1 ? singular : pluralForm}`;
}

/** Plain count in digits: "1 month", "3 months", "2 witnesses" (words ending in s, x, z, ch or sh take "es"). */
export const plural = (n: number, word: string) =>
  `${n} ${word}${n === 1 ? "" : /(s|x|z|ch|sh)$/.test(word) ? "es" : "s"}`;

/** "7.5%" / "10%": at most three decimals, no trailing zeros. */
export function percentText(n: number): string {
  return `${Number(n.toFixed(3))}%`;
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Rounds to cents so a computed amount prints exactly as it is stored. */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Adds calendar months to an ISO date, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (y === undefined || m === undefined || d === undefined) return isoDate;
  const targetMonthIndex = m - 1 + months;
  const year = y + Math.floor(targetMonthIndex / 12);
  const month = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
