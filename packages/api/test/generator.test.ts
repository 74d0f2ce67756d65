import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { creditBalances, creditLedger, documents, documentVersions, eq, sql } from "@lexforge/db";
import { toMarkdown } from "@lexforge/doc-engine";

import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum, ndaRequest } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function countDocuments(userId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

describe("parties by role", () => {
  it("catalogue.questions gives the form its role labels and help, with the set chosen by an answer", async () => {
    const lease = await t.caller().catalogue.questions({ type: "lease" });
    expect(lease.roles.at(-1)?.party1).toMatchObject({ label: "Landlord", nameLabel: "Landlord name", signs: true });
    const will = await t.caller().catalogue.questions({ type: "will" });
    expect(will.roles.at(-1)?.party2).toMatchObject({ label: "Executor", signs: false, mayBeEntity: false });
    const nda = await t.caller().catalogue.questions({ type: "nda" });
    expect(nda.roles[0]?.when).toEqual({ field: "mutual", equals: true });
  });

  it("stores a company party and prints its By / Name / Title lines", async () => {
    const { api } = await t.user({ credits: 1 });
    const { document } = await api.documents.generate(
      ndaRequest({
        useAI: false,
        parties: {
          ...ndaRequest().parties,
          party1Entity: { signerName: "Dana Ruiz", signerTitle: "Chief Executive Officer" },
        },
      }),
    );
    expect(toMarkdown(document.body)).toContain("**DISCLOSING PARTY**\n\n**Acme Robotics LLC**\n\nBy: ______");
    expect(toMarkdown(document.body)).toContain("Name: Dana Ruiz\n\nTitle: Chief Executive Officer");
    expect(document.inputs.parties.party1Entity).toEqual({
      signerName: "Dana Ruiz",
      signerTitle: "Chief Executive Officer",
    });
  });

  it("rejects a malformed company signer with a 400, storing nothing", async () => {
    const { id, api } = await t.user({ credits: 1 });
    await expect(
      api.documents.generate(
        ndaRequest({ parties: { ...ndaRequest().parties, party2Entity: { signerTitle: "x".repeat(500) } } }),
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await countDocuments(id)).toBe(0);
  });
});

describe("documents.generate", () => {
  it("stores the document and version 1 and spends one credit in AI mode", async () => {
    const { id, api } = await t.user({ credits: 1 });
    const { document, credits } = await api.documents.generate(ndaRequest());
    expect(credits).toBe(0);
    expect(toMarkdown(document.body)).toContain("Acme Robotics LLC");
    expect(toMarkdown(document.body)).toContain("Jane Doe");
    expect(toMarkdown(document.body)).toContain("California");
    const versions = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, document.id));
    expect(versions.map((v) => v.version)).toEqual([1]);
    expect(await api.credits.balance()).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });

  it("is free in template mode", async () => {
    const { api } = await t.user({ credits: 0 });
    const { credits } = await api.documents.generate(ndaRequest({ useAI: false }));
    expect(credits).toBe(0);
  });

  it("refuses with PAYMENT_REQUIRED / INSUFFICIENT_CREDITS at 0 credits and writes nothing", async () => {
    const { id, api } = await t.user({ credits: 0 });
    const error = await api.documents.generate(ndaRequest()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "PAYMENT_REQUIRED" });
    expect(await countDocuments(id)).toBe(0);
  });

  it("spends atomically: 50 concurrent generations on 3 credits make exactly 3 documents", async () => {
    const { id, api } = await t.user({ credits: 3 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => api.documents.generate(ndaRequest())));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter(
      (r) => r.status === "rejected" && (r.reason as { code?: string }).code === "PAYMENT_REQUIRED",
    );
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(await countDocuments(id)).toBe(3);
    const [balance] = await t.db.select().from(creditBalances).where(eq(creditBalances.userId, id));
    expect(balance?.amount).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });

  it("a user without a balance row gets the default credit: 5 concurrent AI generations make exactly one document", async () => {
    const { id, api } = await t.user({ credits: 1 });
    await t.db.delete(creditBalances).where(eq(creditBalances.userId, id));
    await t.db.delete(creditLedger).where(eq(creditLedger.userId, id));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.documents.generate(ndaRequest())));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await countDocuments(id)).toBe(1);
    expect(await api.credits.balance()).toBe(0);
    expect(await ledgerSum(t.db, id)).toBe(0);
  });

  it("answers with the same document fields a read of it gives, in AI and template mode", async () => {
    const { api } = await t.user({ credits: 2 });
    for (const useAI of [true, false]) {
      const { document } = await api.documents.generate(ndaRequest({ useAI }));
      const read = await api.documents.get({ id: document.id });
      expect(document).toEqual(read);
      expect(document.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(document.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("never changes an unlimited balance", async () => {
    const { api } = await t.user({ credits: -1 });
    await Promise.all(Array.from({ length: 10 }, () => api.documents.generate(ndaRequest())));
    expect(await api.credits.balance()).toBe(-1);
  });
});

describe("ownership", () => {
  it("answers NOT_FOUND to another user for every document procedure", async () => {
    const alice = await t.user({ credits: 5 });
    const bob = await t.user({ credits: 5 });
    const { document } = await alice.api.documents.generate(ndaRequest());
    const attempts = [
      () => bob.api.documents.get({ id: document.id }),
      () => bob.api.documents.refine({ id: document.id, instruction: "make it more formal" }),
      () => bob.api.documents.regenerate({ id: document.id }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await bob.api.documents.list({})).rows.map((d) => d.id)).not.toContain(document.id);
    expect(await bob.api.credits.balance()).toBe(5);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.currentVersion).toBe(1);
  });

  it("requires a session", async () => {
    await expect(t.caller().documents.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("bad input", () => {
  const huge = "x".repeat(10 * 1024 * 1024);
  const cases: [string, Record<string, unknown>, string][] = [
    ["blank first party name", { parties: { ...ndaRequest().parties, party1Name: "   " } }, "parties"],
    ["unknown jurisdiction", { jurisdiction: "Atlantis" }, "jurisdiction"],
    ["unknown type", { documentType: "treaty" }, "documentType"],
    ["10 MB purpose", { purpose: huge }, "purpose"],
    ["10 MB details", { details: huge }, "details"],
    ["blank purpose", { purpose: "" }, "purpose"],
  ];

  it.each(cases)("%s → BAD_REQUEST with field errors, nothing written", async (_name, override, field) => {
    const { id, api } = await t.user({ credits: 3 });
    const error = await api.documents.generate(ndaRequest(override) as never).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const zodError = (error as { cause?: { issues?: { path: PropertyKey[] }[] } }).cause;
    expect(zodError?.issues?.some((issue) => issue.path[0] === field)).toBe(true);
    expect(await countDocuments(id)).toBe(0);
    expect(await api.credits.balance()).toBe(3);
  });
});
