/**
 * `pnpm bench`: p50/p99 of generate, refine, docx and pdf over the 12 types × 51 jurisdictions.
 * Every pair by default (the slow part is rendering docx/pdf); BENCH_RENDER_EVERY samples docx/pdf
 * to shorten it, and the output says which. Figures only: no assertions.
 */
import { performance } from "node:perf_hooks";

import { DOCUMENT_TYPES, JURISDICTIONS, generate, refine } from "@lexforge/doc-engine";
import type { DocumentRequest, DocumentType, LegalDocument } from "@lexforge/doc-engine";
import { toDocx } from "@lexforge/doc-engine/docx";
import { toPdf } from "@lexforge/doc-engine/pdf";

// docx/pdf on every RENDER_EVERY-th jurisdiction (BENCH_RENDER_EVERY=5 for a quick run: 11 of 51).
const RENDER_EVERY = Math.max(1, Number(process.env.BENCH_RENDER_EVERY ?? 1) || 1);
const TARGETS: Record<string, string> = {
  generate: "p50 ≤ 2 ms",
  docx: "p50 ≤ 30 ms",
  pdf: "p50 ≤ 30 ms, p99 ≤ 80 ms",
  refine: "",
};

function request(documentType: DocumentType, jurisdiction: string, useAI: boolean): DocumentRequest {
  return {
    documentType,
    jurisdiction,
    parties: {
      party1Name: "Acme Holdings LLC",
      party1Address: "100 Main Street, Springfield",
      party2Name: "Jordan Lee",
      party2Address: "22 Oak Avenue, Riverside",
    },
    purpose: "Business relationship covering confidential information, payment and intellectual property",
    details: "The parties have worked together since 2024.",
    additionalTerms: "Notices may be given by email.",
    useAI,
    answers: {},
    date: "2026-03-04",
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const samples: Record<string, number[]> = { generate: [], refine: [], docx: [], pdf: [] };
const failures: string[] = [];

async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T | undefined> {
  const start = performance.now();
  try {
    const out = await run();
    samples[name]?.push(performance.now() - start);
    return out;
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

// Warm-up: the first call pays for module initialisation and JIT, which is not what we measure.
for (const type of DOCUMENT_TYPES) {
  try {
    const doc = generate(request(type, "California", true));
    await toDocx(doc);
    await toPdf(doc);
  } catch {
    // Reported in the measured loop.
  }
}

const started = performance.now();
for (const [j, jurisdiction] of JURISDICTIONS.entries()) {
  for (const type of DOCUMENT_TYPES) {
    for (const useAI of [false, true]) {
      const doc: LegalDocument | undefined = await timed("generate", () =>
        generate(request(type, jurisdiction.name, useAI)),
      );
      if (!doc || useAI) continue;
      await timed("refine", () => refine(doc, "Make it more formal"));
      if (j % RENDER_EVERY === 0) {
        await timed("docx", () => toDocx(doc));
        await timed("pdf", () => toPdf(doc));
      }
    }
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const rows = Object.entries(samples).map(([name, values]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return {
    step: name,
    n: values.length,
    p50_ms: percentile(sorted, 50).toFixed(2),
    p99_ms: percentile(sorted, 99).toFixed(2),
    mean_ms: mean.toFixed(2),
    target: TARGETS[name] ?? "",
  };
});
console.log(
  `doc-engine bench: ${DOCUMENT_TYPES.length} types × ${JURISDICTIONS.length} jurisdictions, template + AI modes (${seconds} s)`,
);
console.log(`generate: every pair in both modes; refine ("Make it more formal"): every template document;`);
console.log(
  RENDER_EVERY === 1
    ? "docx and pdf: every template document (all types × all jurisdictions)."
    : `docx and pdf: sampled on every ${RENDER_EVERY}th jurisdiction (${Math.ceil(JURISDICTIONS.length / RENDER_EVERY)} of ${JURISDICTIONS.length}) × all types.`,
);
console.table(rows);
if (failures.length > 0) {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f, (counts.get(f) ?? 0) + 1);
  console.log(`${failures.length} failures:`);
  for (const [f, n] of counts) console.log(`  ${n}× ${f}`);
}
