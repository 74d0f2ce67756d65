/**
 * Conditional (`when`) questions, for all 12 types: each one depends on an earlier question of its type with
 * a value that question can take, and an answer to a hidden question never changes the document.
 */
import { describe, expect, it } from "vitest";

import type { QuestionField } from "../src/define";
import { generate } from "../src/generate";
import { DOCUMENT_TYPES } from "../src/model";
import { getTypeDefinition } from "../src/registry";
import { toMarkdown } from "../src/render/markdown";
import { request } from "./fixtures";

/** A valid-looking answer for a question, so a hidden answer would show if the engine used it. */
function sample(q: QuestionField): unknown {
  switch (q.kind) {
    case "boolean":
      return true;
    case "select":
      return q.options?.at(-1)?.value;
    case "number":
      return "7";
    case "money":
      return "$4,321";
    case "date":
      return "2027-02-15";
    default:
      return `Hidden answer to ${q.name}`;
  }
}

/** A value of the controlling question that does not meet the condition. */
function unmet(controller: QuestionField, equals: string | boolean): unknown {
  if (controller.kind === "boolean") return !equals;
  return controller.options?.find((o) => o.value !== equals)?.value;
}

describe.each(DOCUMENT_TYPES)("%s conditional questions", (type) => {
  const definition = getTypeDefinition(type);
  const questions = definition?.questions ?? [];
  const conditional = questions.filter((q) => q.when !== undefined);

  it("has at least one, each depending on an earlier question and a value it can take", () => {
    expect(conditional.length).toBeGreaterThan(0);
    for (const q of conditional) {
      const controllerIndex = questions.findIndex((c) => c.name === q.when?.field);
      expect(controllerIndex, `${q.name} depends on a question of ${type}`).toBeGreaterThanOrEqual(0);
      expect(controllerIndex).toBeLessThan(questions.indexOf(q));
      const controller = questions[controllerIndex];
      if (controller?.kind === "boolean") expect(typeof q.when?.equals).toBe("boolean");
      else expect(controller?.options?.map((o) => o.value)).toContain(q.when?.equals);
    }
  });

  it.each(conditional.map((q) => [q.name, q] as const))("ignores %s while it is hidden", (_name, q) => {
    const controller = questions.find((c) => c.name === q.when?.field);
    if (!controller || !q.when) throw new Error(`no controller for ${q.name}`);
    const base = { [controller.name]: unmet(controller, q.when.equals) };
    for (const useAI of [false, true]) {
      const without = toMarkdown(generate(request(type, { useAI, answers: base })));
      const withHidden = toMarkdown(generate(request(type, { useAI, answers: { ...base, [q.name]: sample(q) } })));
      expect(withHidden).toBe(without);
    }
  });
});

describe("cease-desist payment demand", () => {
  const demands = (answers: Record<string, unknown>) =>
    generate(request("cease-desist", { answers })).sections.find((s) => s.id === "demands")?.clauses ?? [];

  it("demands the stated amount only when payment is demanded", () => {
    const stated = demands({ demandPayment: true, paymentAmount: "2,500" });
    expect(stated.map((c) => c.id)).toEqual(["cease-desist.demands.actions", "cease-desist.demands.payment"]);
    expect(stated[1]?.text).toContain("pay the Sender $2,500.00");
    expect(demands({ demandPayment: "yes" })[1]?.text).toContain(
      "in an amount the Sender will confirm to you in writing",
    );
    expect(demands({ demandPayment: false, paymentAmount: 2500 }).map((c) => c.id)).toEqual([
      "cease-desist.demands.actions",
    ]);
  });
});
