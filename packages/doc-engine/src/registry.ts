/** DocumentType → TypeDefinition, the one place that knows every type file. */
import type { TypeDefinition } from "./define";
import type { DocumentType } from "./model";
import { DOCUMENT_TYPES } from "./model";
import { billOfSaleDefinition } from "./types/bill-of-sale";
import { ceaseDesistDefinition } from "./types/cease-desist";
import { childCustodyDefinition } from "./types/child-custody";
import { employmentDefinition } from "./types/employment";
import { leaseDefinition } from "./types/lease";
import { llcDefinition } from "./types/llc";
import { ndaDefinition } from "./types/nda";
import { poaDefinition } from "./types/poa";
import { privacyPolicyDefinition } from "./types/privacy-policy";
import { promissoryNoteDefinition } from "./types/promissory-note";
import { roommateAgreementDefinition } from "./types/roommate-agreement";
import { willDefinition } from "./types/will";

export const REGISTRY: Readonly<Record<DocumentType, TypeDefinition>> = {
  nda: ndaDefinition,
  lease: leaseDefinition,
  will: willDefinition,
  poa: poaDefinition,
  llc: llcDefinition,
  employment: employmentDefinition,
  "privacy-policy": privacyPolicyDefinition,
  "cease-desist": ceaseDesistDefinition,
  "promissory-note": promissoryNoteDefinition,
  "bill-of-sale": billOfSaleDefinition,
  "roommate-agreement": roommateAgreementDefinition,
  "child-custody": childCustodyDefinition,
};

/** The definition for a type name, or undefined for a name that is not one of the twelve. */
export function getTypeDefinition(type: string): TypeDefinition | undefined {
  return (DOCUMENT_TYPES as readonly string[]).includes(type) ? REGISTRY[type as DocumentType] : undefined;
}

/** What the generator form needs for a type: plain data only (no schema, no functions). */
export function getTypeMetadata(type: string) {
  const definition = getTypeDefinition(type);
  if (!definition) return undefined;
  return {
    type: definition.type,
    title: definition.title,
    shape: definition.shape,
    roles: definition.roles,
    sectionCount: definition.sectionCount,
    questions: definition.questions,
    optionalClauses: definition.optionalClauses.map(({ id, sectionId, names, reason }) => ({
      id,
      sectionId,
      names,
      reason,
    })),
  };
}
