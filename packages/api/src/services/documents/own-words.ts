import type { LegalDocument } from "@lexforge/doc-engine";
import { ruleLine } from "@lexforge/doc-engine/view";

/** What the law says about words of the user's own that a change puts into the document, as shown lines. */
export function ownWordsWarnings(before: LegalDocument, after: LegalDocument): string[] {
  const known = new Set(before.warnings.map((warning) => warning.message));
  return after.warnings
    .filter((warning) => warning.family === "clause-text" && !known.has(warning.message))
    .map(ruleLine);
}
