/**
 * Per-clause overrides and custom clauses (request.clauseOverrides, request.customClauses): wording the
 * language model or the user wrote in place of, or next to, the engine's vetted clauses. Applied inside
 * generate(), after the jurisdiction rules, so they survive every refine and regenerate. Wording that
 * carries a legal requirement stays the engine's: governing law, clauses the state rules added or changed,
 * statutory notices, execution blocks and signatures can never be overridden, and trying is an error.
 */
import { DocumentEngineError } from "./errors";
import { ADDITIONAL_TERMS_ID, GOVERNING_LAW_ID } from "./layout";
import type { Clause, LegalDocument } from "./model";

/**
 * Why a clause id may not be overridden, or undefined when it may. ruleTouched: ids of the clauses the
 * state rules added or rewrote in this document.
 */
export function protectedReason(
  doc: LegalDocument,
  clauseId: string,
  ruleTouched: ReadonlySet<string>,
): string | undefined {
  if (doc.notices.some((block) => block.id === clauseId)) return "it is a statutory notice";
  if (doc.execution.some((block) => block.id === clauseId)) return "it is part of the signature pages";
  if (/(^|\.)(signatures?|execution|attestation|notary[\w-]*|witness[\w-]*)$/.test(clauseId))
    return "it is part of the signature pages";
  const section = doc.sections.find((item) => item.clauses.some((clause) => clause.id === clauseId));
  if (section?.id === GOVERNING_LAW_ID || clauseId.includes(".governing-law.")) return "it states the governing law";
  if (ruleTouched.has(clauseId)) return "the state's rules require its wording";
  return undefined;
}

const refuse = (clauseId: string, reason: string) =>
  new DocumentEngineError("protected-clause", `The wording of clause "${clauseId}" cannot be replaced: ${reason}.`);

/** Returns a new document with the request's overrides and custom clauses applied and marked with their origin. */
export function applyOverrides(doc: LegalDocument, ruleTouched: ReadonlySet<string>): LegalDocument {
  const overrides = doc.request.clauseOverrides ?? {};
  const custom = doc.request.customClauses ?? [];
  if (Object.keys(overrides).length === 0 && custom.length === 0) return doc;

  for (const [clauseId, override] of Object.entries(overrides)) {
    const reason = protectedReason(doc, clauseId, ruleTouched);
    if (reason) throw refuse(clauseId, reason);
    if (override.text.trim() === "")
      throw new DocumentEngineError("invalid-override", `The new wording of clause "${clauseId}" is empty.`);
  }

  const sections = doc.sections.map((section) => ({
    ...section,
    clauses: section.clauses.map((item): Clause => {
      const override = overrides[item.id];
      if (!override) return item;
      return {
        ...item,
        text: override.text.trim(),
        origin: override.source,
        ...(override.reason ? { originReason: override.reason } : {}),
      };
    }),
  }));

  const ids = new Set(sections.flatMap((section) => section.clauses.map((item) => item.id)));
  for (const clause of custom) {
    if (ids.has(clause.id))
      throw new DocumentEngineError("invalid-override", `The custom clause id "${clause.id}" is already in use.`);
    if (clause.text.trim() === "" || clause.heading.trim() === "")
      throw new DocumentEngineError("invalid-override", `The custom clause "${clause.id}" needs a heading and text.`);
    if (clause.sectionId === GOVERNING_LAW_ID) throw refuse(clause.id, "the governing-law section is fixed");
    const target =
      sections.find((section) => section.id === clause.sectionId) ??
      sections.find((section) => section.id === ADDITIONAL_TERMS_ID);
    if (!target) continue;
    ids.add(clause.id);
    target.clauses.push({
      id: clause.id,
      heading: clause.heading.trim(),
      text: clause.text.trim(),
      origin: clause.source,
      ...(clause.reason ? { originReason: clause.reason } : {}),
    });
  }
  return { ...doc, sections };
}
