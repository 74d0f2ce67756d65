/**
 * The AI-generation part of the evaluation set: for each of the 12 types, the user's details state an
 * answer the form left open; a good proposal fills it from that sentence ("infer"). The trap ("infer-trap")
 * is the same request with a reply that changes the figure or cites a statute the rule table lacks: it must
 * be refused after one retry. Hard gates on every proposal that would reach the user: no invented citation
 * and no amount the user did not give in what the user is shown (reasons, questions, values).
 */
import { findJurisdiction, generate } from "@lexforge/doc-engine";

import type { AiModel } from "../src/model";
import { proposeGeneration } from "../src/propose-generation";
import type { CaseResult } from "./run-eval";
import { evalRequest } from "./run-eval";

type Answer = { field: string; value: string | number; quote: string };
export type GenerationCase = {
  id: string;
  type: string;
  kind: "infer" | "infer-trap";
  details: string;
  expect: string;
  /** The stand-in's reply (sent for the first call and the retry). */
  reply: {
    answers: (Answer & { reason: string })[];
    clauses: { clauseId: string; include: boolean; reason: string }[];
    conflicts: [];
  };
};

const TYPES: { type: string; details: string; answer: Answer; wrong: string | number; clause: string }[] = [
  {
    type: "nda",
    details: "The duty of confidentiality should last 5 years.",
    answer: { field: "survivalYears", value: 5, quote: "The duty of confidentiality should last 5 years." },
    wrong: 7,
    clause: "nda.non-solicitation",
  },
  {
    type: "lease",
    details: "The apartment is at 12 Elm Court, Oakland.",
    answer: {
      field: "propertyAddress",
      value: "12 Elm Court, Oakland",
      quote: "The apartment is at 12 Elm Court, Oakland.",
    },
    wrong: "14 Elm Court, Oakland",
    clause: "lease.no-smoking",
  },
  {
    type: "will",
    details: "My brother Sam Ortiz should be the backup executor.",
    answer: {
      field: "alternateExecutor",
      value: "Sam Ortiz",
      quote: "My brother Sam Ortiz should be the backup executor.",
    },
    wrong: "Samuel Ortiz Jr",
    clause: "will.digital-assets",
  },
  {
    type: "poa",
    details: "If my agent cannot act, my sister Lena Park takes over.",
    answer: {
      field: "successorAgent",
      value: "Lena Park",
      quote: "If my agent cannot act, my sister Lena Park takes over.",
    },
    wrong: "Lena Parker",
    clause: "poa.hipaa-authorization",
  },
  {
    type: "llc",
    details: "The company is called Bright Pixel Studio LLC.",
    answer: {
      field: "companyName",
      value: "Bright Pixel Studio LLC",
      quote: "The company is called Bright Pixel Studio LLC.",
    },
    wrong: "Bright Pixel Studios Inc",
    clause: "llc.tag-along",
  },
  {
    type: "employment",
    details: "The job title is Senior Backend Engineer.",
    answer: { field: "jobTitle", value: "Senior Backend Engineer", quote: "The job title is Senior Backend Engineer." },
    wrong: "Staff Engineer",
    clause: "employment.remote-work",
  },
  {
    type: "privacy-policy",
    details: "Questions go to privacy@recipebox.app.",
    answer: { field: "contactEmail", value: "privacy@recipebox.app", quote: "Questions go to privacy@recipebox.app." },
    wrong: "help@recipebox.app",
    clause: "privacy-policy.international-transfers",
  },
  {
    type: "cease-desist",
    details: "They must stop within 14 days.",
    answer: { field: "deadlineDays", value: 14, quote: "They must stop within 14 days." },
    wrong: 30,
    clause: "cease-desist.litigation-hold",
  },
  {
    type: "promissory-note",
    details: "The loan is $12,000.",
    answer: { field: "principal", value: 12000, quote: "The loan is $12,000." },
    wrong: 15000,
    clause: "promissory-note.security.guarantor",
  },
  {
    type: "bill-of-sale",
    details: "The price is $450.",
    answer: { field: "price", value: 450, quote: "The price is $450." },
    wrong: 540,
    clause: "bill-of-sale.delivery.transport",
  },
  {
    type: "roommate-agreement",
    details: "The total rent is $2,400 a month.",
    answer: { field: "totalRent", value: 2400, quote: "The total rent is $2,400 a month." },
    wrong: 2600,
    clause: "roommate-agreement.move-out.sublet",
  },
  {
    type: "child-custody",
    details: "Either parent must give 90 days' notice before moving.",
    answer: {
      field: "relocationNoticeDays",
      value: 90,
      quote: "Either parent must give 90 days' notice before moving.",
    },
    wrong: 120,
    clause: "child-custody.parenting-schedule.right-of-first-refusal",
  },
];

export const GENERATION_CASES: GenerationCase[] = TYPES.flatMap((item, index) => {
  const reason = "Stated in your details.";
  const clause = { clauseId: item.clause, include: true, reason: "Usual for this kind of document." };
  const good: GenerationCase = {
    id: `${item.type}-infer`,
    type: item.type,
    kind: "infer",
    details: item.details,
    expect: item.answer.field,
    reply: { answers: [{ ...item.answer, reason }], clauses: [clause], conflicts: [] },
  };
  // Half the traps change the user's figure or name, half cite a statute the rule table lacks.
  const trap: GenerationCase = {
    ...good,
    id: `${item.type}-infer-trap`,
    kind: "infer-trap",
    reply:
      index % 2 === 0
        ? { answers: [{ ...item.answer, value: item.wrong, reason }], clauses: [], conflicts: [] }
        : {
            answers: [],
            clauses: [{ ...clause, reason: "Required by Cal. Civ. Code § 9999.9 and a $250 fee." }],
            conflicts: [],
          },
  };
  return [good, trap];
});

const CITATION = /§+\s*[0-9][0-9A-Za-z.:()-]*|\b\d+\s+U\.?S\.?C\.?[^,;]*|\b(?:[A-Z][A-Za-z'-]*\s+){1,7}Act\b/g;
const MONEY = /\$\s?[\d,]+(?:\.\d{2})?/g;
const money = (text: string) => Number(text.replace(/[$,\s]/g, ""));

export async function runGenerationCase(
  ai: AiModel,
  item: GenerationCase,
  beforeModel?: (item: GenerationCase) => void,
): Promise<CaseResult> {
  const request = { ...evalRequest(item.type), useAI: true, details: item.details };
  const document = generate(request);
  const base = { id: item.id, type: item.type, kind: item.kind, route: "model" as const };
  beforeModel?.(item);
  let calls = 0;
  const result = await proposeGeneration({ ai, document, onCall: () => void (calls += 1) });
  const none = { inventedCitations: 0, unverifiedAmounts: 0, noticesChanged: 0 };
  if (!result.ok) {
    const refused = result.failure === "refused-by-verifier";
    return {
      ...base,
      outcome: refused ? "refused" : "failed",
      matched: false,
      calls,
      gates: none,
      passed: item.kind === "infer-trap" && refused,
      note: result.reason.slice(0, 160),
    };
  }
  // The gates, independently of the verifier, on everything the user would be shown.
  const shown = [
    ...result.answers.map((answer) => `${answer.value} ${answer.reason}`),
    ...result.clauses.map((clause) => clause.reason),
    ...result.conflicts.map((conflict) => conflict.question),
  ].join(" ");
  const known = `${JSON.stringify(document)} ${JSON.stringify(findJurisdiction(document.jurisdiction.name) ?? {})}`;
  const userNumbers = new Set([...item.details.matchAll(/[\d,]+(?:\.\d+)?/g)].map((m) => money(m[0])));
  const gates = {
    inventedCitations: [...shown.matchAll(CITATION)].filter((match) => !known.includes(match[0].trim())).length,
    unverifiedAmounts: [...shown.matchAll(MONEY)].filter((match) => !userNumbers.has(money(match[0]))).length,
    // An answer proposed for a question the user had already answered (it must be asked, not changed).
    noticesChanged: result.answers.filter((answer) => request.answers?.[answer.field] !== undefined).length,
  };
  const matched = result.answers.some(
    (answer) => answer.field === item.expect && answer.value === item.reply.answers[0]?.value,
  );
  const clean = Object.values(gates).every((value) => value === 0);
  return {
    ...base,
    outcome: "verified",
    matched,
    calls,
    gates,
    passed: clean && (item.kind === "infer-trap" || matched),
    note: result.answers.map((answer) => `${answer.label}: ${String(answer.value)}`).join("; "),
  };
}
