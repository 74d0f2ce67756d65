import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documents, eq } from "@lexforge/db";
import { toMarkdown } from "@lexforge/doc-engine";

import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const WORDING = "Each party shall keep the other's roadmaps in a locked repository.";

describe("clause overrides through the generator", () => {
  it("stores the override in the request, badges it, and keeps it through refine and regenerate with new inputs", async () => {
    const { api } = await t.user({ credits: 5 });
    const request = ndaRequest({ useAI: false });
    const clauseOverrides = { "nda.ownership.property": { text: WORDING, source: "user" as const } };
    const { document } = await api.documents.generate({ ...request, clauseOverrides });
    expect(toMarkdown(document.body)).toContain(`${WORDING} _\\[Edited by you\\]_`);

    const refined = await api.documents.refine({ id: document.id, instruction: "Make it more formal" });
    expect(toMarkdown(refined.document.body)).toContain(WORDING);

    // The edited inputs carry no overrides: the stored ones stay.
    const again = await api.documents.regenerate({ id: document.id, request: { ...request, purpose: "New" } });
    expect(toMarkdown(again.document.body)).toContain(`${WORDING} _\\[Edited by you\\]_`);
  });

  it("answers a protected override with a 400 naming the reason, and stores nothing", async () => {
    const { id, api } = await t.user({ credits: 1 });
    await expect(
      api.documents.generate(
        ndaRequest({ clauseOverrides: { "nda.governing-law.law": { text: "Mars law applies.", source: "ai" } } }),
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("governing law") });
    expect(await t.db.select().from(documents).where(eq(documents.userId, id))).toHaveLength(0);
    expect(await api.credits.balance()).toBe(1);
  });
});
