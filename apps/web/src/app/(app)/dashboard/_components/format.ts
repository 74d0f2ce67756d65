// Dashboard dates are short month, day and year (en-US); transaction dates the long form.
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export const formatShortDate = (date: Date) => shortDate.format(date);

// Billing dates are calendar days in UTC, as the server filters, searches and exports them: the day a
// purchase shows on is the day the From/To filters and the CSV put it on.
const shortDateUtc = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDateUtc = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
export const formatBillingDate = (date: Date) => shortDateUtc.format(date);
export const formatTransactionDate = (date: Date) => longDateUtc.format(date);

/** Amounts as $x.xx. */
export const formatUsd = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** MM/YYYY, or N/A when the card has no expiry on file. */
export function cardExpiry(month: number | null, year: number | null): string {
  if (!month || !year) return "N/A";
  return `${String(month).padStart(2, "0")}/${year}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** "3 months ago", "yesterday", "just now". */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
