/**
 * New York reads a lease's occupancy limit as allowing the tenant's family and one more occupant (RPL § 235-f):
 * the lease states that right beside its limit and guest rule, and elsewhere the clause is absent.
 */
import { expect, it } from "vitest";

import { generate } from "../src/index";
import { OCCUPANCY_RIGHTS_CLAUSE_ID } from "../src/rules/lease-occupancy";
import { request } from "./fixtures";

const lease = (jurisdiction: string) =>
  generate(request("lease", { jurisdiction, answers: { monthlyRent: 2400, maxOccupants: 2 } }));
const section = (doc: ReturnType<typeof lease>) => doc.sections.find((s) => s.id === "use-and-occupancy");

it("a New York lease with an occupant limit states the § 235-f right in the same section", () => {
  const doc = lease("New York");
  const clauses = section(doc)?.clauses ?? [];
  expect(clauses.map((c) => c.text).join(" ")).toContain("for no more than 2 occupants in total");
  const right = clauses.find((c) => c.id === OCCUPANCY_RIGHTS_CLAUSE_ID)?.text ?? "";
  expect(right).toContain("Nothing in this Lease limits the occupancy that New York Real Property Law § 235-f permits");
  expect(right).toContain("one additional occupant and that occupant's dependent children");
  expect(section(doc)?.explanation).toContain("as New York Real Property Law § 235-f allows");
  expect(doc.warnings).toContainEqual(
    expect.objectContaining({
      family: "lease-occupancy",
      citation: "N.Y. Real Prop. Law § 235-f(2)–(5)",
      verified: false,
    }),
  );
});

it("a lease in a state without such a law has no such clause", () => {
  const doc = lease("New Jersey");
  expect(section(doc)?.clauses.some((c) => c.id === OCCUPANCY_RIGHTS_CLAUSE_ID)).toBe(false);
  expect(doc.warnings.some((w) => w.family === "lease-occupancy")).toBe(false);
});
