/** A Markdown table: the first row is the header, every column padded to its widest cell. */
export function markdownTable(rows: readonly string[][]): string {
  const header = rows[0] ?? [];
  const widths = header.map((_cell, column) => Math.max(...rows.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.slice(1).map(line)].join(
    "\n",
  );
}

/**
 * A Markdown table of items grouped by a key: the header, one row per group (in the order given, the group's name
 * then its cells), then a TOTAL row over every item.
 */
export function groupedTable<T>(
  header: readonly string[],
  groups: readonly string[],
  groupOf: (item: T) => string,
  items: readonly T[],
  cells: (rows: T[]) => readonly (string | number)[],
): string {
  const row = (name: string, rows: T[]) => [name, ...cells(rows).map(String)];
  return markdownTable([
    [...header],
    ...groups.map((name) =>
      row(
        name,
        items.filter((item) => groupOf(item) === name),
      ),
    ),
    row("TOTAL", [...items]),
  ]);
}
