/**
 * The legal lint over every type × jurisdiction × mode, with realistic answers. A failure lists each
 * finding as "type / state / mode / where: problem", where names the clause, block or page.
 */
import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES, generate, JURISDICTIONS, toText } from "../src/index";
import { CHECKS } from "./legal-lint/checks";
import type { LintCase } from "./legal-lint/lint";
import { lintRequest } from "./legal-lint/requests";

const MODES = [
  ["template", false],
  ["AI", true],
] as const;

describe("legal lint", () => {
  for (const type of DOCUMENT_TYPES) {
    for (const [mode, useAI] of MODES) {
      it(`${type} (${mode}) in all 51 jurisdictions`, () => {
        const failures: string[] = [];
        for (const { name: state } of JURISDICTIONS) {
          const doc = generate(lintRequest(type, state, useAI));
          const lintCase: LintCase = { type, state, mode, doc, text: toText(doc) };
          for (const check of CHECKS) {
            if (check.appliesTo && !check.appliesTo(lintCase)) continue;
            for (const finding of check.run(lintCase)) {
              failures.push(`${type} / ${state} / ${mode} / ${finding.where}: [${check.id}] ${finding.problem}`);
            }
          }
        }
        expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
      });
    }
  }
});
