/**
 * The user's order of a section's movable clauses (request.clauseOrder): the optional clauses the engine
 * appends to a section and the clauses the user or the model added there. The type's own clauses never
 * move: only the positions the movable ones hold are shuffled among themselves, so the section's fixed
 * wording, numbering of everything before them and the state rules' clauses stay where the law wants them.
 */
import type { Clause, LegalDocument } from "./model";

/** Whether a clause may be moved: an optional clause (it says why it was added) or an added clause. */
export const isMovableClause = (clause: Clause) => clause.addedBecause !== undefined || clause.heading !== undefined;

/** The ids of a section's movable clauses, in document order. */
export function movableIds(clauses: readonly Clause[]): string[] {
  return clauses.filter(isMovableClause).map((clause) => clause.id);
}

export function applyClauseOrder(doc: LegalDocument): LegalDocument {
  const order = doc.request.clauseOrder;
  if (!order || Object.keys(order).length === 0) return doc;
  const sections = doc.sections.map((section) => {
    const wanted = order[section.id];
    if (!wanted || wanted.length === 0) return section;
    const rank = new Map(wanted.map((id, index) => [id, index]));
    const movable = section.clauses.filter(isMovableClause);
    // Listed ids first in the listed order; a clause the list does not name (added since) keeps its place after them.
    const sorted = movable
      .map((clause, index) => ({ clause, key: rank.get(clause.id) ?? wanted.length + index }))
      .sort((a, b) => a.key - b.key)
      .map((item) => item.clause);
    let next = 0;
    const clauses = section.clauses.map((clause) => (isMovableClause(clause) ? (sorted[next++] ?? clause) : clause));
    return { ...section, clauses };
  });
  return { ...doc, sections };
}
