/**
 * The free-text stress set: each unlawful or self-contradicting term, written by a user (Additional Terms, a
 * custom clause) in three states whose rules know it, is warned with its citation and never silent; the same
 * words proposed by a model are refused with the same citation.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType, LegalDocument, StructuredEdit } from "../../src/index";
import { applyEdits, findJurisdiction, generate, textFindings, toText, verifyProposal } from "../../src/index";
import { request } from "../fixtures";

type Case = { rule: string; type: DocumentType; text: string; states: [string, string][] };

/** [state, the citation its warning must carry] */
const CASES: Case[] = [
  {
    rule: "non-refundable-deposit",
    type: "lease",
    text: "The security deposit is non-refundable.",
    states: [
      ["California", "Cal. Civ. Code § 1950.5"],
      ["New York", "N.Y. Gen. Oblig. Law § 7-108"],
      ["Texas", "Tex. Prop. Code § 92.103"],
    ],
  },
  {
    rule: "entry-without-notice",
    type: "lease",
    text: "Landlord may enter the premises at any time without notice.",
    states: [
      ["California", "Cal. Civ. Code § 1954"],
      ["Arizona", "A.R.S. § 33-1343"],
      ["Washington", "RCW 59.18.150"],
    ],
  },
  {
    rule: "self-help-eviction",
    type: "lease",
    text: "If rent is late, Landlord may change the locks and shut off the utilities.",
    states: [
      ["California", "Cal. Civ. Code § 789.3"],
      ["Texas", "Tex. Prop. Code §§ 92.0081, 92.008"],
      ["Florida", "Fla. Stat. § 83.67"],
    ],
  },
  {
    rule: "habitability-waiver",
    type: "lease",
    text: "Tenant waives all claims for repairs and accepts the home as it is.",
    states: [
      ["California", "Cal. Civ. Code § 1942.1"],
      ["New York", "N.Y. Real Prop. Law § 235-b(2)"],
      ["Washington", "RCW 59.18.230"],
    ],
  },
  {
    rule: "jury-waiver",
    type: "lease",
    text: "Tenant waives the right to a jury trial.",
    states: [
      ["California", "Grafton Partners"],
      ["Georgia", "Bank South"],
      ["North Carolina", "§ 22B-10"],
    ],
  },
  {
    rule: "non-compete-where-void",
    type: "employment",
    text: "The Employee agrees not to compete with the Employer for two years after leaving.",
    states: [
      ["California", "Cal. Bus. & Prof. Code"],
      ["North Dakota", "N.D. Cent. Code"],
      ["Oklahoma", "Okla. Stat."],
    ],
  },
  {
    rule: "whistleblower-gag",
    type: "nda",
    text: "The Receiving Party shall never report any of this to a government agency or regulator.",
    states: [
      ["Ohio", "18 U.S.C. § 1833(b)"],
      ["Texas", "18 U.S.C. § 1833(b)"],
      ["Oregon", "18 U.S.C. § 1833(b)"],
    ],
  },
  {
    rule: "other-governing-law",
    type: "lease",
    text: "This lease is governed by the laws of Texas.",
    states: [
      ["California", "this document"],
      ["Ohio", "this document"],
      ["Maine", "this document"],
    ],
  },
  {
    rule: "binding-without-signature",
    type: "nda",
    text: "This agreement is binding whether or not it is signed.",
    states: [
      ["California", "this document"],
      ["Ohio", "this document"],
      ["Vermont", "this document"],
    ],
  },
];

const warnedFor = (doc: LegalDocument, citation: string) =>
  doc.warnings.filter((w) => w.family === "clause-text" && w.citation.includes(citation));

describe("free text a user writes is warned, with its citation", () => {
  for (const { rule, type, text, states } of CASES) {
    for (const [state, citation] of states) {
      it(`${rule} in ${state}: in Additional Terms and in a custom clause`, () => {
        const inTerms = generate(request(type, { jurisdiction: state, additionalTerms: text }));
        expect(warnedFor(inTerms, citation).map((w) => w.message)).toEqual([
          expect.stringContaining(`Additional Terms says "`),
        ]);
        const custom = generate(
          request(type, {
            jurisdiction: state,
            customClauses: [
              { id: "custom.user-term", sectionId: "additional-terms", heading: "House Rule", text, source: "user" },
            ],
          }),
        );
        expect(warnedFor(custom, citation).map((w) => w.message)).toEqual([
          expect.stringContaining(`The clause "House Rule" says "`),
        ]);
        // The user's words stay in the document, as written.
        expect(JSON.stringify(custom.sections)).toContain(text);
      });
    }
  }

  it.each([
    ["employment", "benefits", "The Employee waives any jury trial about these benefits.", "Grafton Partners"],
    [
      "roommate-agreement",
      "chores",
      "The landlord may enter the rooms at any time without notice to check chores.",
      "§ 1954",
    ],
  ] as const)("a written answer of a %s (%s) is warned like Additional Terms", (type, field, text, citation) => {
    const doc = generate(request(type, { jurisdiction: "California", answers: { [field]: text } }));
    expect(warnedFor(doc, citation).map((w) => w.message)).toEqual([expect.stringContaining("Your answer to")]);
  });

  it("a hidden question's answer is not read: it is not used", () => {
    const doc = generate(
      request("employment", {
        jurisdiction: "California",
        answers: { nonCompete: false, nonCompeteParishes: "The Employee waives any jury trial." },
      }),
    );
    expect(warnedFor(doc, "Grafton Partners")).toEqual([]);
  });

  it.each([
    ["non-refundable-deposit", "The security deposit will not be returned under any circumstances."],
    ["non-refundable-deposit", "The Tenant forfeits the deposit when the lease ends."],
    ["entry-without-notice", "The Landlord can come in whenever the Landlord wants."],
    ["entry-without-notice", "Landlord may access the unit at any hour without warning."],
    ["jury-waiver", "The Tenant gives up any right to a trial by jury."],
    ["jury-waiver", "No jury trial shall be available to either party."],
    ["self-help-eviction", "If rent is late, the Landlord may remove the front door and disconnect the electricity."],
    ["self-help-eviction", "The Landlord may padlock the unit if rent is late."],
    ["habitability-waiver", "The Tenant accepts the unit as is and the Landlord has no duty to repair anything."],
    ["other-governing-law", "This lease shall be interpreted under Nevada law."],
    ["binding-without-signature", "This lease takes effect even without signatures."],
  ])("%s said another way is warned too: %s", (rule, text) => {
    const doc = generate(request("lease", { jurisdiction: "California", additionalTerms: text }));
    expect(doc.warnings.filter((w) => w.family === "clause-text").map((w) => w.message)).toEqual([
      expect.stringContaining("Additional Terms says"),
    ]);
    const california = findJurisdiction("California");
    if (!california) throw new Error("no California");
    expect(
      textFindings("lease", california, doc.date, [{ where: "Additional Terms", text }]).map((f) => f.rule),
    ).toEqual([rule]);
  });

  it("a sentence that protects the right is not taken for one that takes it away", () => {
    const nda = generate(
      request("nda", {
        jurisdiction: "California",
        additionalTerms: [
          "This Agreement does not limit the Recipient's right to report a possible violation of law to any government agency.",
          "No prior notice to the Disclosing Party is required to disclose information to a government agency.",
        ].join(" "),
      }),
    );
    expect(nda.warnings.filter((w) => w.family === "clause-text")).toEqual([]);
  });

  it("a contradiction of the document cites the document and no date the law took effect", () => {
    const doc = generate(
      request("lease", { jurisdiction: "Ohio", additionalTerms: "This lease is governed by the laws of Texas." }),
    );
    const [warning] = warnedFor(doc, "this document");
    expect(warning).toBeDefined();
    expect(warning).not.toHaveProperty("effectiveDate");
    const line = toText(doc)
      .split("\n")
      .find((text) => text.includes("(this document"));
    expect(line).toMatch(/\(this document\.\)/);
  });

  it("in a state the tables name no statute for, entry at will, a lockout and no repairs are still warned", () => {
    const doc = generate(
      request("lease", {
        jurisdiction: "Ohio",
        additionalTerms:
          "The Landlord can come in whenever the Landlord wants. If rent is late, the Landlord may padlock the unit. The Landlord has no duty to repair anything.",
      }),
    );
    const warned = doc.warnings.filter((w) => w.family === "clause-text");
    expect(warned.map((w) => w.citation)).toEqual([
      expect.stringContaining("covenant of quiet enjoyment"),
      expect.stringContaining("self-help eviction"),
      expect.stringContaining("warranty of habitability"),
    ]);
    for (const warning of warned) {
      expect(warning.verified).toBe(false);
      expect(warning).not.toHaveProperty("effectiveDate");
    }
  });

  it("courts are placed as an address is read: a city named like a state is not the state", () => {
    const venue = (jurisdiction: string) =>
      generate(
        request("lease", { jurisdiction, additionalTerms: "Disputes go to the courts in Kansas City, Missouri." }),
      ).warnings.filter((w) => w.family === "clause-text");
    expect(venue("Missouri")).toEqual([]);
    expect(venue("Kansas").map((w) => w.message)).toEqual([expect.stringContaining("this text names Missouri")]);
  });

  it("entry without notice in an emergency is lawful everywhere; Utah allows a stated non-refundable part", () => {
    const terms = (jurisdiction: string, additionalTerms: string, date?: string) =>
      generate(request("lease", { jurisdiction, additionalTerms, ...(date ? { date } : {}) })).warnings.filter(
        (w) => w.family === "clause-text",
      );
    expect(terms("Ohio", "In an emergency the Landlord may enter without notice.")).toEqual([]);
    expect(terms("Utah", "The cleaning part of the deposit is non-refundable.")).toEqual([]);
    // The deposit rule as it stood on the lease's date, not only its newest version.
    expect(terms("California", "The security deposit is non-refundable.", "2024-01-15")).toHaveLength(1);
  });

  it("lawful words raise nothing", () => {
    const doc = generate(
      request("lease", {
        jurisdiction: "California",
        additionalTerms: [
          "Landlord may enter with 24 hours' written notice. The security deposit is refundable.",
          "The Landlord shall return the deposit within 21 days and keep it in a separate account until then.",
          "This Lease takes effect when both parties have signed it. Either party may have a jury decide any dispute.",
          "The Tenant shall keep the front door locked and may change the light bulbs.",
          "The Landlord may not enter the Premises without notice, except in an emergency.",
          "The Landlord shall not change the locks or cut off the utilities to make the Tenant leave.",
          "The Tenant does not waive any right to repairs. Nothing in this Lease waives a jury trial.",
        ].join(" "),
      }),
    );
    expect(doc.warnings.filter((w) => w.family === "clause-text")).toEqual([]);
  });
});

describe("the same words from a model are refused", () => {
  for (const { rule, type, text, states } of CASES) {
    const [state, citation] = states[0] ?? ["", ""];
    it(`${rule} in ${state}`, () => {
      const before = generate(request(type, { jurisdiction: state }));
      const edits: StructuredEdit[] = [
        { kind: "add-clause", sectionId: "additional-terms", heading: "House Rule", text, reason: "Asked for." },
      ];
      const result = applyEdits(before, edits);
      if (!result.ok) throw new Error(result.reason);
      const verdict = verifyProposal({ before, after: result.document, edits, instruction: text });
      expect(verdict.ok).toBe(false);
      expect(verdict.ok ? [] : verdict.reasons.join("\n")).toContain(citation);
    });
  }
});
