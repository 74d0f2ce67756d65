/**
 * Every lease state: each disclosure the rule data says a lease must come with is printed in the rendered
 * lease (text, with its title and citation) and named on "Before you sign" with what the landlord must do.
 * Conditions: a deposit brings the deposit notices, a home built before 1978 (or not known) the federal lead
 * disclosure; without them, neither.
 */
import { describe, expect, it } from "vitest";

import { generate, JURISDICTIONS, toText } from "../src/index";
import { FEDERAL_LEASE_DISCLOSURES, LEASE_DISCLOSURES } from "../src/jurisdictions/lease-disclosures";
import type { StateCode } from "../src/jurisdictions/states";
import { request } from "./fixtures";

const DATE = "2026-11-21";
const lease = (jurisdiction: string, answers: Record<string, unknown>) =>
  generate(request("lease", { jurisdiction, date: DATE, answers: { monthlyRent: 1500, ...answers } }));

describe("lease disclosures in every state", () => {
  it.each(JURISDICTIONS.map((j) => [j.name, j.code] as const))("%s", (name, code) => {
    const doc = lease(name, { securityDeposit: 1500, builtBefore1978: "yes" });
    const text = toText(doc);
    const required = [...FEDERAL_LEASE_DISCLOSURES, ...LEASE_DISCLOSURES[code as StateCode]].filter(
      (d) =>
        d.effectiveDate <= DATE &&
        (d.when === undefined || d.when === "deposit" || d.when === "pre-1978" || d.when === "four-or-more-units"),
    );
    expect(required.length).toBeGreaterThan(0);
    for (const d of required) {
      // One the statute places on the first page is a front notice; the others follow the signatures.
      const where = d.print?.firstPage ? doc.notices : doc.execution;
      const block = where.find((b) => b.id === `disclosure-${d.id}`);
      expect(block?.heading, `${name}: ${d.id}`).toBe(d.title);
      expect(block?.citation).toBe(d.citation);
      expect(text).toContain(d.title.toUpperCase());
      // Up to the first fact the lease fills in (the rent, the deposit, the landlord).
      expect(text).toContain(d.paragraphs[0]?.split("⟦")[0]?.slice(0, 60) ?? "");
      const item = doc.checklist.find((i) => i.text.startsWith(`${d.title}:`));
      expect(item?.citation, `${name}: ${d.id} on Before you sign`).toBe(d.citation);
      expect(item?.verified).toBe(d.verified);
    }
  });

  it("a disclosure the statute says to print in bold or at a least size is a boxed bold notice at that size", () => {
    const ct = lease("Connecticut", {}).execution.find((b) => b.id === "disclosure-ct-sprinkler");
    expect(ct?.parts).toEqual([expect.objectContaining({ kind: "notice", points: 12 })]);
    const ny = lease("New York", {}).execution.find((b) => b.id === "disclosure-ny-sprinkler");
    expect(ny?.parts.map((p) => p.kind)).toEqual(["notice"]);
    const plain = lease("Maryland", { securityDeposit: 1500 }).execution.find(
      (b) => b.id === "disclosure-md-deposit-receipt",
    );
    expect(new Set(plain?.parts.map((p) => p.kind))).toEqual(new Set(["text"]));
  });

  it("Virginia's itemized charges begin on the first page, before the lease's first section", () => {
    const doc = lease("Virginia", { monthlyRent: 1800 });
    expect(doc.notices.map((b) => b.id)).toContain("disclosure-va-charges-first-page");
    const text = toText(doc);
    expect(text.indexOf("ITEMIZED CHARGES")).toBeLessThan(text.indexOf("1. PREMISES"));
    expect(text).toContain("Rent due per payment period: $1,800.00");
    expect(doc.warnings.find((w) => w.family === "lease-disclosures")?.message).toContain(
      "Itemized Charges is printed on the first page and the others follow the signatures",
    );
  });

  it("facts the lease states are written into its disclosures; facts it lacks stay blanks to fill in", () => {
    const md = toText(lease("Maryland", { securityDeposit: 1500, monthlyRent: 2000 }));
    expect(md).toContain("Security deposit received: $1,500.00 on ____________.");
    expect(md).toContain(
      "Name and address of the Landlord: Northwind Traders LLC, 100 Market Street, San Francisco, CA 94105",
    );
    const ca = toText(lease("California", { monthlyRent: 2000 }));
    expect(ca).toContain("Gross monthly rent: $2,000.00");
    const unknown = toText(lease("California", { monthlyRent: undefined }));
    expect(unknown).toContain("Gross monthly rent: $____________");
    for (const text of [md, ca, unknown]) expect(text).not.toContain("⟦");
  });

  it("a lease without a deposit in a home built in 1978 or later carries neither the deposit notices nor the lead form", () => {
    const doc = lease("Maryland", { builtBefore1978: "no" });
    const ids = doc.execution.map((b) => b.id);
    expect(ids).not.toContain("disclosure-us-lead-paint");
    expect(ids).not.toContain("disclosure-md-deposit-receipt");
    expect(ids).toContain("disclosure-md-tenants-bill-of-rights");
    expect(lease("Maryland", { builtBefore1978: "unknown" }).execution.map((b) => b.id)).toContain(
      "disclosure-us-lead-paint",
    );
  });

  it("Texas names every early-termination right its leases must mention; Florida asks no fire-protection box since 2013", () => {
    const texas = toText(lease("Texas", {}));
    expect(texas).toContain(
      "certain situations involving family violence, certain sexual offenses or stalking, or a military deployment or transfer",
    );
    expect(texas).toContain("Tex. Prop. Code §§ 92.016(f), 92.0161(g), 92.017(g)");
    const florida = lease("Florida", {});
    expect(florida.execution.map((b) => b.id)).toContain("disclosure-fl-owner-agent");
    expect(toText(florida)).not.toMatch(/fire protection is (not )?available/i);
  });

  it("the data: every entry cited and dated; a verified one has its source and quote", () => {
    const entries = [...FEDERAL_LEASE_DISCLOSURES, ...Object.values(LEASE_DISCLOSURES).flat()];
    expect(new Set(entries.map((d) => d.id)).size).toBe(entries.length);
    for (const d of entries) {
      expect(d.citation, d.id).not.toBe("");
      expect(d.effectiveDate, d.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.paragraphs.length, d.id).toBeGreaterThan(0);
      if (d.verified !== false) {
        expect(d.source?.url, d.id).toMatch(/^https?:\/\//);
        expect(d.source?.quote.length, d.id).toBeGreaterThan(10);
      }
    }
  });
});
