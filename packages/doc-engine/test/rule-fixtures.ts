/** Hand-built documents and contexts, so the rules and renderers are tested without the type library. */
import type { GenerationContext } from "../src/define";
import { findJurisdiction } from "../src/jurisdictions/data";
import type { DocumentType, LegalDocument, Section } from "../src/model";
import { rolesFor } from "../src/roles";

const money = (n: number) => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

export function makeCtx(state: string, answers: Record<string, unknown>, date = "2024-08-01"): GenerationContext {
  const jurisdiction = findJurisdiction(state);
  if (!jurisdiction) throw new Error(`no jurisdiction ${state}`);
  return {
    request: {
      documentType: "nda",
      jurisdiction: state,
      parties: {
        party1Name: "Acme <b>Corp</b>",
        party1Address: "1 Main St",
        party2Name: "Jane & Doe",
        party2Address: "2 Oak Ave",
      },
      purpose: "test",
      useAI: false,
      answers,
      date,
    },
    answers,
    jurisdiction,
    labels: ["DISCLOSING PARTY", "RECEIVING PARTY"],
    roles: rolesFor("nda"),
    party1: "Acme <b>Corp</b>",
    party2: "Jane & Doe",
    formatDate: (iso) => iso,
    formatMoney: money,
  };
}

export function makeDoc(type: DocumentType, state: string, date: string, sections: Section[] = []): LegalDocument {
  const ctx = makeCtx(state, {}, date);
  return {
    engineVersion: "test",
    type,
    title: "Test Agreement",
    jurisdiction: { name: ctx.jurisdiction.name, code: ctx.jurisdiction.code },
    date,
    preamble: "This Test Agreement is made on the 1st day of August 2024.",
    recitals: ["The parties wish to test.", "They agree as follows."],
    sections,
    shape: type === "will" || type === "poa" ? "instrument" : "contract",
    notices: [],
    execution: [
      {
        id: "signatures",
        heading: "Signatures",
        parts: [
          {
            kind: "signature",
            line: {
              role: "FIRST SIGNER",
              name: "Acme <b>Corp</b>",
              fields: [{ label: "Address", value: "1 Main St" }],
            },
          },
          {
            kind: "signature",
            line: { role: "SECOND SIGNER", name: "Jane & Doe", fields: [{ label: "Address", value: "2 Oak Ave" }] },
          },
        ],
      },
    ],
    checklist: [],
    warnings: [],
    request: ctx.request,
  };
}

export const section = (id: string, clauses: [string, string][]): Section => ({
  id,
  heading: id.replace(/-/g, " "),
  explanation: "Test section.",
  clauses: clauses.map(([cid, text]) => ({ id: cid, text })),
});

/** A long document: n sections of 4 long clauses, for page-count checks. */
export function longDoc(n: number): LegalDocument {
  const sentence = "The parties agree that this clause is long enough to wrap over several lines of text on the page. ";
  const sections = Array.from({ length: n }, (_, i) =>
    section(
      `section-${i + 1}`,
      Array.from({ length: 4 }, (_, c): [string, string] => [`s${i}.c${c}`, sentence.repeat(4)]),
    ),
  );
  return makeDoc("nda", "California", "2024-08-01", sections);
}
