/** A request the state's law forbids: a 400 that says what to change, no document, no credit spent. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documents, eq, sql } from "@lexforge/db";

import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const noteRequest = (interestRate: number) =>
  ndaRequest({
    documentType: "promissory-note",
    jurisdiction: "New York",
    purpose: "A personal loan between friends",
    answers: { principal: 10000, interestRate },
  });

describe("documents.generate and state law", () => {
  it("30% interest in New York is refused with a 400 naming the statute and the lawful rate; nothing stored or spent", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const error: unknown = await api.documents.generate(noteRequest(30)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    expect((error as Error).message).toContain("N.Y. Penal Law § 190.40");
    expect((error as Error).message).toContain("Lower the interest rate to 16% or less");
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(eq(documents.userId, id));
    expect(row?.n).toBe(0);
    const { credits } = await api.documents.generate(noteRequest(12));
    expect(credits).toBe(0);
  });

  it("18% in New York is generated at the lawful 16%, with the warning stored in the document", async () => {
    const { api } = await t.user({ credits: 1 });
    const { document } = await api.documents.generate(noteRequest(18));
    expect(document.body.warnings).toContainEqual(
      expect.objectContaining({ family: "usury", applied: "16%", field: "interestRate" }),
    );
  });
});
