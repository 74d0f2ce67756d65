import { describe, expect, it } from "vitest";

import type { DocumentType } from "../src/index";
import { DOCUMENT_TYPES, applyEdits, generate, rewritableClauseIds } from "../src/index";
import { PROTECTED_CLAUSES } from "../src/protected-clauses";
import { request } from "./fixtures";

/**
 * Written out by hand, apart from PROTECTED_CLAUSES: clauses of each type's default document that carry the
 * parties, the money, the dates or a statutory right, which the model must never be offered to reword.
 */
const NEVER_OFFERED: Record<DocumentType, string[]> = {
  nda: ["nda.confidential-information.roles", "nda.permitted-disclosures.whistleblower", "nda.term.survival"],
  lease: ["lease.premises.grant", "lease.rent.amount", "lease.security-deposit.amount", "lease.entry.notice"],
  will: ["will.executor.appointment", "will.residuary.gift", "will.guardian.appointment"],
  poa: [
    "poa.designation-of-agent.appointment",
    "poa.effective-date-and-durability.durable",
    "poa.revocation-and-reliance.revocation",
  ],
  llc: ["llc.members.roster", "llc.capital-contributions.initial", "llc.ownership-interests.percentages"],
  employment: [
    "employment.compensation.salary",
    "employment.compensation.overtime",
    "employment.termination.final-pay",
  ],
  "privacy-policy": ["privacy-policy.introduction.who-we-are", "privacy-policy.your-rights.how-to"],
  "cease-desist": ["cease-desist.purpose-of-letter.notice", "cease-desist.deadline-for-compliance.deadline"],
  "promissory-note": [
    "promissory-note.loan.promise-to-pay",
    "promissory-note.maturity.maturity",
    "promissory-note.remedies.acceleration",
  ],
  "bill-of-sale": ["bill-of-sale.sale.parties", "bill-of-sale.purchase-price.price"],
  "roommate-agreement": ["roommate-agreement.premises.parties", "roommate-agreement.rent.split"],
  "child-custody": [
    "child-custody.parties-and-children.parties",
    "child-custody.physical-custody.allocation",
    "child-custody.child-support.support",
  ],
};

describe("clauses the model may not reword", () => {
  it.each(DOCUMENT_TYPES)(
    "%s: every entry names a clause the type writes, and none of the hand-listed clauses is offered to the model",
    (type) => {
      const document = generate(request(type, {}));
      const ids = document.sections.flatMap((section) => section.clauses.map((clause) => clause.id));
      for (const entry of Object.keys(PROTECTED_CLAUSES[type]))
        expect(
          ids.some((id) => (entry.endsWith(".") ? id.startsWith(entry) : id === entry)),
          entry,
        ).toBe(true);
      const offered = rewritableClauseIds(document);
      expect(offered.length).toBeGreaterThan(5);
      for (const id of NEVER_OFFERED[type]) {
        expect(ids, id).toContain(id);
        expect(offered, id).not.toContain(id);
      }
    },
  );

  it("refuses a rewrite of the rent, naming what it carries", () => {
    const lease = generate(request("lease", { answers: { monthlyRent: 2000 } }));
    const result = applyEdits(lease, [
      {
        kind: "rewrite-clause",
        clauseId: "lease.rent.amount",
        text: "The Tenant shall pay rent of $2,000.00 per month.",
        reason: "Plainer.",
      },
    ]);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("carries money terms") });
  });
});
