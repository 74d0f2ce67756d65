import { describe, expect, it } from "vitest";

import {
  DOCUMENT_TYPES,
  PROTECTED_CLAUSES,
  applyEdits,
  generate,
  protectedTopic,
  rewritableClauseIds,
} from "../src/index";
import { request } from "./fixtures";

describe("clauses the model may not reword", () => {
  it.each(DOCUMENT_TYPES)(
    "%s: every entry names a clause the type writes, and none is offered to the model",
    (type) => {
      const document = generate(request(type, {}));
      const ids = document.sections.flatMap((section) => section.clauses.map((clause) => clause.id));
      for (const entry of Object.keys(PROTECTED_CLAUSES[type]))
        expect(
          ids.some((id) => (entry.endsWith(".") ? id.startsWith(entry) : id === entry)),
          entry,
        ).toBe(true);
      const offered = rewritableClauseIds(document);
      expect(offered.length).toBeGreaterThan(5);
      expect(offered.filter((id) => protectedTopic(type, id))).toEqual([]);
    },
  );

  it("refuses a rewrite of the rent, naming what it carries, and leaves the clause to the user", () => {
    const lease = generate(request("lease", { answers: { monthlyRent: 2000 } }));
    const result = applyEdits(lease, [
      {
        kind: "rewrite-clause",
        clauseId: "lease.rent.amount",
        text: "The Tenant shall pay rent of $2,000.00 per month.",
        reason: "Plainer.",
      },
    ]);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("carries money terms") });
    // The user's own edit of the same clause is theirs to make.
    const edited = generate({
      ...lease.request,
      clauseOverrides: { "lease.rent.amount": { text: "The Tenant pays $2,000.00 each month.", source: "user" } },
    });
    expect(edited.sections.flatMap((s) => s.clauses).find((c) => c.id === "lease.rent.amount")?.origin).toBe("user");
  });
});
