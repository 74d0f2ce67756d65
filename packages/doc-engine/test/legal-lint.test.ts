/**
 * The legal lint over every type × jurisdiction × mode, with realistic answers: the checks that read the
 * document's text (the PDF checks run in legal-lint-pdf.test.ts, in parallel). A failure lists each
 * finding as "type / state / mode / where: [check] problem", where names the clause, block or page.
 */
import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES } from "../src/index";
import { CHECKS } from "./legal-lint/checks";
import { lintAll } from "./legal-lint/lint";
import { STRESSED_TYPES } from "./legal-lint/requests";

const TEXT_CHECKS = CHECKS.filter((check) => check.needs !== "pdf");

describe("legal lint", () => {
  for (const type of DOCUMENT_TYPES) {
    for (const mode of ["template", "AI"] as const) {
      it(`${type} (${mode}) in all 51 jurisdictions`, async () => {
        const failures = await lintAll(type, mode, TEXT_CHECKS);
        expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
      });
    }
  }
  // The same checks over answers the state rules must change (see STRESS in requests.ts).
  for (const type of STRESSED_TYPES) {
    for (const mode of ["template", "AI"] as const) {
      it(`${type} (${mode}, stress answers) in all 51 jurisdictions`, async () => {
        const failures = await lintAll(type, mode, TEXT_CHECKS, "stress");
        expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
      });
    }
  }
});
