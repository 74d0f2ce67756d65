import type { DocumentRequest, DocumentType, LegalDocument } from "../src/index";

export const BASE: Omit<DocumentRequest, "documentType"> = {
  jurisdiction: "California",
  parties: {
    party1Name: "Northwind Traders LLC",
    party1Address: "100 Market Street, San Francisco, CA 94105",
    party2Name: "Contoso Partners Inc.",
    party2Address: "25 Harbor Road, Oakland, CA 94607",
  },
  purpose: "Evaluating a software partnership with shared employees and source code",
  details: "The parties will exchange product roadmaps and pricing.",
  additionalTerms: "Neither party will issue a press release about the discussions.",
  useAI: true,
  date: "2026-11-21",
};

export const request = (documentType: DocumentType, extra: Partial<DocumentRequest> = {}): DocumentRequest => ({
  ...BASE,
  documentType,
  ...extra,
});

/** The text of the clause with this id, or "" where the document has none. */
export const clauseText = (doc: LegalDocument, id: string): string =>
  doc.sections.flatMap((section) => section.clauses).find((clause) => clause.id === id)?.text ?? "";

/** Words that betray an unfilled template slot or a leaked JavaScript value. */
export const PLACEHOLDER =
  /\{\{|\}\}|⟦|⟧|\[NAME\]|\[[A-Z][A-Za-z ]{2,}\]|\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/;
