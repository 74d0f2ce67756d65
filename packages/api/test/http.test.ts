import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import JSZip from "jszip";
import SuperJSON from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appRouter, createTRPCContext } from "../src";
import { DocumentNotFoundError, UpgradeRequiredError } from "../src/services/documents/errors";
import { renderDownload } from "../src/services/documents/render-download";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

/** One request through the same fetch adapter the app mounts at /api/trpc. */
function post(path: string, input: unknown, userId?: string) {
  const req = new Request(`http://localhost/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SuperJSON.serialize(input)),
  });
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: () =>
      createTRPCContext({
        db: t.db,
        session: userId ? { user: { id: userId }, expires: new Date(Date.now() + 60_000).toISOString() } : null,
        appUrl: "http://localhost",
        payments: { production: false },
      }),
  });
}

describe("over HTTP", () => {
  it("answers bad input with 400 and flattened field errors", async () => {
    const { id } = await t.user();
    const res = await post("documents.generate", ndaRequest({ jurisdiction: "Atlantis", purpose: " " }), id);
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { json: { data: { zodError: { fieldErrors: Record<string, string[]> } } } };
    };
    const fieldErrors = body.error.json.data.zodError.fieldErrors;
    expect(fieldErrors.jurisdiction?.[0]).toBe("Choose a US state or the District of Columbia");
    expect(fieldErrors.purpose?.[0]).toBe("This field is required");
  });

  it("answers 402 with reason INSUFFICIENT_CREDITS when credits run out", async () => {
    const { id } = await t.user({ credits: 0 });
    const res = await post("documents.generate", ndaRequest(), id);
    expect(res.status).toBe(402);
    const body = (await res.json()) as { error: { json: { data: { reason: string } } } };
    expect(body.error.json.data.reason).toBe("INSUFFICIENT_CREDITS");
  });

  it("answers 401 without a session", async () => {
    const res = await post("documents.generate", ndaRequest());
    expect(res.status).toBe(401);
  });
});

describe("downloads", () => {
  it("renders the owner's document as docx, pdf and txt and hides it from anyone else", async () => {
    const alice = await t.user({ credits: 2 });
    const bob = await t.user();
    const { document } = await alice.api.documents.generate(ndaRequest());

    const docx = await renderDownload(t.db, { userId: alice.id, id: document.id, format: "docx" });
    expect(docx.filename).toBe("non-disclosure-agreement-acme-robotics-llc-and-jane-doe.docx");
    const xml = await (await JSZip.loadAsync(docx.bytes)).file("word/document.xml")?.async("string");
    expect(xml).toContain("Acme Robotics LLC");
    expect(xml).toContain("Jane Doe");

    const pdf = await renderDownload(t.db, { userId: alice.id, id: document.id, format: "pdf" });
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    const txt = await renderDownload(t.db, { userId: alice.id, id: document.id, format: "txt" });
    expect(new TextDecoder().decode(txt.bytes)).toContain("NON-DISCLOSURE AGREEMENT".slice(0, 3));

    for (const format of ["docx", "pdf", "txt"] as const) {
      await expect(renderDownload(t.db, { userId: bob.id, id: document.id, format })).rejects.toBeInstanceOf(
        DocumentNotFoundError,
      );
    }
  });

  it("asks for an upgrade for Word and PDF once no credit is left, and still serves text", async () => {
    const carol = await t.user({ credits: 1 });
    const { document } = await carol.api.documents.generate(ndaRequest({ useAI: true }));
    expect(await carol.api.credits.balance()).toBe(0);
    for (const format of ["docx", "pdf"] as const) {
      const attempt = renderDownload(t.db, { userId: carol.id, id: document.id, format });
      await expect(attempt).rejects.toBeInstanceOf(UpgradeRequiredError);
      await expect(attempt).rejects.toMatchObject({ reason: "UPGRADE_REQUIRED" });
    }
    const txt = await renderDownload(t.db, { userId: carol.id, id: document.id, format: "txt" });
    expect(new TextDecoder().decode(txt.bytes)).toContain("Acme Robotics LLC");

    const unlimited = await t.user({ credits: -1 });
    const own = await unlimited.api.documents.generate(ndaRequest({ useAI: true }));
    const pdf = await renderDownload(t.db, { userId: unlimited.id, id: own.document.id, format: "pdf" });
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
  });
});
