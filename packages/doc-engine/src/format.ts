/**
 * Date and money formatting written by hand rather than with Intl: ICU data differs between Node builds
 * and browsers, and the engine promises byte-identical output everywhere.
 */
import { DocumentEngineError } from "./errors";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export type IsoParts = { year: number; month: number; day: number };

/** Parses yyyy-mm-dd and rejects dates that do not exist (2026-02-30). */
export function parseIsoDate(iso: string): IsoParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

function requireDate(iso: string): IsoParts {
  const parts = parseIsoDate(iso);
  if (!parts) throw new DocumentEngineError("invalid-request", `"${iso}" is not a valid yyyy-mm-dd date.`);
  return parts;
}

function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

/** "March 4, 2026" */
export function formatDate(iso: string): string {
  const { year, month, day } = requireDate(iso);
  return `${monthName(month)} ${day}, ${year}`;
}

/** 1 → "1st", 12 → "12th", 22 → "22nd" */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "21st day of November 2026", the form the spec's opening paragraph uses. */
export function ordinalDate(iso: string): string {
  const { year, month, day } = requireDate(iso);
  return `${ordinal(day)} day of ${monthName(month)} ${year}`;
}

/** Adds whole months, clamping to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = requireDate(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return toIso({ year: y, month: m, day: Math.min(day, last) });
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = requireDate(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toIso({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

function toIso({ year, month, day }: IsoParts): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "$1,250.00"; a non-finite amount is a bug upstream, so it fails loudly instead of printing "NaN". */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new DocumentEngineError("invalid-answers", "An amount of money is not a number.");
  }
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(cents % 100).padStart(2, "0");
  return `${amount < 0 ? "-" : ""}$${dollars}.${rest}`;
}

/** "Non-Disclosure Agreement" → "non-disclosure-agreement"; "&" and other symbols are dropped. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
