/**
 * Which state rule families read each document type, by name, without the rules themselves: the "Before you
 * sign" page names what a document was checked against, and it renders in the browser too. A test keeps
 * this list equal to the rules that run (rules/index.ts); it lives outside rules/ so the browser-safe entry can read it.
 */
import type { DocumentType } from "./model";

export const RULE_FAMILY_NAMES = {
  "will-execution": "will-signing",
  "poa-execution": "power-of-attorney signing",
  "security-deposit": "security-deposit",
  "late-fee": "late-fee",
  "lease-disclosures": "required-disclosure",
  "lease-occupancy": "occupancy-rights",
  "employment-notices": "required-notice",
  "non-compete": "non-compete",
  usury: "interest-rate (usury)",
  "privacy-law": "privacy-law",
  "marital-property": "marital-property",
  "custody-relocation": "relocation",
  "custody-filings": "court-filing",
  "vehicle-sale": "vehicle-transfer",
} as const;

export type RuleFamilyName = keyof typeof RULE_FAMILY_NAMES;

export const RULE_FAMILIES_BY_TYPE: Partial<Record<DocumentType, RuleFamilyName[]>> = {
  will: ["will-execution", "marital-property"],
  poa: ["poa-execution"],
  lease: ["security-deposit", "late-fee", "lease-occupancy", "lease-disclosures"],
  employment: ["non-compete", "employment-notices"],
  "privacy-policy": ["privacy-law"],
  "promissory-note": ["usury"],
  llc: ["marital-property"],
  "child-custody": ["custody-relocation", "custody-filings"],
  "bill-of-sale": ["vehicle-sale"],
};

/**
 * Families whose tables hold only some states, and those states: elsewhere a document was not checked against
 * them, and the page must not say it was. A test keeps each list equal to its table's keys (the tables hold
 * clause text, which the browser-safe entry must not carry).
 */
export const PARTIAL_FAMILY_STATES: Partial<Record<RuleFamilyName, readonly string[]>> = {
  "lease-occupancy": ["NY"],
  "custody-relocation": ["CA", "FL", "IL", "MI", "OH", "PA", "TX"],
  "custody-filings": ["PA"],
  "vehicle-sale": ["CA", "FL", "GA", "IL", "MI", "NC", "NY", "OH", "PA", "TX"],
  "employment-notices": ["CA", "IL", "KS", "MN", "NC", "NY", "WA"],
};

/** The families a document of this type in this state was checked against. */
export function ruleFamiliesFor(type: DocumentType, code: string): RuleFamilyName[] {
  return (RULE_FAMILIES_BY_TYPE[type] ?? []).filter((family) => PARTIAL_FAMILY_STATES[family]?.includes(code) ?? true);
}
