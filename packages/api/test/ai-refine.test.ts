/**
 * "Refine with AI" end to end through the routers, against the OpenAI-compatible stand-in over real HTTP:
 * routing (engine first, then the model), verified clause proposals, accept / reject, credits spent only
 * on acceptance, ai_calls rows for every call, the daily cap under concurrency, and every failure mode.
 */
import JSZip from "jszip";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";

import type { AiConfig } from "@lexforge/ai";
import { aiConfigFrom, createAiModel } from "@lexforge/ai";
import type { StandIn } from "@lexforge/ai/stand-in";
import { startStandIn } from "@lexforge/ai/stand-in";
import { aiCalls, aiProposals, documentVersions, eq } from "@lexforge/db";
import { toMarkdown } from "@lexforge/doc-engine";

import { resultOf } from "../src/services/ai/stream-progress";
import { renderDownload } from "../src/services/documents/render-download";
import type { AiSettings } from "../src";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum } from "./support/api";

const CAT = "The Tenant may keep one cat at the Premises, provided the cat causes no damage beyond normal wear.";
const catEdit = {
  kind: "rewrite-clause",
  clauseId: "lease.pets.policy",
  text: CAT,
  reason: "The tenant may keep one cat.",
};
const HOME = "The Employer shall reimburse the reasonable cost of a home office chair and desk, on receipts.";
const homeEdit = {
  kind: "add-clause",
  sectionId: "additional-terms",
  heading: "Home Office",
  text: HOME,
  reason: "You asked for a clause about a home office.",
};

const leaseRequest = (type: "lease" | "employment" = "lease") => ({
  documentType: type,
  jurisdiction: "California",
  parties: {
    party1Name: "Harbor View Properties LLC",
    party1Address: "400 Bay Street, Oakland, CA 94607",
    party2Name: "Priya Raman",
    party2Address: "12 Elm Court, Oakland, CA 94607",
  },
  purpose: type === "lease" ? "Residential rental of an apartment" : "Hiring a software engineer",
  useAI: false,
  answers: (type === "lease" ? { monthlyRent: 2000 } : { jobTitle: "Software Engineer" }) as Record<
    string,
    string | number
  >,
});

let standIn: StandIn;
let t: TestApi;
let offline: TestApi;
let config: AiConfig;
/** Shared by every call's context: a test may swap the model (a short timeout) for its own run. */
const settings: AiSettings = { dailyCap: 10 };
beforeAll(async () => {
  standIn = await startStandIn();
  config = aiConfigFrom({ AI_BASE_URL: standIn.url, AI_MODEL: "stand-in-1", AI_TIMEOUT_MS: 30_000 }) as AiConfig;
  settings.model = createAiModel(config);
  t = await createTestApi(undefined, settings);
  offline = await createTestApi();
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await standIn.close();
});
beforeEach(() => standIn.reset());

async function userWithLease(credits = 3, type: "lease" | "employment" = "lease", api = t) {
  const user = await api.user({ credits });
  const { document } = await user.api.documents.generate(leaseRequest(type));
  return { ...user, documentId: document.id };
}

type Caller = Awaited<ReturnType<TestApi["user"]>>["api"];
/** The proposal at the end of the streamed progress (or the error the stream ended with). */
const propose = (api: Caller, input: { id: string; instruction: string }) => resultOf(api.ai.proposeRefinement(input));

const callsOf = (userId: string) => t.db.select().from(aiCalls).where(eq(aiCalls.userId, userId));
const versionsOf = (documentId: string) =>
  t.db.select().from(documentVersions).where(eq(documentVersions.documentId, documentId));

describe("with no provider", () => {
  it("says the instruction needs a provider, and the built-in refine works as before", async () => {
    const { api, documentId } = await userWithLease(3, "lease", offline);
    expect(await api.ai.status()).toEqual({ configured: false });
    await expect(propose(api, { id: documentId, instruction: "the tenant may keep one cat" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("needs the AI editor, which is not available on this site"),
    });
    const refined = await api.documents.refine({ id: documentId, instruction: "Make it more formal" });
    expect(refined.document.currentVersion).toBe(2);
  });
});

describe("routing", () => {
  it("an engine-read change that puts the user's own unlawful words in shows the law's warning before the save", async () => {
    const { api, documentId } = await userWithLease(3, "employment");
    const proposal = await propose(api, {
      id: documentId,
      instruction: "change the benefits to The Employee waives any jury trial.",
    });
    expect(proposal.source).toBe("engine");
    expect(proposal.warnings).toEqual([expect.stringMatching(/^Your answer to "Benefits" says .*Grafton Partners/)]);
    expect(await api.credits.balance()).toBe(3);
  });

  it("a written answer the model sets from the user's words shows the law's warning on the proposal too", async () => {
    const { api, documentId } = await userWithLease(3, "employment");
    const benefits = "health insurance; the Employee waives any jury trial";
    standIn.script({ edits: [{ kind: "set-answer", field: "benefits", value: benefits, reason: "You listed them." }] });
    const proposal = await propose(api, {
      id: documentId,
      instruction: `please put this in the benefits: ${benefits}`,
    });
    expect(proposal.source).toBe("model");
    expect(proposal.warnings).toEqual([expect.stringMatching(/^Your answer to "Benefits" says .*Grafton Partners/)]);
  });

  it("uses the deterministic parser when it understands the whole instruction: no model call", async () => {
    const { id, api, documentId } = await userWithLease();
    const proposal = await propose(api, { id: documentId, instruction: "Make it more formal" });
    expect(proposal.source).toBe("engine");
    expect(standIn.requests).toHaveLength(0);
    expect(await callsOf(id)).toHaveLength(0);
    const accepted = await api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] });
    expect(accepted.document.currentVersion).toBe(2);
    expect(accepted.credits).toBe(2);
  });
});

describe("a clause-level proposal from the model", () => {
  it("says in words what a passing change touches: the rent is money, a new tenant is the parties", async () => {
    const { api, documentId } = await userWithLease();
    // The engine reads this one itself: one change, both topics.
    const engine = await propose(api, {
      id: documentId,
      instruction: "raise the rent to $2,500 and change the tenant's name to Dana Whitfield-Lee",
    });
    expect([engine.source, engine.items.map((item) => item.touches)]).toEqual([
      "engine",
      [["who the parties are", "money terms"]],
    ]);
    // The model's edits, one topic each.
    standIn.script({
      edits: [
        { kind: "set-answer", field: "monthlyRent", value: 2500, reason: "You asked for $2,500." },
        { kind: "set-party", field: "party2Name", value: "Dana Whitfield-Lee", reason: "The new spelling." },
      ],
    });
    const model = await propose(api, {
      id: documentId,
      instruction: "could the rent be $2,500 from now on, as the tenant Dana Whitfield-Lee and I agreed",
    });
    expect([model.source, model.items.map((item) => item.touches)]).toEqual([
      "model",
      [["money terms"], ["who the parties are"]],
    ]);
  });

  it("'the tenant may keep one cat': verified, reviewed, accepted into a new version with the AI-wording badge in DOCX and PDF", async () => {
    const { id, api, documentId } = await userWithLease();
    standIn.script({ edits: [catEdit] });
    const proposal = await propose(api, { id: documentId, instruction: "the tenant may keep one cat" });
    expect(proposal.source).toBe("model");
    expect(proposal.items).toEqual([
      {
        index: 0,
        reason: catEdit.reason,
        changes: [expect.objectContaining({ clauseId: "lease.pets.policy", after: CAT })],
        touches: [],
      },
    ]);
    // Nothing saved or spent until the user accepts.
    expect(await versionsOf(documentId)).toHaveLength(1);
    expect(await api.credits.balance()).toBe(3);
    expect((await callsOf(id)).map((call) => [call.outcome, call.model, call.documentId])).toEqual([
      ["verified", "stand-in-1", documentId],
    ]);

    const accepted = await api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] });
    expect(accepted.credits).toBe(2);
    expect(await ledgerSum(t.db, id)).toBe(2);
    expect(toMarkdown(accepted.document.body)).toContain(`${CAT} _\\[AI wording\\]_`);

    const docx = await renderDownload(t.db, { userId: id, id: documentId, format: "docx" });
    const xml = await (await JSZip.loadAsync(docx.bytes)).file("word/document.xml")?.async("string");
    expect(xml).toContain(CAT);
    expect(xml).toContain(" [AI wording]");
    const pdf = await renderDownload(t.db, { userId: id, id: documentId, format: "pdf" });
    const { text } = await extractText(await getDocumentProxy(pdf.bytes), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("normal wear. [AI wording]");

    await expect(api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("a provider's odd usage figures (12.5 and 3e9 tokens) are recorded as whole numbers, not a 500", async () => {
    const { id, api, documentId } = await userWithLease();
    standIn.script({ edits: [catEdit], usage: { prompt_tokens: 12.5, completion_tokens: 3e9 } });
    const proposal = await propose(api, { id: documentId, instruction: "the tenant may keep one cat" });
    expect(proposal.source).toBe("model");
    expect((await callsOf(id)).map((call) => [call.outcome, call.promptTokens, call.completionTokens])).toEqual([
      ["verified", 13, 2_147_483_647],
    ]);
  });

  it("'add a clause about remote work' on an employment agreement: the engine's vetted optional clause, no model call", async () => {
    const { api, documentId } = await userWithLease(3, "employment");
    const proposal = await propose(api, { id: documentId, instruction: "add a clause about remote work" });
    expect(proposal.source).toBe("engine");
    expect(standIn.requests).toHaveLength(0);
  });

  it("'add a clause about a home office': a custom clause; accepting only some changes saves only those", async () => {
    const { api, documentId } = await userWithLease(3, "employment");
    const other = { ...homeEdit, heading: "Equipment", text: "The Employer shall provide a laptop for work at home." };
    standIn.script({ edits: [homeEdit, other] });
    const proposal = await propose(api, {
      id: documentId,
      instruction: "add a clause about a home office",
    });
    expect(proposal.source).toBe("model");
    expect(proposal.items.map((item) => item.changes[0]?.kind)).toEqual(["added", "added"]);
    const accepted = await api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] });
    expect(toMarkdown(accepted.document.body)).toContain(`Home Office. ${HOME}`);
    expect(toMarkdown(accepted.document.body)).not.toContain("laptop");
  });

  it("rejecting costs nothing and saves nothing", async () => {
    const { api, documentId } = await userWithLease();
    standIn.script({ edits: [catEdit] });
    const proposal = await propose(api, { id: documentId, instruction: "the tenant may keep one cat" });
    expect(await api.ai.rejectProposal({ proposalId: proposal.proposalId })).toEqual({ rejected: true });
    expect(await api.credits.balance()).toBe(3);
    expect(await versionsOf(documentId)).toHaveLength(1);
    await expect(api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses to accept a proposal made for an older version", async () => {
    const { api, documentId } = await userWithLease();
    standIn.script({ edits: [catEdit] });
    const proposal = await propose(api, { id: documentId, instruction: "the tenant may keep one cat" });
    await api.documents.refine({ id: documentId, instruction: "Make it more formal" });
    await expect(api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("keeps proposals to their owner", async () => {
    const owner = await userWithLease();
    const stranger = await t.user({ credits: 3 });
    standIn.script({ edits: [catEdit] });
    const proposal = await propose(owner.api, {
      id: owner.documentId,
      instruction: "the tenant may keep one cat",
    });
    await expect(
      stranger.api.ai.acceptProposal({ proposalId: proposal.proposalId, accept: [0] }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(stranger.api.ai.rejectProposal({ proposalId: proposal.proposalId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      propose(stranger.api, { id: owner.documentId, instruction: "the tenant may keep one cat" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("rejects bad input with a 400", async () => {
    const { api } = await userWithLease();
    await expect(api.ai.acceptProposal({ proposalId: "not-a-uuid", accept: [0] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      api.ai.acceptProposal({ proposalId: "00000000-0000-4000-8000-000000000000", accept: [] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("refusals and failures cost nothing", () => {
  it.each([
    ["an invented statute", `${CAT} This follows Cal. Civ. Code § 1942.9.`, "§ 1942.9"],
    ["a changed amount", `${CAT} The monthly rent is $2,450.`, "figure 2,450"],
    ["an unlawful term", `${CAT} The Landlord may enter the Premises at any time without notice.`, "§ 1954"],
  ])(
    "%s is refused with the verifier's reason after one retry; no credit, nothing saved",
    async (_name, text, words) => {
      const { id, api, documentId } = await userWithLease();
      const bad = { edits: [{ ...catEdit, text }] };
      standIn.script(bad, bad);
      await expect(propose(api, { id: documentId, instruction: "the tenant may keep one cat" })).rejects.toMatchObject({
        code: "UNPROCESSABLE_CONTENT",
        message: expect.stringContaining(words),
      });
      expect(await api.credits.balance()).toBe(3);
      expect(await versionsOf(documentId)).toHaveLength(1);
      expect(await t.db.select().from(aiProposals).where(eq(aiProposals.userId, id))).toHaveLength(0);
      expect((await callsOf(id)).map((call) => call.outcome)).toEqual(["rejected", "rejected"]);
    },
  );

  it.each([
    ["malformed JSON", { raw: "{ not json" }, "malformed"],
    ["a 429", { status: 429 }, "rate-limited"],
    ["a timeout", { hang: true as const }, "timeout"],
  ])("%s falls back to the engine's honest 'could not apply'", async (_name, reply, outcome) => {
    const { id, api, documentId } = await userWithLease();
    standIn.script(reply);
    // A hung provider is abandoned after the configured timeout: a short one for this test.
    settings.model = createAiModel({ ...config, timeoutMs: 300 });
    onTestFinished(() => {
      settings.model = createAiModel(config);
    });
    await expect(propose(api, { id: documentId, instruction: "the tenant may keep one cat" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(/No credit was used\. I could not work out what to change/),
    });
    expect(await api.credits.balance()).toBe(3);
    expect((await callsOf(id)).map((call) => call.outcome)).toEqual([outcome]);
  });

  it("does not call the model for a user with no credits", async () => {
    const { api, documentId } = await userWithLease(0);
    await expect(propose(api, { id: documentId, instruction: "the tenant may keep one cat" })).rejects.toMatchObject({
      code: "PAYMENT_REQUIRED",
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe("the daily cap", () => {
  it("50 parallel requests against a cap of 10 make exactly 10 model calls, also on an unlimited plan", async () => {
    const { id, api, documentId } = await userWithLease(-1);
    standIn.setFallback(() => ({ edits: [catEdit] }));
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => propose(api, { id: documentId, instruction: "the tenant may keep one cat" })),
      );
      const fulfilled = results.filter((result) => result.status === "fulfilled");
      const capped = results.filter(
        (result) =>
          result.status === "rejected" &&
          (result.reason as { code?: string }).code === "TOO_MANY_REQUESTS" &&
          /today's limit of 10 AI requests/.test((result.reason as Error).message),
      );
      // Anything neither served nor capped is named (this test has failed twice under a full run's load with 9
      // served and the tenth's reason unknown).
      const others = results.flatMap((result) =>
        result.status === "rejected" && !capped.includes(result)
          ? [`${(result.reason as { code?: string }).code}: ${(result.reason as Error).message}`]
          : [],
      );
      expect(others).toEqual([]);
      expect(fulfilled).toHaveLength(10);
      expect(capped).toHaveLength(40);
      expect(standIn.requests).toHaveLength(10);
      expect(await callsOf(id)).toHaveLength(10);
    } finally {
      standIn.setFallback(() => ({ edits: [], cannotApply: "No scripted answer." }));
    }
  });
});

describe("describe your situation", () => {
  const TEXT = "I'm renting my flat to Priya Raman. Rent is $1,850 a month. We are in Oregon.";

  it("suggests form fields with their quoted sentence, free of credit, recorded and capped", async () => {
    const { id, api } = await t.user({ credits: 0 });
    standIn.script({
      raw: JSON.stringify({
        answers: [
          { field: "monthlyRent", value: 1850, quote: "Rent is $1,850 a month." },
          { field: "securityDeposit", value: 3700, quote: "The deposit is $3,700." },
        ],
      }),
    });
    const { suggestions } = await api.ai.describeSituation({ type: "lease", text: TEXT });
    expect(suggestions).toEqual([
      { field: "monthlyRent", label: "Monthly rent", value: 1850, quote: "Rent is $1,850 a month." },
    ]);
    expect(await api.credits.balance()).toBe(0);
    expect((await callsOf(id)).map((call) => [call.purpose, call.outcome, call.documentId])).toEqual([
      ["intake", "verified", null],
    ]);
  });

  it("says plainly when no provider is configured, and rejects bad input with a 400", async () => {
    const { api } = await offline.user({ credits: 1 });
    await expect(api.ai.describeSituation({ type: "lease", text: TEXT })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("Filling the form from a description is not available on this site"),
    });
    await expect(api.ai.describeSituation({ type: "lease", text: "short" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
