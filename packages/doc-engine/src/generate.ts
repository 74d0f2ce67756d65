/**
 * generate(): a DocumentRequest in, a LegalDocument out. Pure and deterministic: the date comes in the
 * request, nothing reads a clock, nothing is random, so the same request and ENGINE_VERSION always give
 * the same document.
 */
import { buildContext, checkRequest, defaultPreamble } from "./context";
import { signingPath } from "./e-signature";
import { DocumentEngineError } from "./errors";
import { ordinalDate } from "./format";
import { findJurisdiction } from "./jurisdictions/data";
import { ruleAt } from "./jurisdictions/rule-at";
import type { Jurisdiction } from "./jurisdictions/types";
import { enforceLayout, insertOptionalClauses, weaveAdditionalTerms, weaveDetails } from "./layout";
import { baseChecklist } from "./execution/checklist";
import { letterHead } from "./execution/letter";
import { signatureBlock, signerLines } from "./execution/signatures";
import type { DocumentRequest, DocumentType, LegalDocument } from "./model";
import { getTypeDefinition } from "./registry";
import { applyClauseOrder } from "./order";
import { applyOverrides } from "./overrides";
import { applyLimits, applyRules } from "./rules";
import { applyStyle } from "./style";

/** Stored with every document; bump it whenever the same request would produce different text. */
export const ENGINE_VERSION = "1.22.0";

/** A JSON copy: drops undefined keys, so the stored request (and the document's JSON) is canonical. */
const canonical = (request: DocumentRequest): DocumentRequest => JSON.parse(JSON.stringify(request)) as DocumentRequest;

/** Whether the document may be signed electronically; a power of attorney by its state's signing rule. */
function signing(type: DocumentType, jurisdiction: Jurisdiction, date: string) {
  const formalities = type === "poa" ? { place: jurisdiction.place, ...ruleAt(jurisdiction.poa, date) } : undefined;
  const path = signingPath(type, formalities);
  return path ? { signing: path } : {};
}

export function generate(input: DocumentRequest): LegalDocument {
  const definition = getTypeDefinition(input.documentType);
  if (!definition) {
    throw new DocumentEngineError("unknown-type", `Unknown document type "${String(input.documentType)}".`);
  }
  const jurisdiction = findJurisdiction(input.jurisdiction);
  if (!jurisdiction) {
    throw new DocumentEngineError("unknown-jurisdiction", `Unknown jurisdiction "${input.jurisdiction}".`);
  }
  checkRequest(input, definition);
  const request = canonical(input);
  // State limits first: an unlawful answer is lowered to the lawful value (or generation stops) before any
  // clause is written, so the document never states both values.
  const { ctx, adjustments } = applyLimits(definition.type, buildContext(request, definition, jurisdiction));

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
  const execution = signatureBlock(definition, ctx);
  // Letters, policies and instruments made by one person have no recitals: only a contract recites.
  const recitals = definition.shape === "contract" ? definition.recitals(ctx) : [];

  const built: LegalDocument = {
    engineVersion: ENGINE_VERSION,
    type: definition.type,
    title: definition.title,
    jurisdiction: { name: jurisdiction.name, code: jurisdiction.code },
    date: request.date,
    shape: definition.shape,
    ...(definition.shape === "letter"
      ? { letter: letterHead(ctx, definition.reference?.(ctx) ?? definition.title) }
      : {}),
    notices: [],
    preamble: definition.preamble ? definition.preamble(ctx, datedOn) : defaultPreamble(ctx, definition, datedOn),
    recitals,
    sections,
    execution: execution ? [execution] : [],
    warnings: [],
    checklist: baseChecklist(definition, ctx, signerLines(definition, ctx)),
    ...signing(definition.type, jurisdiction, request.date),
    request,
  };

  const before = new Map(sections.flatMap((section) => section.clauses.map((item) => [item.id, item.text] as const)));
  const ruled = applyRules(built, ctx, adjustments);
  // Clauses the rules added or rewrote carry legal requirements, so concise must not drop them.
  const ruleTouched = new Set(
    ruled.sections.flatMap((section) =>
      section.clauses.filter((item) => before.get(item.id) !== item.text).map((item) => item.id),
    ),
  );
  // Overrides come after the rules (so a rule's wording is known and protected) and before the style, which
  // leaves the model's or user's own wording alone.
  return applyClauseOrder(applyStyle(applyOverrides(ruled, ruleTouched), ruleTouched));
}
