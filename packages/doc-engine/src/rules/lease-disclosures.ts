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
import { attachDisclosures, inForce } from "./disclosures";
import { depositsOf } from "./security-deposit";

const FAMILY = "lease-disclosures";

const APPLIES: Record<DisclosureCondition, (a: LeaseAnswers) => boolean> = {
  deposit: (a) => depositsOf(a) > 0,
  // A landlord who does not know when the home was built gives the disclosure.
  "pre-1978": (a) => a.builtBefore1978 !== "no",
};

/** The disclosures a lease dated `date` in this state must come with, given its answers. */
export function leaseDisclosuresFor(code: string, date: string, a: LeaseAnswers): LeaseDisclosure[] {
  return inForce([...FEDERAL_LEASE_DISCLOSURES, ...(LEASE_DISCLOSURES[code as StateCode] ?? [])], date, APPLIES, a);
}

export function applyLeaseDisclosures(doc: LegalDocument, ctx: GenerationContext, a: LeaseAnswers): LegalDocument {
  return attachDisclosures(doc, leaseDisclosuresFor(ctx.jurisdiction.code, doc.date, a), {
    family: FAMILY,
    item: "disclosure",
    noun: "lease",
    intro:
      "The disclosures below are part of this Lease. The Landlord completes each one, and gives the Tenant every document they name, before the Tenant signs.",
    acknowledgment:
      "The Tenant acknowledges receiving, before signing this Lease, each disclosure above that is due at signing, completed, and the documents it names; a disclosure the law allows later is given within the time it states.",
    giver: "the Landlord",
    receiver: "the Tenant",
    signer: { role: ctx.labels[1], name: ctx.party2 },
    facts: {
      ...(a.monthlyRent === undefined ? {} : { rent: ctx.formatMoney(a.monthlyRent) }),
      ...(a.securityDeposit === undefined ? {} : { deposit: ctx.formatMoney(a.securityDeposit) }),
      ...(a.propertyAddress === undefined ? {} : { premises: a.propertyAddress }),
      landlord: `${ctx.party1}, ${ctx.request.parties.party1Address.trim()}`,
    },
  });
}
