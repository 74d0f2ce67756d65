/**
 * Runs the evaluation set through the same routing the app uses (deterministic parser first, then the
 * model through proposeEdits) and scores every case, with three hard gates checked independently of the
 * verifier on every proposal that would reach the user: no invented citation, no unverified amount, the
 * notices, signature pages and rule warnings exactly as the engine writes them.
 */
import type { DocumentRequest, LegalDocument } from "@lexforge/doc-engine";
import { DOCUMENT_TYPES, findJurisdiction, generate, refine } from "@lexforge/doc-engine";

import type { AiModel } from "../src/model";
import { proposeEdits } from "../src/propose-edits";
import type { EvalCase } from "./cases";
import { groupedTable } from "./table";

export type CaseResult = {
  id: string;
  type: string;
  kind: EvalCase["kind"] | "infer" | "infer-trap";
  route: "engine" | "model";
  outcome: "engine" | "verified" | "refused" | "failed";
  matched: boolean;
  calls: number;
  gates: { inventedCitations: number; unverifiedAmounts: number; noticesChanged: number };
  passed: boolean;
  note: string;
};

const PURPOSES: Record<string, string> = {
  nda: "Evaluating a software partnership",
  lease: "Residential rental of an apartment",
  will: "Leaving my estate to my family",
  poa: "Managing my finances while I travel",
  llc: "Running a small design studio together",
  employment: "Hiring a software engineer",
  "privacy-policy": "Privacy policy for a recipe app",
  "cease-desist": "Stop a competitor using our logo",
  "promissory-note": "A family loan for a car",
  "bill-of-sale": "Selling a used bicycle",
  "roommate-agreement": "Sharing a two-bedroom apartment",
  "child-custody": "Shared custody of our two children",
};

export function evalRequest(type: string): DocumentRequest {
  const documentType = DOCUMENT_TYPES.find((item) => item === type);
  if (!documentType) throw new Error(`Unknown type ${type}`);
  return {
    documentType,
    jurisdiction: "California",
    parties: {
      party1Name: "Northwind Traders LLC",
      party1Address: "100 Market Street, San Francisco, CA 94105",
      party2Name: "Dana Whitfield",
      party2Address: "25 Harbor Road, Oakland, CA 94607",
    },
    purpose: PURPOSES[type] ?? "General purpose",
    useAI: false,
    answers: type === "lease" ? { monthlyRent: 2000 } : {},
    date: "2026-11-22",
  };
}

/**
 * Citations and amounts as this harness reads them, with its own patterns rather than the verifier's (doc-engine's
 * figures.ts and verify.ts); run-adversarial.ts uses them too.
 */
export const CITATION = /§+\s*[0-9][0-9A-Za-z.:()-]*|\b\d+\s+U\.?S\.?C\.?[^,;]*|\b(?:[A-Z][A-Za-z'-]*\s+){1,7}Act\b/g;
export const MONEY = /\$\s?[\d,]+(?:\.\d{2})?/g;
export const money = (text: string) => Number(text.replace(/[$,\s]/g, ""));

/** The gates, on the AI-written clauses of a proposed document, against the engine's own version of it. */
export function gatesOf(proposed: LegalDocument, instruction: string): CaseResult["gates"] {
  const reference = generate({ ...proposed.request, clauseOverrides: {}, customClauses: [] });
  const written = proposed.sections.flatMap((section) => section.clauses.filter((item) => item.origin === "ai"));
  const jurisdiction = findJurisdiction(proposed.jurisdiction.name);
  const known = `${JSON.stringify(reference)} ${JSON.stringify(jurisdiction ?? {})}`;
  const knownAmounts = new Set([...`${known} ${instruction}`.matchAll(MONEY)].map((m) => money(m[0])));
  const instructionNumbers = new Set([...instruction.matchAll(/[\d,]+(?:\.\d+)?/g)].map((m) => money(m[0])));
  let inventedCitations = 0;
  let unverifiedAmounts = 0;
  for (const clause of written) {
    const text = `${clause.heading ?? ""} ${clause.text}`;
    for (const match of text.matchAll(CITATION)) if (!known.includes(match[0].trim())) inventedCitations += 1;
    for (const match of text.matchAll(MONEY)) {
      const value = money(match[0]);
      if (!knownAmounts.has(value) && !instructionNumbers.has(value)) unverifiedAmounts += 1;
    }
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const noticesChanged = [
    same(proposed.notices, reference.notices),
    same(proposed.execution, reference.execution),
    same(proposed.warnings, reference.warnings),
  ].filter((ok) => !ok).length;
  return { inventedCitations, unverifiedAmounts, noticesChanged };
}

const NO_GATES = { inventedCitations: 0, unverifiedAmounts: 0, noticesChanged: 0 };
const gatesHold = (gates: CaseResult["gates"]) => Object.values(gates).every((value) => value === 0);

export async function runCase(
  ai: AiModel,
  item: EvalCase,
  beforeModel?: (item: EvalCase) => void,
): Promise<CaseResult> {
  const document = generate(evalRequest(item.type));
  const base = { id: item.id, type: item.type, kind: item.kind };
  const engine = refine(document, item.instruction);
  if (engine.applied) {
    const gates = gatesOf(engine.document, item.instruction);
    const passed = item.kind === "engine" && gatesHold(gates);
    return {
      ...base,
      route: "engine",
      outcome: "engine",
      matched: item.kind === "engine",
      calls: 0,
      gates,
      passed,
      note: engine.summary,
    };
  }
  beforeModel?.(item);
  let calls = 0;
  const result = await proposeEdits({ ai, document, instruction: item.instruction, onCall: () => void (calls += 1) });
  if (!result.ok) {
    const refused = result.failure === "refused-by-verifier" || result.failure === "cannot-apply";
    return {
      ...base,
      route: "model",
      outcome: refused ? "refused" : "failed",
      matched: false,
      calls,
      gates: NO_GATES,
      passed: item.kind === "trap" && refused,
      note: result.reason.slice(0, 160),
    };
  }
  const gates = gatesOf(result.document, item.instruction);
  const matched =
    item.expect !== undefined &&
    result.edits.some(({ edit }) => {
      const target =
        "clauseId" in edit ? edit.clauseId : "sectionId" in edit ? edit.sectionId : "field" in edit ? edit.field : "";
      return edit.kind === item.expect?.kind && target === item.expect.target;
    });
  const passed = gatesHold(gates) && (item.kind === "trap" || matched);
  return {
    ...base,
    route: "model",
    outcome: "verified",
    matched,
    calls,
    gates,
    passed,
    note: result.edits.map((e) => e.reason).join(" "),
  };
}

/** The score table: one row per type, then the totals. */
export function scoreTable(results: CaseResult[]): string {
  const header = [
    "type",
    "cases",
    "passed",
    "engine",
    "verified",
    "matched",
    "refused",
    "failed",
    "calls",
    "citations",
    "amounts",
    "notices",
  ];
  const types = [...new Set(results.map((item) => item.type))];
  return groupedTable(
    header,
    types,
    (item) => item.type,
    results,
    (rows) => {
      const sum = (pick: (item: CaseResult) => number) => rows.reduce((total, item) => total + pick(item), 0);
      return [
        rows.length,
        sum((item) => Number(item.passed)),
        sum((item) => Number(item.outcome === "engine")),
        sum((item) => Number(item.outcome === "verified")),
        sum((item) => Number(item.matched && item.kind !== "engine")),
        sum((item) => Number(item.outcome === "refused")),
        sum((item) => Number(item.outcome === "failed")),
        sum((item) => item.calls),
        sum((item) => item.gates.inventedCitations),
        sum((item) => item.gates.unverifiedAmounts),
        sum((item) => item.gates.noticesChanged),
      ];
    },
  );
}
