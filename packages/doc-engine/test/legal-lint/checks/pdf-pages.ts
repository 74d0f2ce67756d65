/** The PDF as printed: no page ends with (or holds only) a heading, a signature caption or a bare clause number. */
import { pageBreakProblems } from "../../pdf-pages";
import type { LintCheck } from "../lint";

export const pdfPagesCheck: LintCheck = {
  id: "pdf-pages",
  description: "No stranded clause number, heading or signature caption on a PDF page",
  needs: "pdf",
  run: ({ doc, pdfPages }) =>
    pageBreakProblems(
      (pdfPages ?? []).map((page) => page.split("\n")),
      doc.pageFooter ? [doc.pageFooter] : [],
    ).map(({ page, problem }) => ({ where: `PDF page ${page}`, problem })),
};
