/** Text lists read as rows, without zod: the generator form reads stored lists with it in the browser. */
import type { RowsSpec } from "../../define";

/** A trailing share ("(70%)", "- 70 %", ", 70%") or amount ("$5,000") after a name on one line. */
const TRAILING_PERCENT = /[\s,:;–—-]*\(?\s*(\d+(?:\.\d+)?)\s*%\s*\)?\s*$/;
const TRAILING_AMOUNT = /[\s,:;–—-]*\(?\s*\$\s*(\d[\d,]*(?:\.\d+)?)\s*\)?\s*$/;

/**
 * Rows from text written one per line ("Susan Hale (70%)", "Marcus Bell: $40,000"): how requests stored
 * before lists were rows, and lists a language model read from a description, become rows. The name is the
 * first column; a trailing percentage or dollar amount fills the spec's percent or money column.
 */
export function rowsFromText(value: string, spec: RowsSpec): Record<string, string | number>[] {
  const first = spec.columns[0]?.name ?? "name";
  const percentColumn = spec.columns.find((column) => column.kind === "percent")?.name;
  const moneyColumn = spec.columns.find((column) => column.kind === "money")?.name;
  return value
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const row: Record<string, string | number> = {};
      let rest = line;
      for (const [column, pattern] of [
        [percentColumn, TRAILING_PERCENT],
        [moneyColumn, TRAILING_AMOUNT],
      ] as const) {
        const match = column ? pattern.exec(rest) : null;
        if (column && match) {
          row[column] = Number((match[1] ?? "").replace(/,/g, ""));
          rest = rest.slice(0, match.index);
        }
      }
      row[first] = rest.replace(/[\s,:;–—-]+$/, "");
      return row;
    });
}
