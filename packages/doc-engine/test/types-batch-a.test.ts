/**
 * The poa, llc, employment, privacy-policy and cease-desist definitions, tested on hand-built contexts so
 * they do not depend on the engine core: shape (counts, ids, special sections), no placeholders with
 * default and full answers, optional-clause triggers, and schemas that never throw.
 */
import { describe, expect, it } from "vitest";

import type { GenerationContext, TypeDefinition } from "../src/define";
import { formatDate, formatMoney } from "../src/format";
import type { Jurisdiction } from "../src/jurisdictions/types";
import { pickRoles } from "../src/roles";
import type { DocumentRequest } from "../src/model";
import { ceaseDesistDefinition } from "../src/types/cease-desist";
import { employmentDefinition } from "../src/types/employment";
import { llcDefinition } from "../src/types/llc";
import { poaDefinition } from "../src/types/poa";
import { privacyPolicyDefinition } from "../src/types/privacy-policy";

const citation = { citation: "Test Code § 1", effectiveDate: "2020-01-01" };

const fixtureJurisdiction: Jurisdiction = {
  name: "Oregon",
  code: "OR",
  place: "Oregon",
  governingLaw: "the laws of the State of Oregon",
  venue: "the state and federal courts located in the State of Oregon",
  will: { witnesses: 2, notary: false, selfProvingAffidavit: true, holographic: false, ...citation },
  poa: { witnesses: 0, notary: true, statutoryForm: false, ...citation },
  securityDeposit: { maxMonths: null, returnDays: 31, ...citation },
  nonCompete: { status: "restricted", note: "Salary threshold applies.", ...citation },
  privacyLaw: { name: "Oregon Consumer Privacy Act", shortName: "OCPA", ...citation },
  usury: { personal: null, business: null, criminal: null, exemptAbove: null, ...citation },
  lateFee: { percent: null, flat: null, combine: "lesser", graceDays: null, ...citation },
  nonCompeteLimits: null,
  maritalProperty: { community: false, forcedHeirship: false, ...citation },
};

function makeContext(
  definition: TypeDefinition,
  answers: Record<string, unknown> = {},
  request: Partial<DocumentRequest> = {},
): GenerationContext {
  const full: DocumentRequest = {
    documentType: definition.type,
    jurisdiction: fixtureJurisdiction.name,
    parties: {
      party1Name: "Alice Able",
      party1Address: "1 Main St, Portland",
      party2Name: "Bob Baker",
      party2Address: "2 Oak Ave, Salem",
    },
    purpose: "General purpose",
    useAI: false,
    date: "2026-03-04",
    ...request,
  };
  const parsed = definition.answersSchema.parse(answers);
  const roles = pickRoles(definition.roles, parsed);
  return {
    request: full,
    answers: parsed,
    jurisdiction: fixtureJurisdiction,
    labels: [roles.party1.label.toUpperCase(), roles.party2.label.toUpperCase()],
    roles,
    party1: full.parties.party1Name,
    party2: full.parties.party2Name,
    formatDate,
    formatMoney,
  };
}

const FULL_ANSWERS: Record<string, Record<string, unknown>> = {
  poa: {
    agent: "Carol Chen",
    successorAgent: "Dan Diaz",
    powerFinancial: true,
    powerRealEstate: "true",
    powerBanking: false,
    powerTax: true,
    powerBusiness: true,
    powerGifts: true,
    durable: true,
    springing: true,
    springingCondition: "my incapacity certified by two physicians",
    effectiveDate: "2026-04-01",
    compensation: "fixed",
    compensationAmount: "$500",
  },
  llc: {
    companyName: "Able Baker LLC",
    businessPurpose: "operating a bakery",
    members: "Alice Able\nBob Baker\nCarol Chen",
    contributions: "10000\n$5,000\nequipment worth $5,000",
    ownership: "custom",
    percentages: "50/30/20",
    management: "manager-managed",
    managerName: "Alice Able",
    distributions: "quarterly",
    votingThreshold: "two-thirds",
    transferApproval: "majority",
    dissolutionVote: "unanimous",
  },
  employment: {
    jobTitle: "Head Baker",
    startDate: "2026-05-01",
    salary: 85000,
    payFrequency: "semimonthly",
    atWill: false,
    probationMonths: 3,
    noticeDays: 14,
    nonCompete: true,
    nonCompeteMonths: 6,
    benefits: "health insurance; 401(k)",
    ptoDays: 20,
  },
  "privacy-policy": {
    serviceName: "Bakery App",
    websiteUrl: "https://bakery.example",
    dataCollected: "names, emails and order history",
    cookies: true,
    childrenData: true,
    ccpa: true,
    contactEmail: "privacy@bakery.example",
    thirdPartySharing: "advertising",
    retention: "fixed",
    retentionMonths: 18,
  },
  "cease-desist": {
    infringementType: "trademark",
    protectedRight: "the ABLE BAKER trademark",
    conductDescription: "selling bread as Able Bakers",
    deadlineDays: 14,
    demandedActions: "stop using the name\nchange your domain",
  },
};

// Each answer set that flips a branch (so both sides of every condition are exercised at least once).
const VARIANT_ANSWERS: Record<string, Record<string, unknown>[]> = {
  poa: [
    { durable: false, springing: true },
    { powerFinancial: false, powerRealEstate: false, powerBanking: false, powerTax: false },
    { compensation: "reasonable" },
  ],
  llc: [
    { ownership: "contributions", contributions: "3000\n1000" },
    { ownership: "custom", percentages: "70/20" },
    { management: "manager-managed" },
    { members: "Solo Owner" },
  ],
  employment: [
    { atWill: false, probationMonths: 0, noticeDays: 1 },
    { ptoDays: 0, salary: "abc" },
  ],
  "privacy-policy": [
    { cookies: false, thirdPartySharing: "none", contactEmail: "not-an-email" },
    { ccpa: true, thirdPartySharing: "service-providers" },
  ],
  "cease-desist": ["copyright", "defamation", "harassment", "breach-of-contract", "other"].map((infringementType) => ({
    infringementType,
  })),
};

const GARBAGE: Record<string, unknown> = {
  agent: 42,
  successorAgent: null,
  powerGifts: "maybe",
  durable: "yes",
  springing: {},
  effectiveDate: "2026-02-31",
  compensation: "lots",
  compensationAmount: -5,
  members: 7,
  contributions: ["x"],
  ownership: "secret",
  percentages: "[a]/{b}",
  management: true,
  salary: "NaN",
  payFrequency: "hourly",
  atWill: "undefined",
  nonCompeteMonths: "forever",
  ptoDays: 999,
  dataCollected: "null",
  cookies: 3,
  ccpa: "no",
  contactEmail: "{{email}}",
  retentionMonths: -1,
  infringementType: "murder",
  deadlineDays: 0,
  demandedActions: "undefined\n\n",
};

const PLACEHOLDERS = [/undefined/, /NaN/, /\bnull\b/i, /\{\{/, /\[/, /\]/];

const DEFINITIONS: [TypeDefinition, number, [string, string]][] = [
  [poaDefinition, 10, ["Principal", "Agent"]],
  [llcDefinition, 20, ["Member", "Member"]],
  [employmentDefinition, 16, ["Employer", "Employee"]],
  [privacyPolicyDefinition, 12, ["Company", "Service"]],
  [ceaseDesistDefinition, 8, ["Sender", "Recipient"]],
];

function allText(definition: TypeDefinition, ctx: GenerationContext): string[] {
  const sections = definition.sections(ctx);
  return [
    ...definition.recitals(ctx),
    definition.preamble?.(ctx, "4th day of March 2026") ?? "",
    ...sections.flatMap((s) => [s.heading, s.explanation, ...s.clauses.map((c) => c.text)]),
    ...definition.optionalClauses.map((o) => o.text(ctx)),
  ];
}

function checkShape(definition: TypeDefinition, ctx: GenerationContext) {
  const sections = definition.sections(ctx);
  expect(sections).toHaveLength(definition.sectionCount);
  expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  expect(sections[sections.length - 3]?.id).toBe("additional-terms");
  const law = sections.find((s) => s.id === "governing-law");
  // A letter has no governing-law clause (layout.ts); every other shape names the state.
  if (definition.shape === "letter") expect(law).toBeUndefined();
  else expect(law?.clauses.map((c) => c.text).join(" ")).toContain("Oregon");
  const clauseIds = sections.flatMap((s) => s.clauses.map((c) => c.id));
  expect(new Set(clauseIds).size).toBe(clauseIds.length);
  for (const section of sections) {
    expect(section.heading.length).toBeGreaterThan(0);
    expect(section.explanation).toMatch(/^[A-Z].*\.$/);
    expect(section.clauses.length).toBeGreaterThanOrEqual(1);
    expect(section.clauses.length).toBeLessThanOrEqual(4);
    for (const c of section.clauses) {
      // The one agreed exception to <type>.<section>.<slug>: the id the non-compete rules replace.
      if (c.id !== "employment.non-compete") expect(c.id.startsWith(`${definition.type}.${section.id}.`)).toBe(true);
      expect(c.text).toMatch(/[.!?"]$/);
    }
  }
  for (const line of allText(definition, ctx)) {
    for (const pattern of PLACEHOLDERS) expect(line, `${pattern} in: ${line}`).not.toMatch(pattern);
  }
}

describe.each(DEFINITIONS)("$type", (definition, count, labels) => {
  it("declares the spec's title, section count and party labels", () => {
    expect(definition.sectionCount).toBe(count);
    const roles = pickRoles(definition.roles, {});
    expect([roles.party1.label, roles.party2.label]).toEqual(labels);
    expect(definition.title.length).toBeGreaterThan(0);
    const names = definition.questions.map((q) => q.name);
    expect(new Set(names).size).toBe(names.length);
    for (const q of definition.questions) {
      if (q.when) expect(names).toContain(q.when.field);
      if (q.kind === "select") expect(q.options?.length).toBeGreaterThan(1);
    }
  });

  it("builds a complete document with default answers", () => checkShape(definition, makeContext(definition)));

  it("builds a complete document with full answers", () =>
    checkShape(definition, makeContext(definition, FULL_ANSWERS[definition.type] ?? {})));

  it("builds every branch variant", () => {
    for (const variant of VARIANT_ANSWERS[definition.type] ?? [])
      checkShape(definition, makeContext(definition, variant));
  });

  it("survives garbage answers and empty party names", () => {
    checkShape(definition, makeContext(definition, GARBAGE));
    const blank = makeContext(
      definition,
      {},
      { parties: { party1Name: " ", party1Address: "", party2Name: "", party2Address: "" } },
    );
    checkShape(definition, { ...blank, party1: "", party2: "" });
  });

  it("parses {} and non-object input without throwing", () => {
    expect(() => definition.answersSchema.parse({})).not.toThrow();
    for (const input of [null, undefined, "text", 5, [], GARBAGE])
      expect(() => definition.answersSchema.parse(input)).not.toThrow();
  });

  it("re-parsing parsed answers changes nothing (the definitions re-parse ctx.answers)", () => {
    for (const input of [{}, FULL_ANSWERS[definition.type] ?? {}, GARBAGE]) {
      const once = definition.answersSchema.parse(input);
      expect(definition.answersSchema.parse(once)).toEqual(once);
    }
  });

  it("adds no optional clause for a neutral purpose and default answers", () => {
    const ctx = makeContext(definition, {}, { purpose: "General purpose" });
    expect(definition.optionalClauses.filter((o) => o.applies(ctx)).map((o) => o.id)).toEqual([]);
  });

  it.each(definition.optionalClauses.map((o) => [o.id, o] as const))(
    "optional clause %s triggers on its name",
    (_id, optional) => {
      expect(optional.names.length).toBeGreaterThan(0);
      expect(optional.reason).toMatch(/\.$/);
      const sectionIds = definition.sections(makeContext(definition)).map((s) => s.id);
      expect(sectionIds).toContain(optional.sectionId);
      for (const name of optional.names.slice(0, 1)) {
        expect(optional.applies(makeContext(definition, {}, { purpose: `Please include ${name} terms` }))).toBe(true);
        expect(optional.applies(makeContext(definition, {}, { details: `We need ${name.toLowerCase()}.` }))).toBe(true);
      }
    },
  );
});

describe("answers that drive the text", () => {
  it("poa: springing wording appears only when springing", () => {
    const springing = poaDefinition.sections(makeContext(poaDefinition, { springing: true }));
    const text = JSON.stringify(springing);
    expect(text).toContain("becomes effective only upon");
    expect(JSON.stringify(poaDefinition.sections(makeContext(poaDefinition)))).toContain(
      "is effective on March 4, 2026",
    );
  });

  it("employment: the non-compete clause has the agreed id only when requested", () => {
    const ids = (answers: Record<string, unknown>) =>
      employmentDefinition
        .sections(makeContext(employmentDefinition, answers))
        .flatMap((s) => s.clauses.map((c) => c.id));
    expect(ids({ nonCompete: true })).toContain("employment.non-compete");
    expect(ids({})).not.toContain("employment.non-compete");
    const text = JSON.stringify(
      employmentDefinition.sections(makeContext(employmentDefinition, FULL_ANSWERS.employment)),
    );
    expect(text).toContain("$85,000.00");
    expect(text).toContain("For 6 months after employment ends");
  });

  it("llc: percentages follow contributions or custom figures, else equal", () => {
    const pct = (answers: Record<string, unknown>) =>
      llcDefinition.sections(makeContext(llcDefinition, answers)).find((s) => s.id === "ownership-interests")
        ?.clauses[0]?.text;
    const members = (...rows: Record<string, unknown>[]) =>
      rows.map((row, i) => ({ name: ["Alice Able", "Bob Baker"][i], ...row }));
    expect(pct({})).toContain("Alice Able (50%) and Bob Baker (50%)");
    expect(
      pct({ ownership: "contributions", members: members({ contribution: 3000 }, { contribution: 1000 }) }),
    ).toContain("Alice Able (75%) and Bob Baker (25%)");
    expect(pct({ ownership: "custom", members: members({ percent: 60 }, { percent: "40%" }) })).toContain(
      "Alice Able (60%) and Bob Baker (40%)",
    );
    // Requests stored before members were rows: the parties' figures as text still count.
    expect(pct({ ownership: "contributions", contributions: "3000\n1000" })).toContain(
      "Alice Able (75%) and Bob Baker (25%)",
    );
    expect(pct({ ownership: "custom", percentages: "60% / 40%" })).toContain("Alice Able (60%) and Bob Baker (40%)");
  });

  it("cease-desist: deadline date is computed from the letter date", () => {
    const text = JSON.stringify(ceaseDesistDefinition.sections(makeContext(ceaseDesistDefinition)));
    expect(text).toContain("10 days after the date of this letter, that is, by March 14, 2026");
  });

  it("privacy-policy: CCPA and COPPA text follows the answers", () => {
    const text = JSON.stringify(
      privacyPolicyDefinition.sections(makeContext(privacyPolicyDefinition, FULL_ANSWERS["privacy-policy"])),
    );
    expect(text).toContain("California Consumer Privacy Act");
    expect(text).toContain("verifiable parental consent");
    expect(JSON.stringify(privacyPolicyDefinition.sections(makeContext(privacyPolicyDefinition)))).not.toContain(
      "California Consumer Privacy Act",
    );
  });
});
