import { describe, expect, it } from "vitest";

import {
  applyTone,
  CATALOGUE,
  CATEGORIES,
  DOCUMENT_TYPES,
  formatMoney,
  generatorTitle,
  getTypeDefinition,
  getTypeMetadata,
  JURISDICTION_NAMES,
  JURISDICTIONS,
  LANDING_TYPES,
  ordinalDate,
  pageDescription,
  pageTitle,
  REGISTRY,
} from "../src/index";

describe("catalogue", () => {
  it("has the twelve spec entries in order with their categories, times and popular flags", () => {
    expect(CATALOGUE.map((e) => [e.title, e.category, e.timeEstimate, e.popular])).toEqual([
      ["Non-Disclosure Agreement", "Business", "5-10 min", true],
      ["Lease Agreement", "Real Estate", "10-15 min", true],
      ["Last Will & Testament", "Personal", "15-20 min", false],
      ["Power of Attorney", "Personal", "10-15 min", false],
      ["LLC Operating Agreement", "Business", "20-30 min", false],
      ["Employment Contract", "Employment", "15-20 min", false],
      ["Privacy Policy", "Digital", "10-15 min", false],
      ["Cease and Desist Letter", "Legal Letters", "5-10 min", false],
      ["Promissory Note", "Business", "5-10 min", false],
      ["Bill of Sale", "Business", "5-10 min", false],
      ["Roommate Agreement", "Real Estate", "10-15 min", false],
      ["Child Custody Agreement", "Family", "20-30 min", false],
    ]);
    expect(CATALOGUE.map((e) => e.path)).toEqual(DOCUMENT_TYPES.map((t) => `/documents/${t}`));
    for (const e of CATALOGUE) expect(e.tags.length).toBeGreaterThan(2);
    expect(CATEGORIES).toEqual([
      "All Documents",
      "Business",
      "Real Estate",
      "Personal",
      "Employment",
      "Digital",
      "Family",
      "Legal Letters",
    ]);
    expect(LANDING_TYPES).toEqual([
      "nda",
      "lease",
      "will",
      "poa",
      "llc",
      "employment",
      "privacy-policy",
      "cease-desist",
    ]);
  });

  it("titles: the catalogue's, and 'Legal Document' for an unknown type", () => {
    expect(generatorTitle("nda")).toBe("Non-Disclosure Agreement");
    expect(generatorTitle("will")).toBe("Last Will and Testament");
    expect(generatorTitle("employment")).toBe("Employment Agreement");
    expect(generatorTitle("child-custody")).toBe("Child Custody Agreement");
    expect(generatorTitle("something-else")).toBe("Legal Document");
    expect(pageTitle("nda")).toBe("NDA Generator");
    expect(pageTitle("llc")).toBe("LLC Generator");
    // The tab says what the heading says.
    expect(pageTitle("poa")).toBe("Power of Attorney Generator");
    expect(pageTitle("cease-desist")).toBe("Cease and Desist Letter Generator");
    expect(pageTitle("child-custody")).toBe("Child Custody Agreement Generator");
    expect(pageTitle("employment")).toBe("Employment Agreement Generator");
    expect(pageTitle("bill-of-sale")).toBe("Bill of Sale Generator");
    expect(pageTitle("bogus-type")).toBe("Bogus Type Generator");
    expect(pageDescription("llc")).toMatch(/^Create an LLC Operating Agreement /);
    expect(pageDescription("employment")).toMatch(/^Create an Employment Agreement /);
    expect(pageDescription("poa")).toMatch(/^Create a Power of Attorney /);
    for (const t of DOCUMENT_TYPES) expect(pageDescription(t)).not.toMatch(/\ba [AEIOU]|\ba (LLC|NDA)/);
    expect(pageTitle("privacy-policy")).toBe("Privacy Policy Generator");
    expect(pageDescription("nda")).not.toBe(pageDescription("poa"));
    for (const t of DOCUMENT_TYPES) expect(REGISTRY[t].title).toBe(generatorTitle(t));
  });

  it("exposes per-type questions as plain data", () => {
    for (const t of DOCUMENT_TYPES) {
      const meta = getTypeMetadata(t);
      expect(meta?.questions.length).toBeGreaterThan(0);
      // Every type asks at least one conditional question (see conditional-questions.test.ts for their effect).
      expect(
        meta?.questions.some((q) => q.when !== undefined),
        t,
      ).toBe(true);
      expect(JSON.parse(JSON.stringify(meta))).toEqual(meta);
    }
    expect(getTypeDefinition("nope")).toBeUndefined();
  });

  it("jurisdiction names match the jurisdiction data", () => {
    expect([...JURISDICTION_NAMES]).toEqual(JURISDICTIONS.map((j) => j.name));
  });
});

describe("formatting and tone", () => {
  it("formats dates and money without Intl", () => {
    expect(ordinalDate("2026-11-21")).toBe("21st day of November 2026");
    expect(ordinalDate("2026-03-02")).toBe("2nd day of March 2026");
    expect(ordinalDate("2026-03-13")).toBe("13th day of March 2026");
    expect(formatMoney(1250)).toBe("$1,250.00");
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(() => formatMoney(Number.NaN)).toThrow();
  });

  it("rewrites tone outside protected names", () => {
    expect(applyTone("Before Corp must pay before the end.", "formal", ["Before Corp"])).toBe(
      "Before Corp shall pay prior to the end.",
    );
    expect(applyTone("The Tenant shall not, prior to the date, act pursuant to this Lease.", "plain", [])).toBe(
      "The Tenant must not, before the date, act under this Lease.",
    );
    expect(applyTone("In the event that it rains", "plain", [])).toBe("If it rains");
  });
});
