/**
 * Documents are stored as JSON with the engine version that made them. One made by an earlier version is
 * rebuilt from its request (which holds every answer and refinement), so the preview and every download
 * show the current structure: signature pages, execution formalities, the "Before you sign" page.
 */
import { DocumentEngineError } from "./errors";
import { ENGINE_VERSION, generate } from "./generate";
import type { LegalDocument } from "./model";

export function currentDocument(stored: LegalDocument): LegalDocument {
  if (stored.engineVersion === ENGINE_VERSION) return stored;
  try {
    return generate(stored.request);
  } catch (error) {
    if (!(error instanceof DocumentEngineError)) throw error;
    // A request today's rules refuse keeps its stored text, given the parts older versions did not have.
    return {
      ...stored,
      shape: stored.shape ?? "contract",
      notices: stored.notices ?? [],
      execution: stored.execution ?? [],
      checklist: stored.checklist ?? [],
    };
  }
}
