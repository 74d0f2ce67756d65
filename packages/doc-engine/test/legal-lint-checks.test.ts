/** Each lint check fails on the fault it looks for, and names where it is: the lint is not a check that cannot fail. */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate, toText } from "../src/index";
import { beforeYouSignCheck } from "./legal-lint/checks/before-you-sign";
import { contradictoryAmountsCheck } from "./legal-lint/checks/contradictory-amounts";
import { executionCheck } from "./legal-lint/checks/execution";
import { jurisdictionStyleCheck } from "./legal-lint/checks/jurisdiction-style";
import { partyLabelsCheck } from "./legal-lint/checks/party-labels";
import { ruleWarningsInTextCheck } from "./legal-lint/checks/rule-warnings-in-text";
import { signaturePartiesCheck } from "./legal-lint/checks/signature-parties";
import { spellingCheck } from "./legal-lint/checks/spelling";
import type { LintCase, LintCheck } from "./legal-lint/lint";
import { lintRequest } from "./legal-lint/requests";

const lintCase = (doc: LegalDocument, text = toText(doc)): LintCase => ({
  type: doc.type,
  state: doc.jurisdiction.name,
  mode: "template",
  doc,
  text,
});
const run = (check: LintCheck, doc: LegalDocument, text?: string) => check.run(lintCase(doc, text));

/** The document with one clause's text replaced. */
function withClause(doc: LegalDocument, section: number, clause: number, text: string): LegalDocument {
  return {
    ...doc,
    sections: doc.sections.map((s, i) =>
      i === section ? { ...s, clauses: s.clauses.map((c, j) => (j === clause ? { ...c, text } : c)) } : s,
    ),
  };
}

describe("lint checks catch what they look for", () => {
  const lease = generate(lintRequest("lease", "Virginia", false));

  it("spelling: a broken plural, a doubled word, naming the clause", () => {
    const bad = withClause(lease, 1, 0, "Signed before 2 witnesss and the the Tenant.");
    expect(run(spellingCheck, bad)).toEqual(
      expect.arrayContaining([
        { where: `2.1 ${lease.sections[1]?.clauses[0]?.id}`, problem: 'broken plural "witnesss"' },
        { where: `2.1 ${lease.sections[1]?.clauses[0]?.id}`, problem: 'doubled word "the the"' },
      ]),
    );
  });

  it("jurisdiction style: a Commonwealth called a State, and District of Columbia without 'the'", () => {
    const bad = withClause(
      lease,
      0,
      0,
      "Governed by the laws of the State of Virginia and heard in District of Columbia.",
    );
    expect(run(jurisdictionStyleCheck, bad).map((f) => f.problem)).toEqual([
      '"in District of Columbia" needs "the" before "District of Columbia"',
      '"State of Virginia": this jurisdiction is a Commonwealth',
    ]);
  });

  it("party labels: a generic label in a clause, and a caption that is not a role", () => {
    const bad = withClause(lease, 2, 0, "The First Party shall pay the rent.");
    expect(run(partyLabelsCheck, bad)).toContainEqual({
      where: `3.1 ${lease.sections[2]?.clauses[0]?.id}`,
      problem: 'generic party label "First Party"',
    });
    const relabelled: LegalDocument = {
      ...lease,
      execution: lease.execution.map((block) => ({
        ...block,
        parts: block.parts.map((p) =>
          p.kind === "signature" ? { ...p, line: { ...p.line, role: "FIRST PARTY" } } : p,
        ),
      })),
    };
    expect(run(partyLabelsCheck, relabelled).map((f) => f.problem)).toContain(
      'signature caption "FIRST PARTY" is not one of the type\'s roles',
    );
  });

  it("signature parties: a company that signs without By / Name / Title", () => {
    const company = generate({
      ...lintRequest("lease", "Ohio", false),
      parties: { ...lintRequest("lease", "Ohio", false).parties, party1Entity: { signerName: "Dana Ruiz" } },
    });
    expect(run(signaturePartiesCheck, company)).toEqual([]);
    const stripped: LegalDocument = {
      ...company,
      execution: company.execution.map((block) => ({
        ...block,
        parts: block.parts.map((p) => (p.kind === "signature" ? { ...p, line: { ...p.line, entity: undefined } } : p)),
      })),
    };
    expect(run(signaturePartiesCheck, stripped)).toEqual([
      {
        where: "signature block",
        problem: 'Harbor View Properties LLC signs as a company but has no "By: / Name: / Title:" lines',
      },
    ]);
  });

  it("execution: a will without its attestation or affidavit, a notarial testament without page signatures", () => {
    const will = generate(lintRequest("will", "Texas", false));
    expect(run(executionCheck, will)).toEqual([]);
    const bare = { ...will, execution: will.execution.filter((b) => b.id === "signatures") };
    expect(run(executionCheck, bare).map((f) => f.problem)).toEqual(
      expect.arrayContaining([
        "no witness attestation clause",
        "0 witness lines; Texas requires 2",
        "no self-proving affidavit (Tex. Est. Code § 251.104(e))",
      ]),
    );
    const louisiana = generate(lintRequest("will", "Louisiana", false));
    const { pageFooter: _footer, ...unsigned } = louisiana;
    expect(run(executionCheck, unsigned)).toEqual([
      { where: "page footer", problem: "no testator's signature line on every page" },
    ]);
    const poa = generate(lintRequest("poa", "New York", false));
    expect(run(executionCheck, { ...poa, notices: [] }).map((f) => f.problem)).toContain(
      "no statutory notice (N.Y. Gen. Oblig. Law §§ 5-1501B, 5-1513)",
    );
  });

  it("before you sign: a rule warning the printed document leaves out", () => {
    const will = generate(lintRequest("will", "Texas", false));
    expect(run(beforeYouSignCheck, will)).toEqual([]);
    const text = toText(will).replace(will.warnings[0]?.message ?? "", "");
    expect(run(beforeYouSignCheck, will, text)).toEqual([
      { where: "warning (will-execution)", problem: expect.stringContaining("is not printed with its citation") },
    ]);
  });

  /** The [section, clause] index of a clause id, and its "n.m id" location. */
  const locate = (doc: LegalDocument, id: string): [number, number, string] => {
    const s = doc.sections.findIndex((section) => section.clauses.some((c) => c.id === id));
    const c = doc.sections[s]?.clauses.findIndex((clause) => clause.id === id) ?? -1;
    return [s, c, `${s + 1}.${c + 1} ${id}`];
  };

  it("contradictory amounts: a deposit above the cap the lease states, and a term stated twice", () => {
    expect(run(contradictoryAmountsCheck, lease)).toEqual([]);
    const [s, c, where] = locate(lease, "lease.security-deposit.amount");
    const above = withClause(
      lease,
      s,
      c,
      "On signing this Lease, the Tenant shall pay a security deposit of $5,000.00.",
    );
    expect(run(contradictoryAmountsCheck, above)).toEqual([
      {
        where: `${where} against ${locate(lease, "lease.security-deposit.statutory-limits")[2]}`,
        problem: "$5,000.00 exceeds the cap of $3,700.00 the document states",
      },
    ]);
    const [ls, lc, lateWhere] = locate(lease, "lease.late-charges.returned");
    const twice = withClause(lease, ls, lc, "The Tenant shall also pay a late charge of $75.00.");
    expect(run(contradictoryAmountsCheck, twice)).toContainEqual({
      where: `${locate(lease, "lease.late-charges.fee")[2]} and ${lateWhere}`,
      problem: "the late charge is stated as $50.00 and $75.00",
    });
  });

  it("rule warnings in the text: a lowered deposit the clause does not state, a replaced non-compete still there", () => {
    const stressed = generate(lintRequest("lease", "New York", false, "stress"));
    expect(run(ruleWarningsInTextCheck, stressed)).toEqual([]);
    const [s, c] = locate(stressed, "lease.security-deposit.amount");
    const ignored = withClause(
      stressed,
      s,
      c,
      "On signing this Lease, the Tenant shall pay a security deposit of $5,550.00.",
    );
    expect(run(ruleWarningsInTextCheck, ignored)).toContainEqual({
      where: "warning (security-deposit, securityDeposit)",
      problem: expect.stringContaining("no clause states the lawful $1,350.00 with its citation"),
    });
    const job = generate(lintRequest("employment", "District of Columbia", false, "stress"));
    expect(run(ruleWarningsInTextCheck, job)).toEqual([]);
    const [js, jc, where] = locate(job, "employment.non-compete");
    const kept = withClause(job, js, jc, "For 36 months the Employee shall not perform services for a competitor.");
    expect(run(ruleWarningsInTextCheck, kept)).toEqual([
      { where, problem: "the warning says the non-compete was replaced, but it is still there" },
    ]);
  });
});
