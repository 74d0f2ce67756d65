"use client";

/**
 * A date formatted in the reader's time zone. The server renders it in its own zone first, so the
 * text may legitimately differ at hydration; the browser's rendering wins.
 */
export function LocalDate({ date, format }: { date: Date; format: (date: Date) => string }) {
  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning>
      {format(date)}
    </time>
  );
}
