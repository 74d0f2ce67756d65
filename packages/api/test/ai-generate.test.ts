/**
 * AI generation through the routers, against the OpenAI-compatible stand-in over real HTTP: the model's
 * inferred answers, optional clauses and conflicts for an AI-mode request, verified before the user sees
 * them; the balance checked before the call; nothing saved or spent until the confirmed request is
 * generated; one retry with the verifier's reasons, then a plain refusal; provider failures fall back to
 * the built-in engine with an honest note. Also the streamed path over HTTP (progress lines, and the
 * Origin, batch and body limits of http.ts still holding).
 */
import SuperJSON from "superjson";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";

import type { AiConfig } from "@lexforge/ai";
import { aiConfigFrom, createAiModel } from "@lexforge/ai";
import type { StandIn, StandInReply } from "@lexforge/ai/stand-in";
import { startStandIn } from "@lexforge/ai/stand-in";
import { aiCalls, documents, eq } from "@lexforge/db";
import { toMarkdown } from "@lexforge/doc-engine";

import type { AiSettings } from "../src";
import {
  appRouter,
  createCaller,
  createTRPCContext,
  handleTrpcRequest,
  TRPC_MAX_BATCH,
  TRPC_MAX_BODY_BYTES,
} from "../src";
import { resultOf } from "../src/services/ai/stream-progress";
import type { TestApi } from "./support/api";
import { createTestApi, ledgerSum } from "./support/api";

const PURPOSE = "My will. I leave everything to my husband and children.";
const DETAILS = "I am married to Tom Reyes. We have two children. I want to leave $5,000 to the Oakland Food Bank.";

const willRequest = () => ({
  documentType: "will" as const,
  jurisdiction: "California",
  parties: {
    party1Name: "Maria Reyes",
    party1Address: "12 Elm Court, Oakland, CA 94607",
    party2Name: "Tom Reyes",
    party2Address: "12 Elm Court, Oakland, CA 94607",
  },
  purpose: PURPOSE,
  details: DETAILS,
  useAI: true,
  answers: { maritalStatus: "married", residuaryBeneficiaries: "My husband, Tom Reyes" } as Record<
    string,
    string | number | boolean
  >,
});

const spouse = {
  field: "spouseName",
  value: "Tom Reyes",
  quote: "I am married to Tom Reyes.",
  reason: "You say you are married to Tom Reyes.",
};
const charity = {
  clauseId: "will.charitable-gifts",
  include: true,
  reason: "You want to leave $5,000 to the Oakland Food Bank.",
};
const residue = {
  field: "residuaryBeneficiaries",
  quote: "I leave everything to my husband and children.",
  question:
    "Your purpose leaves everything to your husband and children, but the residue goes to your husband alone. Should your children share it?",
};
const reply = (value: { answers?: unknown[]; clauses?: unknown[]; conflicts?: unknown[] }): StandInReply => ({
  raw: JSON.stringify({ answers: [], clauses: [], conflicts: [], ...value }),
});

let standIn: StandIn;
let t: TestApi;
let offline: TestApi;
let config: AiConfig;
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

type Caller = Awaited<ReturnType<TestApi["user"]>>["api"];
const suggest = (api: Caller, input: ReturnType<typeof willRequest>) => resultOf(api.ai.proposeGeneration(input));
const callsOf = (userId: string) => t.db.select().from(aiCalls).where(eq(aiCalls.userId, userId));
const documentsOf = (userId: string) => t.db.select().from(documents).where(eq(documents.userId, userId));

describe("AI generation against the stand-in", () => {
  it("proposes inferred answers, optional clauses with reasons and the conflict to ask about; nothing spent or saved until the confirmed request is generated", async () => {
    const { id, api } = await t.user({ credits: 2 });
    standIn.script(reply({ answers: [spouse], clauses: [charity], conflicts: [residue] }));
    const events: string[] = [];
    let suggestions;
    for await (const event of await api.ai.proposeGeneration(willRequest())) {
      events.push(event.stage);
      if (event.stage === "done") suggestions = event.result;
    }
    expect(events).toEqual(["asking", "verifying", "done"]);
    expect(suggestions).toEqual({
      source: "model",
      answers: [{ ...spouse, label: "Spouse's full name" }],
      clauses: [{ ...charity, name: "charitable gifts" }],
      conflicts: [{ ...residue, label: expect.any(String) }],
    });
    // The model saw the document model and the user's words, under the generation prompt.
    expect(standIn.requests[0]?.user).toContain(PURPOSE);
    expect(standIn.requests[0]?.user).toContain("will.charitable-gifts");
    expect(await api.credits.balance()).toBe(2);
    expect(await documentsOf(id)).toHaveLength(0);
    expect((await callsOf(id)).map((call) => [call.purpose, call.outcome, call.model])).toEqual([
      ["generate", "verified", "stand-in-1"],
    ]);

    // The user confirms the answer and the clause: documents.generate saves it and spends the credit.
    const request = willRequest();
    const { document, credits } = await api.documents.generate({
      ...request,
      answers: { ...request.answers, spouseName: "Tom Reyes" },
      style: { include: ["will.charitable-gifts"] },
    });
    expect(credits).toBe(1);
    expect(await ledgerSum(t.db, id)).toBe(1);
    const text = toMarkdown(document.body);
    expect(text).toContain("Tom Reyes");
    const ids = (body: typeof document.body) => body.sections.flatMap((section) => section.clauses.map((c) => c.id));
    expect(ids(document.body)).toContain("will.charitable-gifts");
    // Regenerating from edited inputs (the form does not carry the clause choices) keeps the confirmed clause.
    const again = await api.documents.regenerate({
      id: document.id,
      request: { ...request, answers: { ...request.answers, spouseName: "Tom Reyes", inheritanceAge: 25 } },
    });
    expect(ids(again.document.body)).toContain("will.charitable-gifts");
  });

  it("a refused proposal is asked for again with the verifier's reasons; the second, valid one is shown", async () => {
    const { id, api } = await t.user({ credits: 1 });
    standIn.script(
      reply({ answers: [{ ...spouse, quote: "My husband is Tom." }] }),
      reply({ answers: [spouse], conflicts: [residue] }),
    );
    const events: string[] = [];
    for await (const event of await api.ai.proposeGeneration(willRequest())) events.push(event.stage);
    expect(events).toEqual(["asking", "verifying", "retrying", "verifying", "done"]);
    // The verifier's reasons travel in a system message of their own, not in the user's.
    const system = ((standIn.requests[1]?.body.messages ?? []) as { role: string; content: unknown }[])
      .filter((message) => message.role === "system")
      .map((message) => String(message.content))
      .join("\n");
    expect(system).toContain("is not in what you wrote");
    expect(standIn.requests[1]?.user).not.toContain("is not in what you wrote");
    expect((await callsOf(id)).map((call) => call.outcome)).toEqual(["rejected", "verified"]);
  });

  it.each([
    [
      "an invented statute",
      reply({ clauses: [{ ...charity, reason: "Required by Cal. Prob. Code § 6999.5." }] }),
      "§ 6999.5",
    ],
    [
      "a changed amount",
      reply({ clauses: [{ ...charity, reason: "You want to leave $7,500 to the Oakland Food Bank." }] }),
      "figure 7,500",
    ],
  ])("%s is refused with the verifier's reason after one retry: no credit, nothing saved", async (_n, bad, words) => {
    const { id, api } = await t.user({ credits: 1 });
    standIn.script(bad, bad);
    const result = await suggest(api, willRequest());
    expect(result).toEqual({ source: "engine", note: expect.stringContaining(words) });
    expect(result.source === "engine" && result.note).toMatch(/refused by the checks.*No credit was used\.$/);
    expect(await api.credits.balance()).toBe(1);
    expect(await documentsOf(id)).toHaveLength(0);
    expect((await callsOf(id)).map((call) => call.outcome)).toEqual(["rejected", "rejected"]);
  });

  it("a changed amount in an inferred answer is refused (a lease whose rent the user gave)", async () => {
    const { api } = await t.user({ credits: 1 });
    const lease = {
      ...willRequest(),
      documentType: "lease" as const,
      purpose: "Renting my flat",
      details: "Rent is $2,000 a month, paid on the first.",
      answers: { monthlyRent: 2000 },
    };
    const bad = reply({
      answers: [
        {
          field: "securityDeposit",
          value: 2450,
          quote: "Rent is $2,000 a month, paid on the first.",
          reason: "Deposit.",
        },
      ],
    });
    standIn.script(bad, bad);
    const result = await resultOf(api.ai.proposeGeneration(lease));
    expect(result).toEqual({
      source: "engine",
      note: expect.stringContaining("2450, a figure its quote does not give"),
    });
  });

  it.each([
    ["malformed JSON", { raw: "{ not json" }, "malformed", "not valid for this document"],
    ["a 429", { status: 429 }, "rate-limited", "busy (429)"],
    ["a timeout", { hang: true as const }, "timeout", "did not answer in time"],
    // The schema is built per request: a question the user already answered is not one the model may set.
    [
      "an answer the user gave, changed instead of asked",
      reply({
        answers: [
          { field: "residuaryBeneficiaries", value: "My husband and children", quote: PURPOSE, reason: "Purpose." },
        ],
      }),
      "malformed",
      "not valid for this document",
    ],
  ])("%s falls back to the built-in engine with an honest note", async (_n, failure, outcome, said) => {
    const { id, api } = await t.user({ credits: 1 });
    standIn.script(failure);
    settings.model = createAiModel({ ...config, timeoutMs: 300 });
    onTestFinished(() => {
      settings.model = createAiModel(config);
    });
    const result = await suggest(api, willRequest());
    expect(result).toEqual({
      source: "engine",
      note: expect.stringMatching(
        new RegExp(
          `${said.replace(/[()]/g, "\\$&")}.*The built-in engine will draft your document.*No credit was used`,
        ),
      ),
    });
    expect(await api.credits.balance()).toBe(1);
    expect((await callsOf(id)).map((call) => call.outcome)).toEqual([outcome]);
  });

  it("checks the balance before asking the model, and needs a provider", async () => {
    const { api } = await t.user({ credits: 0 });
    await expect(suggest(api, willRequest())).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    expect(standIn.requests).toHaveLength(0);
    // The sign-up credit of an unverified address cannot pay for the generation, so the model is not asked.
    const unverified = await t.user({ credits: 1, emailVerified: null });
    await expect(suggest(unverified.api, willRequest())).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { reason: "EMAIL_NOT_VERIFIED" },
    });
    expect(standIn.requests).toHaveLength(0);
    expect(await callsOf(unverified.id)).toEqual([]);
    const other = await offline.user({ credits: 1 });
    await expect(suggest(other.api, willRequest())).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "AI suggestions are not available on this site. The built-in engine drafts AI-mode documents from your answers.",
    });
  });

  it("counts toward the daily cap", async () => {
    const { api } = await t.user({ credits: -1 });
    standIn.setFallback(() => reply({ answers: [spouse] }));
    onTestFinished(() => standIn.setFallback(() => ({ edits: [], cannotApply: "No scripted answer." })));
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => suggest(api, willRequest())));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    expect(
      results.filter(
        (result) => result.status === "rejected" && (result.reason as { code?: string }).code === "TOO_MANY_REQUESTS",
      ),
    ).toHaveLength(2);
    expect(standIn.requests).toHaveLength(10);
  });

  it("refuses an invalid request with a 400 before the model is asked", async () => {
    const { api } = await t.user({ credits: 1 });
    await expect(suggest(api, { ...willRequest(), jurisdiction: "Atlantis" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe("cancelling", () => {
  it("a caller who goes away stops the model call: recorded as cancelled, nothing spent, no wait for the timeout", async () => {
    const { id } = await t.user({ credits: 1 });
    standIn.script({ hang: true });
    const controller = new AbortController();
    const api = createCaller(
      createTRPCContext({
        db: t.db,
        session: { user: { id }, expires: new Date(Date.now() + 60_000).toISOString() },
        appUrl: "http://localhost",
        payments: { production: false },
        ai: settings,
      }),
      { signal: controller.signal },
    );
    let result;
    for await (const event of await api.ai.proposeGeneration(willRequest())) {
      if (event.stage === "asking") setTimeout(() => controller.abort(), 50);
      if (event.stage === "done") result = event.result;
    }
    expect(result).toEqual({ source: "engine", note: expect.stringContaining("The request was cancelled.") });
    expect((await callsOf(id)).map((call) => call.outcome)).toEqual(["cancelled"]);
    expect(await api.credits.balance()).toBe(1);
  });
});

describe("the streamed path over HTTP", () => {
  const ORIGIN = "http://localhost";
  const handle = (req: Request, userId: string) =>
    handleTrpcRequest({
      req,
      router: appRouter,
      endpoint: "/api/trpc",
      ownOrigin: ORIGIN,
      createContext: () =>
        Promise.resolve(
          createTRPCContext({
            db: t.db,
            session: { user: { id: userId }, expires: new Date(Date.now() + 60_000).toISOString() },
            appUrl: ORIGIN,
            payments: { production: false },
            ai: settings,
          }),
        ),
    });
  /** As httpBatchStreamLink sends it: a batch of one, asking for JSON lines. */
  const streamed = (body: BodyInit, headers: Record<string, string> = {}, paths = "ai.proposeGeneration") =>
    new Request(`${ORIGIN}/api/trpc/${paths}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "trpc-accept": "application/jsonl", origin: ORIGIN, ...headers },
      body,
    });
  const input = () => JSON.stringify({ 0: SuperJSON.serialize(willRequest()) });

  it("streams the progress stages and the result as JSON lines", async () => {
    const { id } = await t.user({ credits: 1 });
    standIn.script(reply({ answers: [spouse] }));
    const res = await handle(streamed(input()), id);
    expect(res.status).toBe(200);
    const text = await res.text();
    const stages = [...text.matchAll(/"stage":"(\w+)"/g)].map((match) => match[1]);
    expect(stages).toEqual(["asking", "verifying", "done"]);
    expect(text).toContain("Tom Reyes");
  });

  it("a client that disconnects mid-stream stops the model call (the signal survives http.ts)", async () => {
    const { id } = await t.user({ credits: 1 });
    standIn.script({ hang: true });
    const controller = new AbortController();
    const req = new Request(streamed(input()), { signal: controller.signal });
    const res = await handle(req, id);
    const reader = res.body?.getReader();
    await reader?.read();
    await expect.poll(() => standIn.requests.length).toBe(1);
    // Only the request's signal: the response stream stays open, as when a browser tab is closed.
    controller.abort();
    await expect
      .poll(async () => (await callsOf(id)).map((call) => call.outcome), { timeout: 4_000 })
      .toEqual(["cancelled"]);
  });

  it("keeps the Origin check, the batch cap and the body cap: nothing reaches the model", async () => {
    const { id } = await t.user({ credits: 1 });
    expect((await handle(streamed(input(), { origin: "https://evil.example" }), id)).status).toBe(403);
    const many = Array.from({ length: TRPC_MAX_BATCH + 1 }, () => "ai.proposeGeneration").join(",");
    expect((await handle(streamed(input(), {}, many), id)).status).toBe(400);
    const huge = JSON.stringify({ 0: { json: { ...willRequest(), details: "x".repeat(TRPC_MAX_BODY_BYTES) } } });
    expect((await handle(streamed(huge), id)).status).toBe(413);
    expect(standIn.requests).toHaveLength(0);
  });

  it("a domain error while streaming keeps its code and reason (the daily cap)", async () => {
    const { id } = await t.user({ credits: 1 });
    const capped = { ...settings, dailyCap: 0 };
    const res = await handleTrpcRequest({
      req: streamed(input()),
      router: appRouter,
      endpoint: "/api/trpc",
      ownOrigin: ORIGIN,
      createContext: () =>
        Promise.resolve(
          createTRPCContext({
            db: t.db,
            session: { user: { id }, expires: new Date(Date.now() + 60_000).toISOString() },
            appUrl: ORIGIN,
            payments: { production: false },
            ai: capped,
          }),
        ),
    });
    const text = await res.text();
    expect(text).toContain("AI_DAILY_CAP");
    expect(text).toContain("today's limit of 0 AI requests");
    expect(standIn.requests).toHaveLength(0);
  });
});
