/**
 * What a lease must come with, by law: the state's disclosures, receipts and notices and, for a home built
 * before 1978, the federal lead-based paint disclosure (jurisdictions/lease-disclosures.ts). Each one in force
 * on the lease's date is printed after the signatures, to be completed before the tenant signs, and named on
 * "Before you sign" with what the landlord must do.
 */
import type { GenerationContext } from "../define";
import type { DisclosureCondition, LeaseDisclosure } from "../jurisdictions/lease-disclosures";
import { FEDERAL_LEASE_DISCLOSURES, LEASE_DISCLOSURES } from "../jurisdictions/lease-disclosures";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import type { LeaseAnswers } from "../types/lease/questions";
import { attachDisclosures } from "./disclosures";

const FAMILY = "lease-disclosures";

const APPLIES: Record<DisclosureCondition, (a: LeaseAnswers) => boolean> = {
  deposit: (a) => (a.securityDeposit ?? 0) > 0,
  // A landlord who does not know when the home was built gives the disclosure.
  "pre-1978": (a) => a.builtBefore1978 !== "no",
};

/** The disclosures a lease dated `date` in this state must come with, given its answers. */
export function leaseDisclosuresFor(code: string, date: string, a: LeaseAnswers): LeaseDisclosure[] {
  return [...FEDERAL_LEASE_DISCLOSURES, ...(LEASE_DISCLOSURES[code as StateCode] ?? [])].filter(
    (d) => d.effectiveDate <= date && (!d.when || APPLIES[d.when](a)),
  );
}

export function applyLeaseDisclosures(doc: LegalDocument, ctx: GenerationContext, a: LeaseAnswers): LegalDocument {
  return attachDisclosures(doc, leaseDisclosuresFor(ctx.jurisdiction.code, doc.date, a), {
    family: FAMILY,
    noun: "lease",
    intro:
      "The disclosures below are part of this Lease. The Landlord completes each one, and gives the Tenant every document they name, before the Tenant signs.",
    acknowledgment:
      "The Tenant acknowledges receiving the disclosures above, completed, and the documents they name, before signing this Lease.",
    giver: "the Landlord",
    receiver: "the Tenant",
    signer: { role: ctx.labels[1], name: ctx.party2 },
  });
}
