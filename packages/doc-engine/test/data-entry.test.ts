import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES, getTypeDefinition, JURISDICTION_NAMES, REFINE_INSTRUCTIONS } from "../src";
import * as data from "../src/data";

describe("@lexforge/doc-engine/data (the browser's entry)", () => {
  it("gives every type the registry's own questions and answers schema", () => {
    for (const type of DOCUMENT_TYPES) {
      const definition = getTypeDefinition(type);
      expect(data.questionsFor(type), type).toBe(definition?.questions);
      expect(data.QUESTION_SETS[type].answersSchema, type).toBe(definition?.answersSchema);
    }
  });

  it("gives each type's answer defaults as its schema does", () => {
    expect(data.defaultAnswersFor("nda")).toMatchObject({ mutual: false, termType: "fixed", tradeSecrets: true });
    for (const type of DOCUMENT_TYPES) {
      expect(data.defaultAnswersFor(type)).toEqual(getTypeDefinition(type)?.answersSchema.parse({}));
    }
  });

  it("lists the same jurisdictions and refine instructions as the main entry", () => {
    expect(data.JURISDICTION_NAMES).toBe(JURISDICTION_NAMES);
    expect(data.REFINE_INSTRUCTIONS).toBe(REFINE_INSTRUCTIONS);
  });

  it("reaches no module with clauses, rules or the generator", () => {
    // Walks the entry's relative imports: none may be a type's sections, the rule tables or generate().
    const src = path.join(import.meta.dirname, "..", "src");
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gms)) {
        const target = path.resolve(path.dirname(file), match[1] ?? "");
        visit(target.endsWith(".ts") ? target : `${target}.ts`);
      }
    };
    visit(path.join(src, "data.ts"));
    const reached = [...seen].map((file) => path.relative(src, file));
    expect(reached).toContain("questions.ts");
    for (const file of reached) {
      expect(file).not.toMatch(/sections|optional-clauses|^rules\/|^jurisdictions\/data|^generate|^registry/);
    }
  });
});
