import type { RuleWarning } from "@lexforge/doc-engine";
import type { TDocumentRequest } from "@lexforge/validators";

import { buildDocument, toEngineRequest } from "./build-document";

/**
 * What the state rules and the clause-text rules will say of a request, before it is generated and before a
 * credit is spent: caps they will apply, clauses they will replace, disclosures the document will carry, and
 * the user's own words the law does not allow. Nothing is stored.
 */
export function previewRules({ input, now = new Date() }: { input: TDocumentRequest; now?: Date }): {
  warnings: RuleWarning[];
} {
  return { warnings: buildDocument(toEngineRequest(input, now)).warnings };
}
