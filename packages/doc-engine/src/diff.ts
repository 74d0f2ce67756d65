/**
 * Clause-level diff between two versions of a document, keyed by clause id (ids are stable across
 * regenerations). The preamble and recitals are compared too, as pseudo-clauses in pseudo-sections
 * "preamble" and "recitals", so a tone change there is never invisible.
 */
import type { ClauseChange, LegalDocument } from "./model";

type Entry = { sectionId: string; clauseId: string; text: string };

function entries(doc: LegalDocument): Entry[] {
  return [
    { sectionId: "preamble", clauseId: "preamble", text: doc.preamble },
    ...doc.recitals.map((text, index) => ({ sectionId: "recitals", clauseId: `recital.${index + 1}`, text })),
    ...doc.sections.flatMap((section) =>
      section.clauses.map((item) => ({ sectionId: section.id, clauseId: item.id, text: item.text })),
    ),
  ];
}

/** Changes from a to b: added and changed clauses in b's order, then removed ones in a's order. */
export function diffDocuments(a: LegalDocument, b: LegalDocument): ClauseChange[] {
  const before = new Map(entries(a).map((entry) => [entry.clauseId, entry]));
  const afterEntries = entries(b);
  const afterIds = new Set(afterEntries.map((entry) => entry.clauseId));
  const changes: ClauseChange[] = [];
  for (const entry of afterEntries) {
    const old = before.get(entry.clauseId);
    if (!old) {
      changes.push({ kind: "added", sectionId: entry.sectionId, clauseId: entry.clauseId, after: entry.text });
    } else if (old.text !== entry.text) {
      changes.push({
        kind: "changed",
        sectionId: entry.sectionId,
        clauseId: entry.clauseId,
        before: old.text,
        after: entry.text,
      });
    }
  }
  for (const entry of before.values()) {
    if (!afterIds.has(entry.clauseId)) {
      changes.push({ kind: "removed", sectionId: entry.sectionId, clauseId: entry.clauseId, before: entry.text });
    }
  }
  return changes;
}
