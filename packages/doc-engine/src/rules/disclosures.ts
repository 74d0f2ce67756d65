/**
 * Disclosures and notices the law requires a document to carry or come with (a lease's deposit receipt, an
 * employment agreement's invention notice): each printed after the signatures with its citation, named on
 * "Before you sign" with what the party giving it must do, and acknowledged by the party receiving it.
 */
import type { Disclosure } from "../jurisdictions/types";
import type { ChecklistItem, ExecutionBlock, LegalDocument } from "../model";
import { listJoin } from "../types/shared/wording";
import { warning, withChecklist, withWarnings } from "./shared";

export type DisclosureSetting = {
  family: string;
  /** "lease", "agreement": what the message calls the document. */
  noun: string;
  /** The first part's text: who completes and gives the disclosures, and when. */
  intro: string;
  /** The receiving party's acknowledgment, signed under it. */
  acknowledgment: string;
  /** Who gives them and who receives them ("the Landlord", "the Tenant"), for the message. */
  giver: string;
  receiver: string;
  /** Who signs the acknowledgment. */
  signer: { role: string; name: string };
};

const cited = (d: Disclosure) => ({ citation: d.citation, ...(d.verified === false ? { verified: false } : {}) });

function block(d: Disclosure): ExecutionBlock {
  return {
    id: `disclosure-${d.id}`,
    heading: d.title,
    ...cited(d),
    parts: d.paragraphs.map((text) => ({ kind: "text", text })),
  };
}

export function attachDisclosures(
  doc: LegalDocument,
  disclosures: Disclosure[],
  set: DisclosureSetting,
): LegalDocument {
  if (disclosures.length === 0) return doc;
  const execution: ExecutionBlock[] = [
    ...doc.execution,
    { id: "disclosures", heading: "Disclosures Required by Law", parts: [{ kind: "text", text: set.intro }] },
    ...disclosures.map(block),
    {
      id: "disclosures-acknowledgment",
      heading: "Acknowledgment of Disclosures",
      parts: [
        { kind: "text", text: set.acknowledgment },
        { kind: "signature", line: { role: set.signer.role, name: set.signer.name, fields: [{ label: "Date" }] } },
      ],
    },
  ];
  const checklist: ChecklistItem[] = disclosures.map((d) => ({ text: `${d.title}: ${d.action}`, ...cited(d) }));
  const latest =
    disclosures
      .map((d) => d.effectiveDate)
      .sort()
      .at(-1) ?? doc.date;
  const one = disclosures.length === 1;
  const message = `The law requires this ${set.noun} to come with ${one ? "a disclosure" : `${disclosures.length} disclosures`}: ${listJoin(disclosures.map((d) => d.title))}. ${one ? "It follows" : "They follow"} the signatures, for ${set.giver} to complete before ${set.receiver} signs.`;
  const rule = {
    citation: disclosures.map((d) => d.citation).join("; "),
    effectiveDate: latest,
    ...(disclosures.some((d) => d.verified === false) ? { verified: false } : {}),
  };
  return withWarnings(withChecklist({ ...doc, execution }, checklist), [warning(set.family, message, rule)]);
}
