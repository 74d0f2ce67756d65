/**
 * Small drafting helpers shared by the type definitions: number words ("thirty (30) days"), percentages,
 * party roles and keyword checks for optional clauses. Pure string functions, so output is deterministic.
 */
import type { GenerationContext } from "../../define";

const ONES = [
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
const TENS = [
  "",
  "",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
] as const;

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
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${numberWords(n)} (${n}) ${n === 1 ? singular : plural}`;
}

/** "7.5%" / "10%": at most three decimals, no trailing zeros. */
export function percentText(n: number): string {
  return `${Number(n.toFixed(3))}%`;
}

/** "FIRST PARTY" → "First Party": the engine's signature labels, in running text. */
export function roleName(label: string): string {
  return label
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w ? `${w.charAt(0).toUpperCase()}${w.slice(1)}` : w))
    .join(" ");
}

/** Party names as given, with the role as a fallback so a blank name never leaves a gap in a clause. */
export function partyNames(ctx: GenerationContext): {
  p1: string;
  p2: string;
  role1: string;
  role2: string;
} {
  const role1 = `the ${roleName(ctx.labels[0])}`;
  const role2 = `the ${roleName(ctx.labels[1])}`;
  return { p1: ctx.party1.trim() || role1, p2: ctx.party2.trim() || role2, role1, role2 };
}

/** User text placed at the end of a sentence: trimmed, whitespace collapsed, one closing full stop. */
export function asClauseText(value: string): string {
  const collapsed = value.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(collapsed) ? collapsed : `${collapsed}.`;
}

/** User text placed inside a sentence: trimmed, whitespace collapsed, trailing full stop removed. */
export function inline(value: string): string {
  const collapsed = value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[;,]+$/, "");
  // Keep the full stop of an abbreviation ("7:00 a.m.", "U.S."); drop an ordinary sentence-ending one.
  return /(^|[\s.])[A-Za-z]\.$/.test(collapsed) ? collapsed : collapsed.replace(/\.+$/, "");
}

/** The words AI mode reads to pick optional clauses: purpose, details and every text answer. */
export function requestText(ctx: GenerationContext): string {
  const answerText = Object.values(ctx.answers).filter((v): v is string => typeof v === "string");
  return [ctx.request.purpose, ctx.request.details ?? "", ...answerText].join(" \n ").toLowerCase();
}

/** True when the purpose, details or a text answer matches the pattern. */
export function mentions(ctx: GenerationContext, pattern: RegExp): boolean {
  return pattern.test(requestText(ctx));
}

/**
 * Adds calendar months to an ISO date, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29).
 * UTC arithmetic only, so the result never depends on the machine's time zone.
 */
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

/** Rounds to cents so a computed amount prints exactly as it is stored. */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** "Jane Doe, the First Party", or just "the First Party" when the name is blank (no doubled role). */
export function introduce(name: string, role: string): string {
  return name === role ? role : `${name}, ${role}`;
}

/** Upper-cases the first letter, for sentences that may open with "the First Party". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Jane Doe, as the First Party", or "the First Party" alone when the name is blank; used before a definition. */
export function asRole(name: string, role: string): string {
  return name === role ? role : `${name}, as ${role}`;
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? "th"
    : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}
