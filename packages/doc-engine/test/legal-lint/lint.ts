/**
 * The legal lint: checks a careful attorney would run over every generated document. Each check is one
 * entry in CHECKS (see checks/), so new ones (contradictory amounts, a rule warning the text ignores, ...)
 * are added as further entries without touching the runner in legal-lint.test.ts.
 */
import type { DocumentType, LegalDocument } from "../../src/index";
import { generate, JURISDICTIONS, toText } from "../../src/index";
import { toPdf } from "../../src/render/pdf";
import { pdfPageLines } from "../pdf-text";
import type { LintVariant } from "./requests";
import { lintRequest } from "./requests";

export type LintCase = {
  type: DocumentType;
  state: string;
  mode: "AI" | "template";
  doc: LegalDocument;
  /** The plain-text rendering (what "Download as Text" gives). */
  text: string;
  /** Text of each PDF page (one line per text run), present when some check declared needs: "pdf". */
  pdfPages?: string[];
};

/** One problem: where names the clause ("7.2 lease.default.remedies"), block or page it was found in. */
export type Finding = { where: string; problem: string };

export type LintCheck = {
  id: string;
  description: string;
  /** Only run on documents this returns true for (default: all). */
  appliesTo?: (c: LintCase) => boolean;
  /** "pdf": the runner renders the PDF and fills pdfPages before calling run. */
  needs?: "pdf";
  run: (c: LintCase) => Finding[];
};

/** A piece of the document's own wording and where it sits, for checks that read text. */
export type TextUnit = { where: string; text: string };

/** Every piece of wording the document prints, each with a location a reader can find. */
export function textUnits(doc: LegalDocument): TextUnit[] {
  const units: TextUnit[] = [
    { where: "title", text: doc.title },
    { where: "preamble", text: doc.preamble },
  ];
  doc.recitals.forEach((text, i) => units.push({ where: `recital ${String.fromCharCode(65 + i)}`, text }));
  doc.sections.forEach((section, s) => {
    units.push({ where: `section ${s + 1} heading (${section.id})`, text: section.heading });
    section.clauses.forEach((clause, c) => units.push({ where: `${s + 1}.${c + 1} ${clause.id}`, text: clause.text }));
  });
  if (doc.letter) units.push({ where: "subject line", text: doc.letter.reference });
  for (const block of [...doc.notices, ...doc.execution]) {
    block.parts.forEach((part, i) => {
      const where = `${block.id} block, part ${i + 1}`;
      if (part.kind === "text") units.push({ where, text: part.text });
      if (part.kind === "notice") part.paragraphs.forEach((text) => units.push({ where, text }));
      if (part.kind === "venue") part.lines.forEach((text) => units.push({ where, text }));
      if (part.kind === "signature") units.push({ where: `${where} (signature caption)`, text: part.line.role });
    });
  }
  doc.warnings.forEach((warning, i) =>
    units.push({ where: `warning ${i + 1} (${warning.family})`, text: warning.message }),
  );
  doc.checklist.forEach((item, i) => units.push({ where: `checklist line ${i + 1}`, text: item.text }));
  return units;
}

/** Findings for every unit whose text matches `pattern`, with the matched words quoted. */
export function matchUnits(units: TextUnit[], pattern: RegExp, problem: (match: string) => string): Finding[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return units.flatMap((unit) =>
    [...unit.text.matchAll(global)].map((m) => ({ where: unit.where, problem: problem(m[0]) })),
  );
}

/**
 * Runs the checks over one type and mode in all 51 jurisdictions; returns every finding as
 * "type / state / mode / where: [check] problem". PDFs are rendered only when a check needs them.
 */
export async function lintAll(
  type: DocumentType,
  mode: LintCase["mode"],
  checks: LintCheck[],
  variant: LintVariant = "realistic",
): Promise<string[]> {
  const failures: string[] = [];
  const needsPdf = checks.some((check) => check.needs === "pdf");
  for (const { name: state } of JURISDICTIONS) {
    const doc = generate(lintRequest(type, state, mode === "AI", variant));
    const lintCase: LintCase = { type, state, mode, doc, text: toText(doc) };
    if (needsPdf) {
      const pdf = Buffer.from(await toPdf(doc, { compress: false })).toString("latin1");
      lintCase.pdfPages = pdfPageLines(pdf).map((lines) => lines.join("\n"));
    }
    for (const check of checks) {
      if (check.appliesTo && !check.appliesTo(lintCase)) continue;
      for (const finding of check.run(lintCase)) {
        const label = variant === "stress" ? `${type} (stress answers)` : type;
        failures.push(`${label} / ${state} / ${mode} / ${finding.where}: [${check.id}] ${finding.problem}`);
      }
    }
  }
  return failures;
}
