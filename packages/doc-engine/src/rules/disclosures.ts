/**
 * Disclosures and notices the law requires a document to carry or come with (a lease's deposit receipt, an
 * employment agreement's invention notice): each printed after the signatures with its citation, named on
 * "Before you sign" with what the party giving it must do, and acknowledged by the party receiving it.
 */
import { GAP } from "../execution/notary";
import type { Disclosure, FactName } from "../jurisdictions/types";
import { FACT } from "../jurisdictions/types";
import type { ChecklistItem, ExecutionBlock, LegalDocument, RuleWarning } from "../model";
import { listJoin } from "../types/shared/wording";
import { withChecklist, withWarnings } from "./shared";

export type DisclosureSetting = {
  family: string;
  /** "lease", "agreement": what the message calls the document. */
  noun: string;
  /** What the law calls them: a lease's disclosures, an employer's notices. */
  item: "disclosure" | "notice";
  /** The first part's text: who completes and gives the disclosures, and when. */
  intro: string;
  /** The receiving party's acknowledgment, signed under it. */
  acknowledgment: string;
  /** Who gives them and who receives them ("the Landlord", "the Tenant"), for the message. */
  giver: string;
  receiver: string;
  /** Who signs the acknowledgment. */
  signer: { role: string; name: string };
  /** Facts the document states, written into the disclosures that name them (amounts as printed, with "$"). */
  facts?: Partial<Record<FactName, string>>;
};

/** A fact the answers do not give stays a blank: an amount keeps its dollar sign. */
const BLANK: Record<FactName, string> = { rent: `$${GAP}`, deposit: `$${GAP}`, premises: GAP, landlord: GAP };

function withFacts(text: string, facts: DisclosureSetting["facts"] = {}): string {
  return (Object.keys(FACT) as FactName[]).reduce(
    (out, name) => out.replaceAll(FACT[name], facts[name] ?? BLANK[name]),
    text,
  );
}

/**
 * The disclosures in force on `date` whose condition, if any, the answers meet: `applies` says, for each
 * condition a list uses ("deposit", "non-exempt"), whether these answers meet it.
 */
export function inForce<C extends string, A, D extends Disclosure & { when?: C }>(
  list: readonly D[],
  date: string,
  applies: Record<C, (answers: A) => boolean>,
  answers: A,
): D[] {
  return list.filter((d) => d.effectiveDate <= date && (!d.when || applies[d.when](answers)));
}

const cited = (d: Disclosure) => ({ citation: d.citation, ...(d.verified === false ? { verified: false } : {}) });

/** The box a conditional disclosure opens with: the case is ticked, never stated as a fact. */
export const appliesLine = (condition: string) =>
  `This part applies only if ${condition}: ☐ It applies. ☐ It does not apply, and the rest of this part is left blank.`;

/** A disclosure the statute says how to print (bold, a least size) is a boxed notice in bold, at that size. */
function block(d: Disclosure, facts: DisclosureSetting["facts"]): ExecutionBlock {
  const paragraphs = (d.appliesIf ? [appliesLine(d.appliesIf), ...d.paragraphs] : d.paragraphs).map((text) =>
    withFacts(text, facts),
  );
  const styled = d.print?.bold === true || d.print?.points !== undefined;
  return {
    id: `disclosure-${d.id}`,
    heading: d.title,
    ...cited(d),
    parts: styled
      ? [{ kind: "notice", paragraphs, ...(d.print?.points ? { points: d.print.points } : {}) }]
      : paragraphs.map((text) => ({ kind: "text", text })),
  };
}

/** Where the disclosures are printed, for the warning. */
function placement(front: ExecutionBlock[], after: ExecutionBlock[], all: Disclosure[]): string {
  const one = all.length === 1;
  if (front.length === 0) return `${one ? "It follows" : "They follow"} the signatures`;
  if (after.length === 0) return `${one ? "It is" : "They are"} printed on the first page`;
  const titles = listJoin(front.map((b) => b.heading));
  return `${titles} ${front.length === 1 ? "is" : "are"} printed on the first page and the others follow the signatures`;
}

export function attachDisclosures(
  doc: LegalDocument,
  disclosures: Disclosure[],
  set: DisclosureSetting,
): LegalDocument {
  if (disclosures.length === 0) return doc;
  const plural = set.item === "notice" ? "Notices" : "Disclosures";
  // One the statute places on the first page is printed before the body; the others follow the signatures.
  const front = disclosures.filter((d) => d.print?.firstPage === true).map((d) => block(d, set.facts));
  const after = disclosures.filter((d) => d.print?.firstPage !== true).map((d) => block(d, set.facts));
  const execution: ExecutionBlock[] = [
    ...doc.execution,
    { id: "disclosures", heading: `${plural} Required by Law`, parts: [{ kind: "text", text: set.intro }] },
    ...after,
    {
      id: "disclosures-acknowledgment",
      heading: `Acknowledgment of ${plural}`,
      parts: [
        { kind: "text", text: set.acknowledgment },
        { kind: "signature", line: { role: set.signer.role, name: set.signer.name, fields: [{ label: "Date" }] } },
      ],
    },
  ];
  const checklist: ChecklistItem[] = disclosures.map((d) => ({ text: `${d.title}: ${d.action}`, ...cited(d) }));
  const one = disclosures.length === 1;
  const message = `The law requires this ${set.noun} to come with ${one ? `a ${set.item}` : `${disclosures.length} ${set.item}s`}: ${listJoin(disclosures.map((d) => d.title))}. ${placement(front, after, disclosures)}, for ${set.giver} to complete before ${set.receiver} signs.`;
  // One line for many laws: no single date they took effect (each page carries its own citation).
  const rule: RuleWarning = {
    family: set.family,
    message,
    citation: disclosures.map((d) => d.citation).join("; "),
    ...(disclosures.some((d) => d.verified === false) ? { verified: false } : {}),
  };
  return withWarnings(withChecklist({ ...doc, notices: [...doc.notices, ...front], execution }, checklist), [rule]);
}
