/**
 * The State rules page's data: every rule the engine holds for a state, read from the rule tables, each with
 * its status told honestly (a copy is not a check) and its source recorded whole where there is one.
 */
import { describe, expect, it } from "vitest";

import { figuresIn, generate, JURISDICTIONS, stateRules, stateRulesPath } from "../src/index";
import { clauseText, request } from "./fixtures";
import { isOfficialSource } from "../src/jurisdictions/official-source";
import { ruleLine } from "../src/render/before-you-sign";
import { ruleAt } from "../src/jurisdictions/rule-at";

const TODAY = "2026-11-26";
const all = JURISDICTIONS.flatMap((j) => stateRules(j.name, TODAY).map((rule) => ({ state: j.name, ...rule })));

describe("state rules", () => {
  it("every state lists its deposit, late-fee, will, power-of-attorney, non-compete and usury rules", () => {
    for (const j of JURISDICTIONS) {
      const topics = stateRules(j.code, TODAY).map((rule) => `${rule.type}:${rule.topic}`);
      for (const topic of [
        "lease:Security deposit",
        "lease:Late fees",
        "will:Signing and witnesses",
        "will:Self-proving affidavit",
        "poa:Signing",
        "employment:Non-compete covenants",
        "promissory-note:Interest rate (usury)",
        "llc:Marital property",
        "will:Signing electronically",
        "lease:Signing electronically",
        "poa:Signing electronically",
      ])
        expect(topics, `${j.name} ${topic}`).toContain(topic);
    }
  });

  it("a status says what was read: a copy has its source, an unchecked rule has none, a checked one is not unverified", () => {
    for (const rule of all) {
      const where = `${rule.state} ${rule.type} ${rule.topic}`;
      if (rule.status === "copy" || rule.status === "official") expect(rule.source, where).toBeDefined();
      if (rule.status === "official") expect(isOfficialSource(rule.source?.url ?? ""), where).toBe(true);
      if (rule.status === "unchecked") expect(rule.source, where).toBeUndefined();
      expect(rule.citation.length, where).toBeGreaterThan(3);
      expect(rule.effectiveDate, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.effectiveDate <= TODAY, `${where}: not yet in force`).toBe(true);
    }
  });

  it("every source names a web address, the day it was read and the operative words", () => {
    for (const { source, state, topic } of all.filter((rule) => rule.source)) {
      expect(source?.url, `${state} ${topic}`).toMatch(/^https?:\/\/[^\s]+$/);
      expect(source?.read, `${state} ${topic}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source?.quote.split(/\s+/).length, `${state} ${topic}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("a rule is shown as checked only with its source, and a checked figure is in the words quoted", () => {
    const unsourced = all.filter((rule) => rule.status === "checked" && !rule.source);
    expect(unsourced.map((rule) => `${rule.state} ${rule.type} ${rule.topic}`)).toEqual([]);
    // A copy is not a check: a case-law site, a firm's summary or a form vendor leaves the rule "copy".
    const unofficial = all.filter((rule) => rule.status === "checked" && !isOfficialSource(rule.source?.url ?? ""));
    expect(unofficial.map((rule) => `${rule.state} ${rule.type} ${rule.topic}: ${rule.source?.url}`)).toEqual([]);
    expect(isOfficialSource("https://leginfo.legislature.ca.gov/faces/codes.xhtml")).toBe(true);
    expect(isOfficialSource("https://casetext.com/statute/x")).toBe(false);
    expect(isOfficialSource("http://www.gencourt.state.nh.us/rsa/html/x.htm")).toBe(true);
    // A .us name is not a state's: elaws.us reprints statutes.
    expect(isOfficialSource("http://wi.elaws.us/statutes/138.05(2)(b)")).toBe(false);
    expect(isOfficialSource("https://github.com/DCCouncil/law-xml-codified/blob/main/us/dc/x.xml")).toBe(true);
    expect(isOfficialSource("https://github.com/someone/law-xml-codified/blob/main/us/dc/x.xml")).toBe(false);
    for (const j of JURISDICTIONS) {
      const deposit = ruleAt(j.securityDeposit, TODAY);
      if (deposit.verified !== false && deposit.source) {
        const figure = deposit.maxMonths ?? deposit.returnDays;
        if (figure !== null) expect(figuresIn(deposit.source.quote), `${j.name} deposit`).toContain(figure);
      }
      const late = ruleAt(j.lateFee, TODAY);
      if (late.verified !== false && late.source && late.percent !== null)
        expect(figuresIn(late.source.quote), `${j.name} late fee`).toContain(late.percent);
      const usury = ruleAt(j.usury, TODAY);
      if (usury.verified !== false && usury.source && usury.personal !== null)
        expect(figuresIn(usury.source.quote), `${j.name} usury`).toContain(usury.personal);
      // Signing rules: the number of witnesses is in the words quoted.
      for (const [name, rule] of [
        ["will", ruleAt(j.will, TODAY)],
        ["power of attorney", ruleAt(j.poa, TODAY)],
      ] as const)
        if (rule.verified !== false && rule.source && rule.witnesses > 0)
          expect(figuresIn(rule.source.quote), `${j.name} ${name}`).toContain(rule.witnesses);
    }
  });

  it("California's deposit cap: one month's rent, read in a copy, and the quoted words carry the figure", () => {
    const deposit = stateRules("California", TODAY).find((rule) => rule.topic === "Security deposit");
    expect(deposit?.rule).toContain("may not exceed 1 month's rent (2 months' for a small landlord)");
    // Marked verified in the data, but read on lexace.ai, not the legislature's site: a copy.
    expect(deposit?.status).toBe("copy");
    expect(deposit?.source?.quote).toContain("one month's rent");
    // The cap in force before AB 12 is what a lease dated then was held to.
    const before = stateRules("California", "2024-06-30").find((rule) => rule.topic === "Security deposit");
    expect(before?.rule).toContain("2 months' rent (3 months' for a furnished home)");
    // That earlier version has no source of its own: not checked, and a lease dated then says "check with a lawyer".
    expect(before?.status).toBe("unchecked");
    const lease = generate(
      request("lease", {
        jurisdiction: "California",
        useAI: false,
        date: "2024-06-30",
        answers: { monthlyRent: 2000, securityDeposit: 7000 },
      }),
    );
    expect(lease.warnings.find((w) => w.family === "security-deposit")?.verified).toBe(false);
  });

  it("the corrections read in the statutes' text or copies of it hold, dated", () => {
    const rule = (state: string, topic: string, date = TODAY) =>
      stateRules(state, date).find((entry) => entry.topic === topic)?.rule ?? "";
    // Colorado (SB 23-184) and Georgia (HB 404) cap deposits at two months' rent; before, neither did.
    expect(rule("Colorado", "Security deposit")).toContain("may not exceed 2 months' rent");
    expect(rule("Colorado", "Security deposit", "2023-01-01")).toContain("No statute caps the security deposit");
    expect(rule("Georgia", "Security deposit")).toContain("may not exceed 2 months' rent");
    // Hawaii sets no grace period; Nevada waits three days before any late fee.
    expect(rule("Hawaii", "Late fees")).not.toContain("None may be charged until");
    expect(rule("Nevada", "Late fees")).toContain("None may be charged until rent is 3 days late");
    // Read on the official pages, with the words that carry the figure.
    for (const [state, topic, words] of [
      ["Missouri", "Security deposit", "two months' rent"],
      ["Kansas", "Security deposit", "one month's periodic rent"],
      ["New York", "Security deposit", "one month's rent"],
      ["North Carolina", "Late fees", "five percent (5%)"],
    ] as const) {
      const entry = stateRules(state, TODAY).find((candidate) => candidate.topic === topic);
      expect(entry?.status, `${state} ${topic}`).toBe("checked");
      expect(entry?.source?.quote).toContain(words);
    }
    expect(stateRules("New York", TODAY).find((entry) => entry.topic === "Security deposit")?.effectiveDate).toBe(
      "2019-07-14",
    );
  });

  it("New Mexico's late fee: five per cent from 2025-06-20 (the reported amendment, unverified), ten before", () => {
    const late = (date: string) => stateRules("New Mexico", date).find((rule) => rule.topic === "Late fees");
    expect(late(TODAY)?.rule).toContain("may not exceed 5% of the monthly rent");
    expect(late(TODAY)?.status).toBe("copy");
    expect(late("2025-06-19")?.rule).toContain("may not exceed 10% of the monthly rent");
    expect(late("2025-06-19")?.status).toBe("official");
  });

  it("Iowa's late fee accrues by the day: the lease charges the day's rate up to the fee agreed", () => {
    const fee = (monthlyRent: number, lateFee: number) =>
      clauseText(
        generate(request("lease", { jurisdiction: "Iowa", useAI: false, answers: { monthlyRent, lateFee } })),
        "lease.late-charges.fee",
      );
    expect(fee(650, 60)).toContain("a late charge of $12.00 for each day the rent remains unpaid, up to $60.00");
    expect(fee(1500, 150)).toContain("a late charge of $20.00 for each day the rent remains unpaid, up to $100.00");
    // A fee within one day's limit is charged as agreed.
    expect(fee(650, 10)).toContain("a late charge of $10.00, which");
    // Elsewhere the fee agreed is one charge.
    const ohio = generate(
      request("lease", { jurisdiction: "Ohio", useAI: false, answers: { monthlyRent: 650, lateFee: 60 } }),
    );
    expect(clauseText(ohio, "lease.late-charges.fee")).toContain("a late charge of $60.00, which");
    expect(stateRules("IA", TODAY).find((rule) => rule.topic === "Late fees")?.rule).toContain(
      "accruing at no more than $20.00 a day ($12.00 where the rent is $700.00 or less)",
    );
  });

  it("North Carolina caps a month-to-month tenancy's deposit at one and one-half months' rent", () => {
    const deposit = (leaseType: string) =>
      generate(
        request("lease", {
          jurisdiction: "North Carolina",
          useAI: false,
          answers: { leaseType, monthlyRent: 1000, securityDeposit: 2000 },
        }),
      ).warnings.find((w) => w.family === "security-deposit")?.message;
    expect(deposit("month-to-month")).toContain("set to $1,500.00");
    expect(deposit("fixed")).toBeUndefined();
    expect(stateRules("NC", TODAY).find((rule) => rule.topic === "Security deposit")?.rule).toContain(
      "(1.5 months' for a month-to-month tenancy)",
    );
  });

  it("Louisiana's deposit comes back within one month, as the statute words it, not 30 days", () => {
    const lease = generate(
      request("lease", { jurisdiction: "Louisiana", useAI: false, answers: { monthlyRent: 1000 } }),
    );
    expect(clauseText(lease, "lease.security-deposit.statutory-limits")).toContain(
      "within one month after the tenancy ends",
    );
    expect(stateRules("LA", TODAY).find((rule) => rule.topic === "Security deposit")?.rule).toContain(
      "within one month after the tenant leaves",
    );
  });

  it("Washington's enacted ban: a covenant signed now is warned it will be void from 2027-06-30", () => {
    const employment = (date: string) =>
      generate(
        request("employment", {
          jurisdiction: "Washington",
          useAI: false,
          date,
          answers: { nonCompete: true, salary: 200000 },
        }),
      ).warnings.filter((w) => w.family === "non-compete");
    const now = employment(TODAY);
    expect(now.map((w) => w.message)).toContainEqual(
      expect.stringContaining(
        "Washington has enacted a law under which, from June 30, 2027: every noncompetition covenant is void",
      ),
    );
    const enacted = now.find((w) => w.message.includes("has enacted"));
    expect(enacted?.verified).toBe(false);
    // A law not yet in force is not printed "in force since" its date.
    expect(enacted && ruleLine(enacted)).not.toContain("in force since");
    // From that date the covenant is replaced, as in any state where it is void.
    expect(employment("2027-07-01").map((w) => w.message)).toEqual([
      expect.stringContaining("Non-compete covenants are void in Washington"),
    ]);
    expect(stateRules("WA", TODAY).find((rule) => rule.topic === "Non-compete covenants")?.rule).toContain(
      "A law already enacted voids every non-compete from June 30, 2027",
    );
  });

  it("a notary the state's law does not itself require is not called the law's", () => {
    const signing = (state: string) =>
      generate(request("poa", { jurisdiction: state, useAI: false }))
        .warnings.filter((w) => w.family === "poa-execution")
        .map((w) => w.message)[0];
    // Massachusetts: § 5-501 asks only a writing with the durability words; Wisconsin: an acknowledged signature is
    // presumed genuine (§ 244.05); California: two witnesses would do (§ 4121).
    expect(signing("Massachusetts")).toMatch(
      /^This power of attorney is acknowledged .*: Massachusetts law sets no signing formality/,
    );
    expect(signing("Wisconsin")).toMatch(
      /Wisconsin law does not require one, but presumes an acknowledged signature genuine/,
    );
    expect(signing("California")).toMatch(/California law would accept two witnesses instead/);
    expect(signing("Florida")).toMatch(/^In Florida this power of attorney must be acknowledged/);
    const page = stateRules("MA", TODAY).find((rule) => rule.family === "poa-execution")?.rule;
    expect(page).toContain("Massachusetts law sets no signing formality for it");
  });

  it("the corrections read on official pages this round hold in the documents", () => {
    const rate = (state: string, principal: number, interestRate: number) =>
      clauseText(
        generate(
          request("promissory-note", {
            jurisdiction: state,
            useAI: false,
            answers: { principal, interestRate, loanPurpose: "business" },
          }),
        ),
        "promissory-note.interest.rate",
      );
    // Virginia exempts only business loans of $5,000 or more (§ 6.2-317); a smaller one keeps the 12% cap.
    expect(rate("Virginia", 4000, 15)).toContain("rate of 12%");
    expect(rate("Virginia", 5000, 15)).toContain("rate of 15%");
    // DC frees a business loan "in excess of $2,500" (§ 28-3301(d)(1)); one of $2,500 keeps the 24% cap.
    expect(rate("District of Columbia", 2500, 30)).toContain("rate of 24%");
    expect(rate("District of Columbia", 2501, 30)).toContain("rate of 30%");
    const exempt = generate(
      request("promissory-note", {
        jurisdiction: "Virginia",
        useAI: false,
        answers: { principal: 5000, interestRate: 15, loanPurpose: "business" },
      }),
    );
    expect(exempt.checklist.map((item) => item.text)).toContain(
      "Virginia does not cap the interest on a business loan of this size agreed in writing.",
    );
    // Nebraska's exemption is for entities or $25,000 or more: a $10,000 business loan is held to 16%.
    expect(rate("Nebraska", 10000, 20)).toContain("rate of 16%");
    // Kentucky ($15,000 or less), North Dakota ($35,000 or less) and New Jersey ($50,000 or less, to a person)
    // cap a small business loan as they cap a personal one.
    expect(rate("Kentucky", 10000, 12)).toContain("rate of 8.5%");
    expect(rate("North Dakota", 20000, 15)).toContain("rate of 9.5%");
    expect(rate("New Jersey", 10000, 20)).toContain("rate of 16%");
    expect(rate("New Jersey", 60000, 20)).toContain("rate of 20%");
    const lease = (state: string, answers: Record<string, unknown>) =>
      generate(request("lease", { jurisdiction: state, useAI: false, answers: { monthlyRent: 2000, ...answers } }));
    // Texas: 10% of the rent in any building (12% only in one of four units or fewer, which the lease does not ask).
    expect(clauseText(lease("Texas", { lateFee: 240 }), "lease.late-charges.fee")).toContain("$200.00");
    // Pennsylvania: two months' rent in the first year, one month's from the second, the excess returned.
    expect(
      clauseText(lease("Pennsylvania", { securityDeposit: 4000 }), "lease.security-deposit.statutory-limits"),
    ).toContain(
      "and from the second year of the tenancy (or of a renewal) one month's rent, the Landlord then returning any excess",
    );
    // Connecticut: one month's rent for a tenant of 62 or older. The lease does not ask, so it says so and warns.
    const connecticut = lease("Connecticut", { securityDeposit: 3000 });
    expect(clauseText(connecticut, "lease.security-deposit.statutory-limits")).toContain(
      "(one month's rent where a Tenant is 62 or older)",
    );
    expect(connecticut.warnings.map((w) => w.message).join(" ")).toContain(
      "If a Tenant is 62 or older, Connecticut law caps the deposits at one month's rent ($2,000.00)",
    );
    // Georgia has no elective share; its spouse claims a year's support.
    const georgia = stateRules("Georgia", TODAY).find((rule) => rule.topic === "Marital property");
    expect(georgia?.rule).toContain("a year's support");
    expect(georgia?.citation).toBe("O.C.G.A. § 53-3-1");
    // Checked on official pages with the dates they state.
    for (const [state, topic, date] of [
      ["Michigan", "Marital property", "2000-04-01"],
      ["Ohio", "Marital property", "2012-01-13"],
      ["Ohio", "Signing and witnesses", "2012-01-13"],
    ] as const) {
      const entry = stateRules(state, TODAY).find((candidate) => candidate.topic === topic);
      expect(entry?.status, `${state} ${topic}`).toBe("checked");
      expect(entry?.effectiveDate, `${state} ${topic}`).toBe(date);
    }
    // Read on an official page whose date or figure is still to confirm: neither "checked" nor "a copy".
    expect(stateRules("Nebraska", TODAY).find((rule) => rule.topic === "Interest rate (usury)")?.status).toBe(
      "official",
    );
  });

  it("usury caps as the statutes set them for a written loan by a lender who is not licensed", () => {
    const usury = (state: string) =>
      stateRules(state, TODAY).find((entry) => entry.topic === "Interest rate (usury)")?.rule ?? "";
    // North Carolina's 8% is the rate where nothing is agreed; a written loan up to $25,000 may carry 16%.
    expect(usury("North Carolina")).toContain("at most 16% a year on a personal loan");
    // Colorado holds a consumer loan by an unlicensed lender to 12%, though 45% is the general cap.
    expect(usury("Colorado")).toContain("at most 12% a year on a personal loan; 45% on a business loan");
    expect(usury("Minnesota")).toContain("8% on a business loan");
    expect(usury("Wisconsin")).not.toContain("exempt from the civil cap");
  });

  it("each type says whether it may be signed electronically, and a privacy policy (not signed) says nothing", () => {
    const signing = stateRules("California", TODAY).filter((rule) => rule.family === "e-signature");
    const byType = Object.fromEntries(signing.map((rule) => [rule.type, rule]));
    expect(byType.will?.rule).toContain("Sign this will on paper");
    expect(byType["child-custody"]?.citation).toBe("15 U.S.C. § 7003(a)(2)");
    expect(byType.poa?.rule).toContain("before a notary public");
    expect(byType.lease?.rule).toContain("may sign this document electronically");
    expect(byType["privacy-policy"]).toBeUndefined();
  });

  it("Vermont wills can be self-proved (14 V.S.A. § 108): the four facts the acknowledgment covers, as enacted", () => {
    const entry = stateRules("Vermont", TODAY).find((rule) => rule.topic === "Self-proving affidavit");
    expect(entry?.citation).toBe("14 V.S.A. § 108");
    expect(entry?.rule).toContain("in the statute's own words");
    const delaware = stateRules("Delaware", TODAY).find((rule) => rule.topic === "Self-proving affidavit");
    expect(delaware?.rule).toContain("the state's own wording is not reproduced");
  });

  it("rules not yet in force are left out; an unknown state has none", () => {
    const before = stateRules("Michigan", "2024-06-30").map((rule) => rule.citation);
    expect(before).not.toContain("MCL 556.213(2)");
    expect(stateRules("Atlantis", TODAY)).toEqual([]);
  });

  it("the page's address for a state, a type and a family", () => {
    expect(stateRulesPath("California")).toBe("/state-rules/california");
    expect(stateRulesPath("District of Columbia", "lease", "security-deposit")).toBe(
      "/state-rules/district-of-columbia#lease-security-deposit",
    );
  });
});
