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
import type { ChecklistItem, ExecutionBlock, LegalDocument } from "../model";
import type { LeaseAnswers } from "../types/lease/questions";
import { listJoin } from "../types/shared/wording";
import { warning, withChecklist, withWarnings } from "./shared";

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

const cited = (d: LeaseDisclosure) => ({ citation: d.citation, ...(d.verified === false ? { verified: false } : {}) });

function block(d: LeaseDisclosure): ExecutionBlock {
  return {
    id: `disclosure-${d.id}`,
    heading: d.title,
    ...cited(d),
    parts: d.paragraphs.map((text) => ({ kind: "text", text })),
  };
}

export function applyLeaseDisclosures(doc: LegalDocument, ctx: GenerationContext, a: LeaseAnswers): LegalDocument {
  const disclosures = leaseDisclosuresFor(ctx.jurisdiction.code, doc.date, a);
  if (disclosures.length === 0) return doc;
  const execution: ExecutionBlock[] = [
    ...doc.execution,
    {
      id: "disclosures",
      heading: "Disclosures Required by Law",
      parts: [
        {
          kind: "text",
          text: "The disclosures below are part of this Lease. The Landlord completes each one, and gives the Tenant every document they name, before the Tenant signs.",
        },
      ],
    },
    ...disclosures.map(block),
    {
      id: "disclosures-acknowledgment",
      heading: "Acknowledgment of Disclosures",
      parts: [
        {
          kind: "text",
          text: "The Tenant acknowledges receiving the disclosures above, completed, and the documents they name, before signing this Lease.",
        },
        { kind: "signature", line: { role: ctx.labels[1], name: ctx.party2, fields: [{ label: "Date" }] } },
      ],
    },
  ];
  const checklist: ChecklistItem[] = disclosures.map((d) => ({ text: `${d.title}: ${d.action}`, ...cited(d) }));
  const unverified = disclosures.some((d) => d.verified === false);
  const latest =
    disclosures
      .map((d) => d.effectiveDate)
      .sort()
      .at(-1) ?? doc.date;
  const message = `The law requires this lease to come with ${disclosures.length === 1 ? "a disclosure" : `${disclosures.length} disclosures`}: ${listJoin(disclosures.map((d) => d.title))}. ${disclosures.length === 1 ? "It follows" : "They follow"} the signatures, for the Landlord to complete before the Tenant signs.`;
  const rule = {
    citation: disclosures.map((d) => d.citation).join("; "),
    effectiveDate: latest,
    ...(unverified ? { verified: false } : {}),
  };
  return withWarnings(withChecklist({ ...doc, execution }, checklist), [warning(FAMILY, message, rule)]);
}
