/**
 * Every way a person's own words enter a document, through the API: Additional Terms at generation, an
 * in-place edit and an added clause in the editor, and a written answer changed by refine. Each unlawful term
 * is kept as written (it is theirs) and warned with the law's citation, on the document and in the save's
 * newWarnings. The model's words on the same paths are refused and cost nothing (ai-refine.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const request = (documentType: "lease" | "employment", extra: Record<string, unknown> = {}) =>
  ndaRequest({
    documentType,
    useAI: false,
    purpose: documentType === "lease" ? "Renting my apartment" : "Hiring an engineer",
    answers: documentType === "lease" ? { monthlyRent: 2000 } : { salary: 90000 },
    ...extra,
  });

type Warning = { family?: string; citation: string; message: string };
const clauseText = (warnings: readonly Warning[]) =>
  warnings.filter((warning) => warning.family === "clause-text").map((w) => `${w.message} (${w.citation})`);

describe("the user's own words are warned with the law's citation, wherever they enter", () => {
  it("Additional Terms at generation", async () => {
    const { api } = await t.user({ credits: 1 });
    const { document } = await api.documents.generate(
      request("lease", { additionalTerms: "The security deposit is non-refundable." }),
    );
    expect(clauseText(document.body.warnings)).toEqual([
      expect.stringMatching(/^Additional Terms says "[^"]*non-refundable[^"]*".*\(Cal\. Civ\. Code § 1950\.5/),
    ]);
  });

  it("an in-place edit of a clause in the editor: free, and the warning comes back with the save", async () => {
    const { api } = await t.user({ credits: 1 });
    const { document } = await api.documents.generate(request("lease"));
    const balance = await api.credits.balance();
    const text = "The Landlord may enter the Premises at any time without notice.";
    const saved = await api.documents.edit({ id: document.id, clauses: { "lease.entry.notice": text } });
    expect(clauseText(saved.newWarnings)).toEqual([expect.stringContaining("(Cal. Civ. Code § 1954)")]);
    expect(JSON.stringify(saved.document.body.sections)).toContain(text);
    expect(saved.credits).toBe(balance);
  });

  it("a clause added in the editor", async () => {
    const { api } = await t.user({ credits: 1 });
    const { document } = await api.documents.generate(request("employment"));
    const saved = await api.documents.edit({
      id: document.id,
      add: [{ sectionId: "additional-terms", heading: "Disputes", text: "The Employee waives any jury trial." }],
    });
    expect(clauseText(saved.newWarnings)).toEqual([
      expect.stringMatching(/^The clause "Disputes" says .*Grafton Partners/),
    ]);
  });

  it("a written answer changed by refine: said before the credit, then kept if the user refines anyway", async () => {
    const { api } = await t.user({ credits: 2 });
    const { document } = await api.documents.generate(request("employment"));
    const balance = await api.credits.balance();
    const instruction = "change the benefits to The Employee waives any jury trial.";
    await expect(api.documents.refine({ id: document.id, instruction })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/^Your answer to "Benefits" says .*Grafton Partners/),
    });
    expect(await api.credits.balance()).toBe(balance);
    expect((await api.documents.get({ id: document.id })).currentVersion).toBe(1);
    const refined = await api.documents.refine({ id: document.id, instruction, acceptWarnings: true });
    expect(refined.credits).toBe(balance - 1);
    expect(clauseText(refined.document.body.warnings)).toEqual([
      expect.stringMatching(/^Your answer to "Benefits" says .*Grafton Partners/),
    ]);
  });
});
