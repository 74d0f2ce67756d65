/**
 * A secured note says how the lien is made good for the kind of collateral the user named: a titled vehicle's
 * lien goes on the certificate of title (a financing statement does not perfect it), land takes a recorded
 * mortgage or deed of trust, other goods a financing statement. Interest runs from when the money is received,
 * the same day the note's obligations begin.
 */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate } from "../src/index";
import { request } from "./fixtures";

const note = (answers: Record<string, unknown>): LegalDocument =>
  generate(
    request("promissory-note", {
      jurisdiction: "Texas",
      answers: { principal: 18000, interestRate: 6, secured: true, ...answers },
    }),
  );

const clause = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === `promissory-note.security.${id}`)?.text ?? "";
const checklist = (doc: LegalDocument) => doc.checklist.map((item) => item.text).join("\n");

describe("a secured note perfects the lien the way the collateral's kind requires", () => {
  it("a titled vehicle: the lien is noted on the title, and no financing statement is offered as the way", () => {
    const doc = note({
      collateralKind: "titled-vehicle",
      collateralDescription: "2019 Toyota Tacoma, VIN 3TMCZ5AN2KM123456",
    });
    expect(clause(doc, "perfection")).toContain("lien noted on it by the motor vehicle agency");
    expect(clause(doc, "perfection")).not.toContain("financing statement");
    expect(checklist(doc)).toContain("certificate of title");
    expect(checklist(doc)).toContain("§ 9-311(a)(2)");
  });

  it("land: a mortgage or deed of trust, recorded in the county; no UCC security interest in the grant", () => {
    const doc = note({ collateralKind: "real-property", collateralDescription: "12 Elm Street, Austin, Texas" });
    expect(clause(doc, "grant")).toContain("mortgage or deed of trust on the following property: 12 Elm Street");
    expect(clause(doc, "grant")).not.toContain("security interest");
    expect(clause(doc, "perfection")).toContain("land records of the county");
    expect(checklist(doc)).toContain("record it in the county");
  });

  it("other property: a financing statement, filed where the borrower is located", () => {
    const doc = note({ collateralKind: "personal-property", collateralDescription: "A Haas VF-2 milling machine" });
    expect(clause(doc, "perfection")).toContain(
      "financing statement under the Uniform Commercial Code as adopted in Texas",
    );
    expect(clause(doc, "perfection")).not.toContain("certificate of title");
    expect(checklist(doc)).toContain("Secretary of State of the state where the borrower lives");
  });

  it("kind not given: each way is named for its own kind of property, none presented as chosen", () => {
    const perfection = clause(note({}), "perfection");
    for (const way of [
      "certificate of title if the Collateral is a titled vehicle",
      "deed of trust if it is real property",
      "otherwise a financing statement",
    ])
      expect(perfection).toContain(way);
  });
});

it("interest runs from the day the Borrower receives the Principal, when the note's obligations begin", () => {
  const text = note({ secured: false })
    .sections.flatMap((s) => s.clauses)
    .map((c) => c.text)
    .join("\n");
  expect(text).toContain("obligations under this Note begin on the date the Borrower receives the Principal");
  expect(text).toContain("Interest accrues on the unpaid Principal from the date the Borrower receives it");
  expect(text).not.toContain("from the date of this Note");
});
