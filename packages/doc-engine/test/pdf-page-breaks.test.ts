/**
 * PDF pagination, checked on the rendered PDFs' text page by page (unpdf): no page ends with a heading,
 * a signature caption or a bare clause number whose text went on to the next page, and no page holds only
 * such a line. All twelve types in several states, then long wills and leases whose length is swept so
 * that every clause boundary meets the foot of a page somewhere.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";

import type { DocumentRequest, LegalDocument } from "../src/index";
import { DOCUMENT_TYPES, generate } from "../src/index";
import { toPdf } from "../src/render/pdf";
import { lintRequest } from "./legal-lint/requests";
import { pageBreakProblems } from "./pdf-pages";

const STATES = ["California", "New York", "Texas", "Louisiana", "District of Columbia", "Pennsylvania"];

async function pagesOf(doc: LegalDocument): Promise<string[][]> {
  const pdf = await getDocumentProxy(await toPdf(doc));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.split("\n"));
}

async function problems(request: DocumentRequest): Promise<string[]> {
  const doc = generate(request);
  const pages = await pagesOf(doc);
  return pageBreakProblems(pages, doc.pageFooter ? [doc.pageFooter] : []).map(
    ({ page, problem }) =>
      `${request.documentType} / ${request.jurisdiction} / page ${page} of ${pages.length} ${problem}`,
  );
}

const words = (n: number) =>
  Array.from({ length: n }, (_, i) => ["estate", "property", "executor", "premises", "rent"][i % 5]).join(" ");

describe("PDF page breaks", () => {
  it("the page checker finds a stranded clause number, heading or caption", () => {
    expect(
      pageBreakProblems([
        ["1.1 Text of the clause.", "4.2"],
        ["Its text.", "Page 2 of 2"],
      ]),
    ).toEqual([{ page: 1, problem: 'ends with "4.2"' }]);
    expect(pageBreakProblems([["Text.", "5. SECURITY DEPOSIT", "Page 1 of 3"], ["WITNESS 1"], ["End."]])).toEqual([
      { page: 1, problem: 'ends with "5. SECURITY DEPOSIT"' },
      { page: 2, problem: 'holds only "WITNESS 1"' },
      { page: 2, problem: 'ends with "WITNESS 1"' },
    ]);
    expect(pageBreakProblems([["Text.", "(SEAL)"], ["More text."]])).toEqual([]);
    // A notice set in capitals that runs on to the next page is not a stranded heading; a heading under it is.
    const notice = "YOUR LEASE REQUIRES PAYMENT OF CERTAIN DEPOSITS. THE LANDLORD MAY TRANSFER ADVANCE RENTS TO";
    expect(
      pageBreakProblems([["Text.", notice, "THE LANDLORD'S ACCOUNT AS THEY ARE DUE"], ["AND WITHOUT NOTICE."]]),
    ).toEqual([]);
    expect(pageBreakProblems([["Text.", "5. SECURITY DEPOSIT"], [notice]])).toEqual([
      { page: 1, problem: 'ends with "5. SECURITY DEPOSIT"' },
    ]);
  });

  for (const type of DOCUMENT_TYPES) {
    it(`${type}: no stranded heading, caption or clause number in ${STATES.length} states`, async () => {
      const found: string[] = [];
      for (const state of STATES) found.push(...(await problems(lintRequest(type, state, true))));
      expect(found).toEqual([]);
    });
  }

  for (const [type, state] of [
    ["will", "Texas"],
    ["will", "Louisiana"],
    ["lease", "California"],
    ["lease", "New York"],
  ] as const) {
    it(`long ${type} in ${state}: every clause boundary meets the foot of a page, none is stranded`, async () => {
      const found: string[] = [];
      for (let k = 0; k < 16; k += 1) {
        const base = lintRequest(type, state, true);
        found.push(
          ...(await problems({
            ...base,
            details: `${base.details ?? ""} ${words(k * 9)}`.trim(),
            additionalTerms: words(40 + k * 25),
          })),
        );
      }
      expect(found).toEqual([]);
    });
  }
});
