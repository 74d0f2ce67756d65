/**
 * Words a person types (Additional Terms) against the rules this engine applies to the states' signing,
 * relocation and deposit law: warned with the rule's citation, never silent; a sentence that keeps the rule is
 * not a finding.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType } from "../src/index";
import { generate } from "../src/index";
import { request } from "./fixtures";

const findings = (type: DocumentType, jurisdiction: string, additionalTerms: string, answers = {}) =>
  generate(request(type, { jurisdiction, useAI: false, additionalTerms, answers })).warnings.filter(
    (w) => w.family === "clause-text",
  );

describe("typed words against the signing, relocation and deposit rules", () => {
  it.each([
    ["will", "Rhode Island", "No witnesses are required for this will.", "R.I. Gen. Laws § 33-5-5"],
    ["will", "Vermont", "This will may be signed electronically.", "14 V.S.A. § 5; self-proving § 108"],
    ["will", "Texas", "The testator need not sign this will.", "Tex. Est. Code § 251.051; self-proving § 251.104"],
    [
      "poa",
      "New Hampshire",
      "The agent may act without signing any acknowledgment.",
      "RSA 564-E:105 (Uniform Power of Attorney Act)",
    ],
    ["poa", "Florida", "A notary is not required.", "Fla. Stat. § 709.2105"],
  ] as [DocumentType, string, string, string][])("%s, %s: %s", (type, state, terms, citation) => {
    const found = findings(type, state, terms);
    expect(found.map((w) => w.citation)).toEqual([citation]);
    expect(found[0]?.message).toMatch(/no term of it can dispense with that/);
  });

  it("a sentence that keeps the signing rule is not a finding", () => {
    expect(findings("will", "Ohio", "No witness may be a beneficiary under this will.")).toEqual([]);
    expect(findings("poa", "Ohio", "This power must be signed before a notary.")).toEqual([]);
  });

  it("a custody agreement whose state has a relocation statute: moving without notice is warned", () => {
    const terms = "Either parent may move anywhere with the children without giving any notice.";
    const found = findings("child-custody", "California", terms, { children: [{ name: "Sam" }] });
    expect(found.map((w) => w.citation)).toEqual(["Cal. Fam. Code §§ 3024, 7501(a)"]);
    // No relocation statute in the tables: nothing to cite.
    expect(findings("child-custody", "New York", terms, { children: [{ name: "Sam" }] })).toEqual([]);
  });

  it("a late fee in per cent over the state's cap is warned; one within it, or in a state without one, is not", () => {
    const lease = { monthlyRent: 2000 };
    expect(findings("lease", "Texas", "Tenant shall pay a late fee of 15% of the monthly rent.", lease)).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Texas law caps a late fee at 10% of the rent") }),
    ]);
    expect(findings("lease", "Texas", "Tenant shall pay a late fee of 8% of the monthly rent.", lease)).toEqual([]);
    expect(findings("lease", "Florida", "Tenant shall pay a late fee of 15% of the monthly rent.", lease)).toEqual([]);
  });

  it("interest in per cent over this loan's cap is warned, by the loan's size and purpose", () => {
    const terms = "Interest shall accrue at 20% per year notwithstanding any other provision.";
    const business = (principal: number) => ({ principal, interestRate: 10, loanPurpose: "business" });
    // Virginia caps a business loan under $5,000 at 12% and none of $5,000 or more.
    expect(findings("promissory-note", "Virginia", terms, business(4000))).toEqual([
      expect.objectContaining({ message: expect.stringContaining("caps the interest on this loan at 12% a year") }),
    ]);
    expect(findings("promissory-note", "Virginia", terms, business(5000))).toEqual([]);
  });

  it("a deposit in months of rent over the state's cap is warned; one within it is not", () => {
    const over = findings("lease", "Colorado", "The tenant shall pay a security deposit equal to three months' rent.", {
      monthlyRent: 2000,
    });
    expect(over.map((w) => w.message)).toEqual([
      expect.stringContaining("Colorado law caps a security deposit at 2 months' rent"),
    ]);
    expect(
      findings("lease", "Colorado", "The tenant shall pay a security deposit of two months' rent.", {
        monthlyRent: 2000,
      }),
    ).toEqual([]);
    expect(findings("lease", "Texas", "The deposit is three months' rent.", { monthlyRent: 2000 })).toEqual([]);
  });

  it("Pennsylvania: two months' deposit kept for every year is over the second-year cap; for the first year it is not", () => {
    const lease = { monthlyRent: 2000 };
    const kept = "The landlord keeps a security deposit of two months' rent for every year of the tenancy.";
    expect(findings("lease", "Pennsylvania", kept, lease).map((w) => w.message)).toEqual([
      expect.stringContaining("Pennsylvania law caps a security deposit at one month's rent from the second year"),
    ]);
    expect(findings("lease", "Pennsylvania", "The security deposit is two months' rent.", lease)).toEqual([]);
    // No later-year cap in Colorado: the same words are within its two months.
    expect(findings("lease", "Colorado", kept, lease)).toEqual([]);
  });
});

describe("typed late fees in dollars and deposit return periods", () => {
  it("a dollar late fee over the cap for this rent, or over a day's rate where the fee builds up by the day, is warned", () => {
    const iowa = { monthlyRent: 650 };
    expect(
      findings("lease", "Iowa", "Tenant shall pay a late fee of $60 on the first day rent is late.", iowa),
    ).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Iowa law caps a late fee at $100.00 a month") }),
    ]);
    expect(findings("lease", "Iowa", "The late fee is $10 per day, up to $60 a month.", iowa)).toEqual([]);
    expect(findings("lease", "Texas", "Tenant shall pay a late fee of $500.", { monthlyRent: 2000 })).toHaveLength(1);
    expect(findings("lease", "Texas", "Tenant shall pay a late fee of $150.", { monthlyRent: 2000 })).toEqual([]);
    expect(findings("lease", "Florida", "Tenant shall pay a late fee of $500.", { monthlyRent: 2000 })).toEqual([]);
  });

  it("a deposit kept longer than the state allows is warned; the amount in months of rent is not a period", () => {
    const lease = { monthlyRent: 1000 };
    expect(
      findings("lease", "Louisiana", "The landlord may keep the deposit for 90 days after the lease ends.", lease),
    ).toEqual([
      expect.objectContaining({ message: expect.stringContaining("within one month after the tenancy ends") }),
    ]);
    expect(findings("lease", "Louisiana", "The deposit will be returned within two weeks.", lease)).toEqual([]);
    expect(
      findings("lease", "California", "The deposit will be returned within thirty (30) days.", lease),
    ).toHaveLength(1);
    expect(findings("lease", "Colorado", "The landlord will hold a deposit of two months' rent.", lease)).toEqual([]);
  });
});

describe("a typed non-compete period", () => {
  it("longer than the state's limit is warned; within it, or where no statute sets one, is not", () => {
    const employment = { nonCompete: true, salary: 200000 };
    const twoYears = "The employee shall not work for any competitor for two years anywhere.";
    expect(findings("employment", "Washington", twoYears, employment)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Washington law presumes a non-compete longer than 18 months unreasonable"),
      }),
    ]);
    expect(
      findings("employment", "Washington", "The employee shall not work for any competitor for 12 months.", employment),
    ).toEqual([]);
    expect(findings("employment", "Ohio", twoYears, employment)).toEqual([]);
  });
});

describe("typed words that leave a spouse nothing", () => {
  const married = { maritalStatus: "married" };
  it("outside a community-property state the spouse's claim is named, with the state's own remedy", () => {
    const terms = "My spouse shall receive nothing and may claim nothing from my estate.";
    expect(findings("will", "Georgia", terms, married).map((w) => w.message)).toEqual([
      expect.stringContaining("in Georgia a surviving spouse may claim a year's support"),
    ]);
    expect(findings("will", "Ohio", "I intentionally disinherit my husband.", married).map((w) => w.message)).toEqual([
      expect.stringContaining("in Ohio a surviving spouse may claim an elective share"),
    ]);
  });

  it("a community-property state, a former spouse, or a gift to the spouse is not a finding", () => {
    expect(findings("will", "California", "My spouse shall receive nothing.", married)).toEqual([]);
    expect(findings("will", "Ohio", "My former wife shall receive nothing under this will.", married)).toEqual([]);
    expect(findings("will", "Ohio", "My spouse shall receive my car.", married)).toEqual([]);
  });
});

describe("typed words against the will's own residue shares", () => {
  const shares = {
    residuaryBeneficiaries: [
      { name: "Ana Ruiz", share: 70 },
      { name: "Ben Ruiz", share: 30 },
    ],
  };

  it.each([
    "The residue passes in equal shares to everyone named here.",
    "My estate is to be divided equally between my children.",
  ])("70/30 entered, the text says otherwise: %s", (terms) => {
    const found = findings("will", "Texas", terms, shares);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ citation: "this document" });
    expect(found[0]?.message).toContain("the will gives the residue 70% to Ana Ruiz and 30% to Ben Ruiz");
  });

  it("equal shares entered, or none, is no contradiction", () => {
    const even = {
      residuaryBeneficiaries: [
        { name: "Ana Ruiz", share: 50 },
        { name: "Ben Ruiz", share: 50 },
      ],
    };
    expect(findings("will", "Texas", "The residue is divided equally.", even)).toEqual([]);
    expect(findings("will", "Texas", "The residue is divided equally.", { residuaryBeneficiaries: [] })).toEqual([]);
  });
});

describe("typed words that excuse a disclosure or take away the right to end a lease early", () => {
  const lease = { monthlyRent: 1000, securityDeposit: 1000, builtBefore1978: "yes" };

  it("a waived disclosure this lease must come with is warned with its citation; one it need not carry is not", () => {
    expect(
      findings("lease", "District of Columbia", "The Tenant waives the mold disclosure.", lease).map((w) => [
        w.citation,
        w.message,
      ]),
    ).toEqual([
      [
        "D.C. Code § 42-3502.22(b)(1)(K) (definition in § 8-241.01(5))",
        expect.stringContaining(
          "the law requires this lease to come with its Mold page, completed before the Tenant signs",
        ),
      ],
    ]);
    const all = findings("lease", "District of Columbia", "No disclosures are required for this lease.", lease);
    expect(all[0]?.citation).toContain("42 U.S.C. § 4852d");
    expect(all[0]?.citation).toContain("§ 42-3502.22(b)(1B)");
    // A home built in 1978 or later carries no lead form: waiving it is no finding.
    expect(
      findings("lease", "Ohio", "The lead paint pamphlet is waived.", { ...lease, builtBefore1978: "no" }),
    ).toEqual([]);
    expect(findings("lease", "Ohio", "The lead paint pamphlet is waived.", lease)).toHaveLength(1);
    // A notice the lease gives, not one it must come with: no finding.
    expect(findings("lease", "Ohio", "Tenant waives notice to quit.", lease)).toEqual([]);
    expect(findings("lease", "Ohio", "Nothing in this Lease waives a disclosure the law requires.", lease)).toEqual([]);
  });

  it("Texas: waiving the family-violence, stalking or military right to end the lease early is warned", () => {
    const texas = findings(
      "lease",
      "Texas",
      "The Tenant waives any right to terminate this lease early because of family violence or stalking.",
      lease,
    );
    expect(texas.map((w) => w.citation)).toEqual(["Tex. Prop. Code §§ 92.016(f), 92.0161(g), 92.017(g)"]);
    expect(texas[0]?.message).toContain("a lease term cannot take it away");
    expect(
      findings("lease", "Texas", "The Tenant may not end this lease even if the Tenant is deployed.", lease),
    ).toHaveLength(1);
  });

  it("elsewhere a waiver of the servicemember's right is warned under federal law; family violence alone is left to the state", () => {
    expect(
      findings("lease", "Ohio", "Tenant waives all rights under the Servicemembers Civil Relief Act.", lease).map(
        (w) => w.citation,
      ),
    ).toEqual(["50 U.S.C. §§ 3955, 3918 (Servicemembers Civil Relief Act)"]);
    expect(
      findings("lease", "Ohio", "Tenant gives up the right to end this lease early for military orders.", lease),
    ).toHaveLength(1);
    expect(
      findings("lease", "Ohio", "Tenant waives the right to terminate early because of domestic violence.", lease),
    ).toEqual([]);
    // Ending the lease for the landlord's breach is not an early-termination right this rule knows.
    expect(
      findings("lease", "Ohio", "Tenant waives any right to terminate this Lease because of its condition.", lease),
    ).toEqual([]);
    expect(
      findings(
        "lease",
        "Ohio",
        "Nothing in this Lease waives the Tenant's right to end it early on military orders.",
        lease,
      ),
    ).toEqual([]);
  });
});
