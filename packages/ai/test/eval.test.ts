import { afterAll, beforeAll, expect, it } from "vitest";

import { EVAL_CASES } from "../eval/cases";
import type { CaseResult } from "../eval/run-eval";
import { runCase, scoreTable } from "../eval/run-eval";
import { createAiModel } from "../src/model";
import type { StandIn } from "./stand-in";
import { startStandIn } from "./stand-in";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

it("the evaluation set (≥ 40 instructions, all 12 types) passes against the stand-in with every hard gate at zero", async () => {
  expect(EVAL_CASES.length).toBeGreaterThanOrEqual(40);
  expect(new Set(EVAL_CASES.map((item) => item.type)).size).toBe(12);
  const ai = createAiModel({ baseURL: standIn.url, model: "stand-in-1", timeoutMs: 30_000 });
  const results: CaseResult[] = [];
  for (const item of EVAL_CASES) {
    standIn.reset();
    results.push(
      await runCase(
        ai,
        item,
        (current) => current.reply && standIn.script({ edits: current.reply }, { edits: current.reply }),
      ),
    );
  }
  const failed = results.filter((item) => !item.passed).map((item) => `${item.id}: ${item.note}`);
  expect(failed, scoreTable(results)).toEqual([]);
  // Engine-read instructions never reach the model; every trap is refused, after exactly one retry.
  expect(results.filter((item) => item.kind === "engine").every((item) => item.calls === 0)).toBe(true);
  expect(results.filter((item) => item.kind === "trap").map((item) => [item.outcome, item.calls])).toEqual(
    Array.from({ length: 12 }, () => ["refused", 2]),
  );
  const gates = results.map((item) => item.gates);
  expect(
    gates.every((gate) => gate.inventedCitations === 0 && gate.unverifiedAmounts === 0 && gate.noticesChanged === 0),
  ).toBe(true);
});

it("the gates catch what they guard: an invented citation and an amount slipped past the verifier are counted", async () => {
  const { gatesOf, evalRequest } = await import("../eval/run-eval");
  const { generate } = await import("@lexforge/doc-engine");
  const forged = generate({
    ...evalRequest("lease"),
    customClauses: [
      {
        id: "custom.x",
        sectionId: "rent",
        heading: "Extra",
        text: "See Cal. Civ. Code § 1942.9; pay $75.",
        source: "ai",
      },
    ],
  });
  expect(gatesOf(forged, "x")).toEqual({ inventedCitations: 1, unverifiedAmounts: 1, noticesChanged: 0 });
});

it("the AI-generation cases (all 12 types): each answer is inferred from its sentence, each trap refused after one retry", async () => {
  const { GENERATION_CASES, runGenerationCase } = await import("../eval/generation");
  expect(new Set(GENERATION_CASES.map((item) => item.type)).size).toBe(12);
  const ai = createAiModel({ baseURL: standIn.url, model: "stand-in-1", timeoutMs: 30_000 });
  const results: CaseResult[] = [];
  for (const item of GENERATION_CASES) {
    standIn.reset();
    const reply = { raw: JSON.stringify(item.reply) };
    results.push(await runGenerationCase(ai, item, () => standIn.script(reply, reply)));
  }
  expect(
    results.filter((item) => !item.passed).map((item) => `${item.id}: ${item.note}`),
    scoreTable(results),
  ).toEqual([]);
  expect(results.filter((item) => item.kind === "infer").every((item) => item.matched && item.calls === 1)).toBe(true);
  expect(results.filter((item) => item.kind === "infer-trap").map((item) => [item.outcome, item.calls])).toEqual(
    Array.from({ length: 12 }, () => ["refused", 2]),
  );
});

it("the adversarial set (≥ 150 cases, every category in at least 3 types): every hard gate at zero", async () => {
  const { ADVERSARIAL_CASES, CATEGORIES } = await import("../eval/adversarial");
  const { categoryTable, runAdversarialCase } = await import("../eval/run-adversarial");
  expect(ADVERSARIAL_CASES.length).toBeGreaterThanOrEqual(150);
  for (const category of CATEGORIES)
    expect(
      new Set(ADVERSARIAL_CASES.filter((item) => item.category === category).map((item) => item.type)).size,
      category,
    ).toBeGreaterThanOrEqual(3);
  const ai = createAiModel({ baseURL: standIn.url, model: "stand-in-1", timeoutMs: 30_000 });
  const results = [];
  for (const item of ADVERSARIAL_CASES) results.push(await runAdversarialCase(ai, standIn, item));
  const table = categoryTable(results);
  expect(
    results.filter((item) => !item.passed).map((item) => `${item.id}: ${item.note}`),
    table,
  ).toEqual([]);
  // Every case that may not reach the user was stopped; every one that may, reached it.
  expect(
    results.filter((item) => (item.outcome === "verified") !== ADVERSARIAL_CASES.find((c) => c.id === item.id)?.accept),
  ).toEqual([]);
});
