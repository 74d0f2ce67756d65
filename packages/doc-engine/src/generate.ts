/**
 * generate(): a DocumentRequest in, a LegalDocument out. Pure and deterministic: the date comes in the
 * request, nothing reads a clock, nothing is random, so the same request and ENGINE_VERSION always give
 * the same document.
 */
import { buildContext, checkRequest, defaultPreamble } from "./context";
import { DocumentEngineError } from "./errors";
import { ordinalDate } from "./format";
import { findJurisdiction } from "./jurisdictions/data";
import { enforceLayout, insertOptionalClauses, weaveAdditionalTerms, weaveDetails } from "./layout";
import type { DocumentRequest, LegalDocument, SignatureBlock } from "./model";
import { getTypeDefinition } from "./registry";
import { applyRules } from "./rules";
import { applyStyle } from "./style";

/** Stored with every document; bump it whenever the same request would produce different text. */
export const ENGINE_VERSION = "1.1.0";

/** A JSON copy: drops undefined keys, so the stored request (and the document's JSON) is canonical. */
const canonical = (request: DocumentRequest): DocumentRequest => JSON.parse(JSON.stringify(request)) as DocumentRequest;

export function generate(input: DocumentRequest): LegalDocument {
  const definition = getTypeDefinition(input.documentType);
  if (!definition) {
    throw new DocumentEngineError("unknown-type", `Unknown document type "${String(input.documentType)}".`);
  }
  const jurisdiction = findJurisdiction(input.jurisdiction);
  if (!jurisdiction) {
    throw new DocumentEngineError("unknown-jurisdiction", `Unknown jurisdiction "${input.jurisdiction}".`);
  }
  checkRequest(input);
  const request = canonical(input);
  const ctx = buildContext(request, definition, jurisdiction);

  // Copies, so a type that returns shared constant objects is never mutated by the weaving below.
  const typed = definition.sections(ctx).map((section) => ({
    ...section,
    clauses: section.clauses.map((item) => ({ ...item })),
  }));
  const sections = enforceLayout(definition, typed, ctx);
  weaveDetails(definition, sections, ctx);
  weaveAdditionalTerms(definition, sections, ctx);
  insertOptionalClauses(definition, sections, ctx);

  const datedOn = ordinalDate(request.date);
  const { parties } = request;
  const signatures: SignatureBlock = {
    parties: [
      { label: ctx.labels[0], name: ctx.party1, address: parties.party1Address.trim() },
      { label: ctx.labels[1], name: ctx.party2, address: parties.party2Address.trim() },
    ],
    witnesses: 0,
    notary: false,
    selfProvingAffidavit: false,
    notes: [],
  };

  const built: LegalDocument = {
    engineVersion: ENGINE_VERSION,
    type: definition.type,
    title: definition.title,
    jurisdiction: { name: jurisdiction.name, code: jurisdiction.code },
    date: request.date,
    preamble: definition.preamble ? definition.preamble(ctx, datedOn) : defaultPreamble(ctx, definition, datedOn),
    recitals: definition.recitals(ctx),
    sections,
    signatures,
    warnings: [],
    request,
  };

  const before = new Map(sections.flatMap((section) => section.clauses.map((item) => [item.id, item.text] as const)));
  const ruled = applyRules(built, ctx);
  // Clauses the rules added or rewrote carry legal requirements, so concise must not drop them.
  const ruleTouched = new Set(
    ruled.sections.flatMap((section) =>
      section.clauses.filter((item) => before.get(item.id) !== item.text).map((item) => item.id),
    ),
  );
  return applyStyle(ruled, ruleTouched);
}
