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
