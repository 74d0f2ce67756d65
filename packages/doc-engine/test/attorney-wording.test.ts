/** Wording an attorney flagged in issue 8: LLC votes, LLC dissolution, California privacy disclosures. */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate, toText } from "../src/index";
import { request } from "./fixtures";

const clauseText = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text ?? "";

describe("LLC operating agreement", () => {
  const llc = (answers: Record<string, unknown>) =>
    generate(request("llc", { jurisdiction: "Ohio", useAI: false, answers }));

  it("a majority cannot admit members or amend when the members chose unanimity for transfers", () => {
    const doc = llc({ votingThreshold: "majority", transferApproval: "unanimous", dissolutionVote: "majority" });
    const votes = clauseText(doc, "llc.voting.admission-and-amendment");
    expect(votes).toMatch(/admission of a new Member requires the approval of all/i);
    expect(votes).toMatch(/amended only with the approval of all/i);
    expect(clauseText(doc, "llc.voting.major-decisions")).not.toMatch(/admit|amend/);
    expect(clauseText(doc, "llc.admission-of-members.admission")).toMatch(/approval of all/i);
  });

  it("a majority rule stays a majority when every choice is a majority", () => {
    const doc = llc({ votingThreshold: "majority", transferApproval: "majority", dissolutionVote: "majority" });
    expect(clauseText(doc, "llc.voting.admission-and-amendment")).toContain("more than fifty percent");
  });

  it("does not dissolve the company when a member is merely absent", () => {
    const text = toText(llc({}));
    expect(text).not.toContain("absence of any Member");
    expect(text).toContain("ninety consecutive days during which the Company has no Members");
  });
});

describe("privacy policy, California", () => {
  const policy = (state: string, useAI: boolean, answers: Record<string, unknown> = {}) =>
    generate(
      request("privacy-policy", {
        jurisdiction: state,
        useAI,
        answers: { contactEmail: "privacy@example.com", dataCollected: "names and email addresses", ...answers },
      }),
    );

  it("template mode carries the CalOPPA Do Not Track statement and the § 1798.130(a)(5) disclosures", () => {
    const doc = policy("California", false);
    expect(clauseText(doc, "privacy-policy.cookies.do-not-track")).toContain("does not respond to Do Not Track");
    const disclosures = clauseText(doc, "privacy-policy.your-rights.ccpa-disclosures");
    expect(disclosures).toContain("Cal. Civ. Code § 1798.130(a)(5)");
    expect(disclosures).toContain("categories of personal information: names and email addresses");
    expect(disclosures).toContain("have not sold or shared");
    expect(disclosures).toContain("either of two ways: by email at privacy@example.com or by mail at");
    expect(disclosures).toContain("Limit the Use of My Sensitive Personal Information");
  });

  it("an advertising policy discloses the sale or sharing; outside California without the CCPA there are no CCPA disclosures, but Do Not Track is answered", () => {
    const ads = policy("New York", false, { ccpa: true, thirdPartySharing: "advertising" });
    expect(clauseText(ads, "privacy-policy.your-rights.ccpa-disclosures")).toContain("sold or shared identifiers");
    const plain = policy("New York", false);
    expect(clauseText(plain, "privacy-policy.your-rights.ccpa-disclosures")).toBe("");
    // CalOPPA reaches any site with California visitors, wherever the policy's law is.
    expect(clauseText(plain, "privacy-policy.cookies.do-not-track")).toContain("does not respond to Do Not Track");
  });

  it("AI mode does not add a second Do Not Track paragraph", () => {
    for (const state of ["California", "Maryland"]) {
      const text = toText(policy(state, true, { ccpa: true }));
      expect(text.match(/does not respond to Do Not Track/g)).toHaveLength(1);
    }
  });
});
