/**
 * The legal lint's PDF checks over every type × jurisdiction × mode: each document is rendered to PDF and
 * read page by page (1,224 PDFs; a file of its own so it runs beside the text checks).
 */
import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES } from "../src/index";
import { CHECKS } from "./legal-lint/checks";
import { lintAll } from "./legal-lint/lint";

const PDF_CHECKS = CHECKS.filter((check) => check.needs === "pdf");

describe("legal lint (PDF)", () => {
  for (const type of DOCUMENT_TYPES) {
    for (const mode of ["template", "AI"] as const) {
      it(`${type} (${mode}) in all 51 jurisdictions`, async () => {
        const failures = await lintAll(type, mode, PDF_CHECKS);
        expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
      });
    }
  }
});
