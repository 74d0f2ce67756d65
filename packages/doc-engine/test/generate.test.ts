import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import {
  DOCUMENT_TYPES,
  DocumentEngineError,
  generate,
  JURISDICTIONS,
  REGISTRY,
  toMarkdown,
  toText,
} from "../src/index";
import { PLACEHOLDER, request } from "./fixtures";

const EXPECTED_SECTIONS = {
  nda: 12,
  lease: 18,
  will: 14,
  poa: 10,
  llc: 20,
  employment: 16,
  "privacy-policy": 12,
  "cease-desist": 8,
} as const;
/** Signature captions of the parties' block, by type: roles, never FIRST/SECOND PARTY (letters sign uncaptioned). */
const EXPECTED_SIGNERS: Record<(typeof DOCUMENT_TYPES)[number], string[]> = {
  nda: ["DISCLOSING PARTY", "RECEIVING PARTY"],
  lease: ["LANDLORD", "TENANT"],
  will: ["TESTATOR"],
  poa: ["PRINCIPAL"],
  llc: ["MEMBER", "MEMBER"],
  employment: ["EMPLOYER", "EMPLOYEE"],
  "privacy-policy": [],
  "cease-desist": [""],
  "promissory-note": ["BORROWER"],
  "bill-of-sale": ["SELLER", "BUYER"],
  "roommate-agreement": ["ROOMMATE A", "ROOMMATE B"],
  "child-custody": ["PARENT A", "PARENT B"],
};

const signerCaptions = (doc: LegalDocument) =>
  doc.execution
    .find((block) => block.id === "signatures")
    ?.parts.flatMap((part) => (part.kind === "signature" ? [part.line.role] : [])) ?? [];

function check(doc: LegalDocument, type: (typeof DOCUMENT_TYPES)[number], state: string) {
  const expected = (EXPECTED_SECTIONS as Record<string, number>)[type] ?? 15;
  expect(doc.sections).toHaveLength(expected);
  expect(signerCaptions(doc)).toEqual(EXPECTED_SIGNERS[type]);
  const law = doc.sections.find((s) => s.id === "governing-law");
  // A letter chooses no law; New York's statutory power of attorney form has no governing-law part.
  if (doc.shape === "letter" || (type === "poa" && state === "New York")) expect(law).toBeUndefined();
  else expect(law?.clauses.some((c) => c.text.includes(state))).toBe(true);
  if (!(type === "poa" && state === "New York"))
    expect(doc.sections[doc.sections.length - 3]?.id).toBe("additional-terms");
  for (const section of doc.sections) {
    expect(section.clauses.length).toBeGreaterThan(0);
    expect(section.explanation.trim()).not.toBe("");
  }
}

describe("every type × every jurisdiction", () => {
  for (const type of DOCUMENT_TYPES) {
    for (const useAI of [false, true]) {
      it(`${type} (${useAI ? "AI" : "template"}) in all 51 jurisdictions`, () => {
        expect(JURISDICTIONS).toHaveLength(51);
        for (const jurisdiction of JURISDICTIONS) {
          const req = request(type, { jurisdiction: jurisdiction.name, useAI });
          const doc = generate(req);
          check(doc, type, jurisdiction.name);
          const markdown = toMarkdown(doc);
          const text = toText(doc);
          expect(markdown).not.toMatch(PLACEHOLDER);
          expect(text).not.toMatch(PLACEHOLDER);
          // A letter opens with the sender's letterhead; every other document with its title.
          expect(markdown.startsWith(doc.shape === "letter" ? "**Northwind Traders LLC**\n" : `# ${doc.title}\n`)).toBe(
            true,
          );
          expect(text).toContain(jurisdiction.name);
          // Same request, same bytes.
          const again = generate(req);
          expect(JSON.stringify(again)).toBe(JSON.stringify(doc));
          expect(toMarkdown(again)).toBe(markdown);
          if (!useAI) {
            expect(
              doc.sections
                .flatMap((s) => s.clauses)
                .filter((c) => REGISTRY[type].optionalClauses.some((o) => o.id === c.id)),
            ).toEqual([]);
          }
        }
      });
    }
  }
});

describe("layout", () => {
  for (const type of DOCUMENT_TYPES) {
    it(`${type}: details in section 1, additional terms third from last, dated preamble`, () => {
      const doc = generate(request(type));
      expect(
        doc.sections[0]?.clauses.some((c) => c.id === `${type}.details` && c.text.includes("product roadmaps")),
      ).toBe(true);
      const terms = doc.sections[doc.sections.length - 3];
      expect(
        terms?.clauses.some((c) => c.id === `${type}.additional-terms.custom` && c.text.includes("press release")),
      ).toBe(true);
      // A letter is dated in its heading ("November 21, 2026") and opens with the salutation.
      if (doc.shape === "letter") expect(doc.letter?.dateLine).toBe("November 21, 2026");
      else expect(doc.preamble).toContain("21st day of November 2026");
      expect(doc.title).toBe(REGISTRY[type].title);
    });
  }

  it("leaves out the details and additional-terms clauses when they are not given", () => {
    const doc = generate(request("nda", { details: undefined, additionalTerms: "  " }));
    const ids = doc.sections.flatMap((s) => s.clauses.map((c) => c.id));
    expect(ids).not.toContain("nda.details");
    expect(ids).not.toContain("nda.additional-terms.custom");
  });

  it("AI mode explains every clause it adds", () => {
    const doc = generate(request("nda"));
    const added = doc.sections.flatMap((s) => s.clauses).filter((c) => c.addedBecause !== undefined);
    expect(added.map((c) => c.id)).toEqual(expect.arrayContaining(["nda.source-code", "nda.non-solicitation"]));
    for (const c of added) expect(c.addedBecause?.length).toBeGreaterThan(10);
  });

  it("generates every type from the generic form alone (no answers, no details)", () => {
    for (const type of DOCUMENT_TYPES) {
      const doc = generate(
        request(type, { answers: {}, details: undefined, additionalTerms: undefined, useAI: false }),
      );
      expect(toMarkdown(doc)).not.toMatch(PLACEHOLDER);
    }
  });
});

describe("guided answers", () => {
  it("NDA: term length is used only when the term type is fixed", () => {
    const fixed = generate(request("nda", { answers: { termType: "fixed", termYears: 5 } }));
    const indefinite = generate(request("nda", { answers: { termType: "indefinite", termYears: 5 } }));
    const term = (d: LegalDocument) => d.sections.find((s) => s.id === "term-and-termination")?.clauses[0]?.text ?? "";
    expect(term(fixed)).toContain("5 years");
    expect(term(indefinite)).not.toContain("5 years");
    expect(term(indefinite)).toContain("until terminated");
  });

  it("NDA: mutual changes the roles and recitals", () => {
    const doc = generate(request("nda", { answers: { mutual: true } }));
    expect(doc.sections[0]?.clauses[0]?.text).toContain("This Agreement is mutual");
    expect(doc.recitals[0]).toContain("each possess");
  });

  it("lease: rent, deposit, dates, pets and utilities reach the clauses", () => {
    const doc = generate(
      request("lease", {
        answers: {
          monthlyRent: "2,500",
          securityDeposit: 2500,
          startDate: "2027-01-01",
          termMonths: 12,
          pets: "allowed",
          petDeposit: 300,
          utilities: "landlord",
          propertyAddress: "9 Elm St",
        },
      }),
    );
    const text = toText(doc);
    expect(text).toContain("$2,500.00 per month");
    // California caps all deposits together at one month's rent: the security deposit gives way to the pet deposit.
    expect(text).toContain("security deposit of $2,200.00");
    expect(text).not.toContain("security deposit of $2,500.00");
    expect(text).toContain("begins on January 1, 2027 and ends on December 31, 2027");
    expect(text).toContain("pet deposit of $300.00");
    expect(text).toContain("The Landlord shall pay for water, sewer, trash collection, electricity and gas");
    expect(text).toContain("9 Elm St");
    const deposit = doc.sections.find((s) => s.id === "security-deposit");
    expect(deposit?.clauses[0]?.id).toBe("lease.security-deposit.amount");
  });

  it("lease without a property address: a blank to fill in and a checklist line, never the purpose as the premises", () => {
    const purpose = "Residential use as the tenant's home";
    const doc = generate(request("lease", { purpose }));
    const grant = doc.sections[0]?.clauses.find((c) => c.id === "lease.premises.grant")?.text ?? "";
    expect(grant).toMatch(/the residential premises located at _{20,} \(the "Premises"\)/);
    expect(grant).not.toContain(purpose);
    expect(doc.recitals[0]).toContain("whose address is written in Section 1 (Premises)");
    expect(doc.checklist.map((item) => item.text).join("\n")).toContain("on the blank line in Section 1 (Premises)");

    const addressed = generate(request("lease", { purpose, answers: { propertyAddress: "9 Elm St, Unit 2" } }));
    expect(addressed.sections[0]?.clauses[0]?.text).toContain("located at 9 Elm St, Unit 2 (the");
    expect(addressed.recitals[0]).toContain("located at 9 Elm St, Unit 2");
    expect(addressed.checklist.map((item) => item.text).join("\n")).not.toContain("blank line");
    expect(addressed.sections[0]?.clauses[0]?.text).not.toContain("_");
  });

  it("will: executor, beneficiaries and guardian (only when there are children)", () => {
    const answers = {
      hasChildren: true,
      childrenNames: "Mia Park\nLeo Park",
      guardianName: "Ana Park",
      residuaryBeneficiaries: "Mia Park\nLeo Park",
      alternateExecutor: "Sam Lee",
    };
    const text = toText(generate(request("will", { answers })));
    expect(text).toContain("I appoint Contoso Partners Inc., of 25 Harbor Road");
    expect(text).toContain("I appoint Sam Lee as my Executor");
    expect(text).toContain("in equal shares to Mia Park and Leo Park");
    expect(text).toContain("I appoint Ana Park as guardian");
    const noKids = toText(generate(request("will", { answers: { ...answers, hasChildren: false } })));
    expect(noKids).not.toContain("Ana Park");
  });

  it("treats null and empty answers as unanswered", () => {
    const doc = generate(request("lease", { answers: { monthlyRent: null, securityDeposit: "", pets: null } }));
    expect(toMarkdown(doc)).not.toMatch(PLACEHOLDER);
  });
});

describe("errors", () => {
  it("throws a DocumentEngineError for an unknown type or jurisdiction", () => {
    expect(() => generate({ ...request("nda"), documentType: "contract" as never })).toThrow(DocumentEngineError);
    try {
      generate(request("nda", { jurisdiction: "Atlantis" }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentEngineError);
      expect((error as DocumentEngineError).code).toBe("unknown-jurisdiction");
    }
  });

  it("rejects missing party names and impossible dates", () => {
    expect(() =>
      generate(
        request("nda", { parties: { party1Name: " ", party1Address: "a", party2Name: "b", party2Address: "c" } }),
      ),
    ).toThrow("Missing required information: Disclosing party name.");
    expect(() =>
      generate(
        request("will", { parties: { party1Name: "Ann", party1Address: " ", party2Name: "b", party2Address: "c" } }),
      ),
    ).toThrow("Missing required information: Testator's home address.");
    expect(() => generate(request("nda", { date: "2026-02-30" }))).toThrow(DocumentEngineError);
  });
});
