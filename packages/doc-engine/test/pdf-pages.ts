/**
 * Page-break problems in a rendered PDF, read from each page's text: a page that ends with a heading, a
 * signature caption or a bare clause number (its text went on to the next page), or a page whose only
 * text is such a line. Footer lines (page number, a per-page signature line) are not page content.
 */

/** "4. SECURITY DEPOSIT", "ATTESTATION OF WITNESSES", "WITNESS 1": a line in capitals, ending in a word. */
const HEADING = /^(?:\d+\.\s+)?[A-Z][A-Z0-9 ,.'’&()/:;-]*[A-Z0-9)]$/;
/** "4.1", or "4.1" at the start of a line with nothing after it. */
const CLAUSE_NUMBER = /^\d+\.\d+$/;

export type PageProblem = { page: number; problem: string };

/** A sentence break after the heading's own number: the line is running text set in capitals (a statutory notice). */
const SENTENCE_BREAK = /\S\.\s+\S/;
const stranded = (line: string) =>
  CLAUSE_NUMBER.test(line) || (HEADING.test(line) && !SENTENCE_BREAK.test(line.replace(/^\d+\.\s+/, "")));

/** pages: each page's lines as extracted; footers: texts that every page carries at its foot. */
export function pageBreakProblems(pages: string[][], footers: string[] = []): PageProblem[] {
  const problems: PageProblem[] = [];
  pages.forEach((raw, index) => {
    const lines = raw
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== "" && !/^Page \d+ of \d+$/.test(line) && !footers.includes(line));
    const page = index + 1;
    if (lines.length === 0) {
      problems.push({ page, problem: "has no text" });
      return;
    }
    if (lines.every(stranded)) problems.push({ page, problem: `holds only "${lines.join(" / ")}"` });
    const last = lines[lines.length - 1] ?? "";
    // Under a long line in capitals, a capitals line is that paragraph running on (a statutory notice), not a heading.
    const before = lines[lines.length - 2] ?? "";
    const runsOn = HEADING.test(before.replace(/[.,;:]$/, "")) && before.length >= 60;
    if (index < pages.length - 1 && stranded(last) && !runsOn) problems.push({ page, problem: `ends with "${last}"` });
  });
  return problems;
}
