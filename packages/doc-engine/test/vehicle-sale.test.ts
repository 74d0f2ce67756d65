/**
 * A vehicle's bill of sale states the seller's duties the state sets at the transfer (a notice of sale and
 * its deadline, a notarized title assignment, the plates kept), with a line on "Before you sign"; elsewhere,
 * and for anything but a vehicle, the general clause stands.
 */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate } from "../src/index";
import { SELLER_NOTICE_CLAUSE_ID } from "../src/rules/vehicle-sale";
import { request } from "./fixtures";

const sale = (jurisdiction: string, itemType = "vehicle") =>
  generate(
    request("bill-of-sale", {
      jurisdiction,
      answers: { itemType, itemDescription: "A 2016 Honda Civic", price: 9000, vin: "2HGFC2F59GH512345" },
    }),
  );
const sellerClause = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === SELLER_NOTICE_CLAUSE_ID)?.text ?? "";

describe("the seller's duties at a vehicle's transfer", () => {
  it("California: notice to the DMV within five calendar days, in the bill and on Before you sign", () => {
    const doc = sale("California");
    expect(sellerClause(doc)).toContain("within five calendar days after the sale, notify the California Department");
    expect(sellerClause(doc)).toContain("(Cal. Veh. Code § 5900(a), (b))");
    expect(doc.sections.find((s) => s.id === "registration")?.explanation).toContain(
      "follows California law (Cal. Veh. Code § 5900(a), (b))",
    );
    const line = doc.checklist.find((item) => item.citation === "Cal. Veh. Code § 5900(a), (b)");
    expect(line?.text).toContain("Within five calendar days");
    // Checked against the code as the DMV posts it (figure and date): no "check with a lawyer" on this line.
    expect(line?.verified).not.toBe(false);
  });

  it("Pennsylvania and North Carolina: the title assignment is sworn before a notary", () => {
    expect(sellerClause(sale("Pennsylvania"))).toContain("sworn to before a notary public");
    expect(sellerClause(sale("North Carolina"))).toContain("in the presence of a notary public");
  });

  it("Texas: the transfer notification is optional and protective, and says so", () => {
    expect(sellerClause(sale("Texas"))).toMatch(/^The Seller may file a Vehicle Transfer Notification/);
  });

  it("Georgia and Illinois: the title assigned and delivered at delivery; the plate stays with the seller", () => {
    expect(sellerClause(sale("Georgia"))).toContain("The license plate stays with the Seller");
    expect(sellerClause(sale("Illinois"))).toContain(
      "or to the Secretary of State, and shall remove the license plates",
    );
    for (const state of ["Georgia", "Illinois"])
      expect(sale(state).warnings.find((w) => w.family === "vehicle-sale")?.verified).toBe(false);
  });

  it("a state with nothing in the table, and a boat in California, keep the general clause", () => {
    for (const doc of [sale("Oregon"), sale("California", "boat")]) {
      expect(sellerClause(doc)).toMatch(/^The Seller may notify the state/);
      expect(doc.warnings.some((w) => w.family === "vehicle-sale")).toBe(false);
    }
  });
});
