/**
 * Clauses a language model may not reword, per type: those that carry the parties, the money, the dates and
 * term, or a right the law gives and a reworded sentence could take away. The user can still edit them (their
 * words are checked by the clause-text rules); the model can change what they say only through a structured
 * answer the user asked for, which the engine writes out. An entry ending in "." covers a whole section.
 */
import type { StructuredEdit } from "./edits";
import { datesIn } from "./figures";
import type { ClauseChange, DocumentType, LegalDocument } from "./model";
import { getTypeDefinition } from "./registry";

/** What a protected clause carries: the topic the AI review names when a change touches it. */
export type ProtectedTopic = "parties" | "money" | "dates" | "rights";

export const PROTECTED_CLAUSES: Record<DocumentType, Record<string, ProtectedTopic>> = {
  nda: {
    "nda.confidential-information.roles": "parties",
    "nda.confidential-information.trade-secrets": "rights",
    "nda.permitted-disclosures.compelled": "rights",
    "nda.permitted-disclosures.whistleblower": "rights",
    "nda.term.duration": "dates",
    "nda.term.survival": "dates",
  },
  lease: {
    "lease.premises.grant": "parties",
    "lease.term.duration": "dates",
    "lease.rent.amount": "money",
    "lease.rent.increases": "rights",
    "lease.security-deposit.amount": "money",
    "lease.security-deposit.use": "rights",
    "lease.security-deposit.last-month": "money",
    "lease.late-charges.fee": "money",
    "lease.maintenance.landlord": "rights",
    "lease.entry.notice": "rights",
    "lease.entry.emergency": "rights",
    "lease.default.lawful-process": "rights",
    "lease.default.mitigation": "rights",
    "lease.move-out.abandoned": "rights",
  },
  will: {
    "will.declarations.revocation": "rights",
    "will.declarations.residence": "parties",
    "will.family.": "parties",
    "will.executor.appointment": "parties",
    "will.executor.alternate": "parties",
    "will.specific-gifts.": "money",
    "will.residuary.": "money",
    "will.survivorship.period": "dates",
    "will.guardian.appointment": "parties",
    "will.no-contest.omissions": "rights",
  },
  poa: {
    "poa.designation-of-agent.": "parties",
    "poa.successor-agent.": "parties",
    "poa.grant-of-authority.powers": "rights",
    "poa.effective-date-and-durability.": "dates",
    "poa.limitations-on-authority.": "rights",
    "poa.compensation-and-reimbursement.compensation": "money",
    "poa.revocation-and-reliance.revocation": "rights",
    "poa.revocation-and-reliance.reliance": "rights",
  },
  llc: {
    "llc.members.roster": "parties",
    "llc.members.limited-liability": "rights",
    "llc.capital-contributions.initial": "money",
    "llc.ownership-interests.": "money",
    "llc.capital-accounts.allocations": "money",
    "llc.distributions.limitation": "rights",
    "llc.voting.": "rights",
    "llc.transfer-restrictions.spousal-interests": "rights",
    "llc.withdrawal.buy-sell": "money",
    "llc.dissolution.order-of-payment": "money",
  },
  employment: {
    "employment.term-of-employment.": "dates",
    "employment.compensation.salary": "money",
    "employment.compensation.overtime": "rights",
    "employment.paid-time-off.allowance": "dates",
    "employment.expenses.reimbursement": "money",
    "employment.confidentiality.exceptions": "rights",
    "employment.intellectual-property.assignment": "rights",
    "employment.termination.": "rights",
  },
  "privacy-policy": {
    "privacy-policy.introduction.who-we-are": "parties",
    "privacy-policy.cookies.do-not-track": "rights",
    "privacy-policy.childrens-privacy.": "rights",
    "privacy-policy.your-rights.": "rights",
    "privacy-policy.changes-and-contact.effective": "dates",
  },
  "cease-desist": {
    "cease-desist.purpose-of-letter.notice": "parties",
    "cease-desist.demands.actions": "rights",
    "cease-desist.deadline-for-compliance.deadline": "dates",
  },
  "promissory-note": {
    "promissory-note.loan.promise-to-pay": "money",
    "promissory-note.interest.": "money",
    "promissory-note.repayment.": "money",
    "promissory-note.maturity.maturity": "dates",
    "promissory-note.late-fee.": "money",
    "promissory-note.prepayment.permitted": "rights",
    "promissory-note.security.": "rights",
    "promissory-note.default.notice-of-default": "rights",
    "promissory-note.remedies.acceleration": "money",
  },
  "bill-of-sale": {
    "bill-of-sale.sale.parties": "parties",
    "bill-of-sale.property.description": "parties",
    "bill-of-sale.purchase-price.price": "money",
    "bill-of-sale.title.warranty-of-title": "rights",
    "bill-of-sale.condition.": "rights",
  },
  "roommate-agreement": {
    "roommate-agreement.premises.parties": "parties",
    "roommate-agreement.term.start": "dates",
    "roommate-agreement.rent.": "money",
    "roommate-agreement.pets.assistance-animals": "rights",
    "roommate-agreement.move-out.notice": "dates",
    "roommate-agreement.move-out.landlord": "rights",
  },
  "child-custody": {
    "child-custody.parties-and-children.parties": "parties",
    "child-custody.best-interests.court-approval": "rights",
    "child-custody.legal-custody.allocation": "rights",
    "child-custody.physical-custody.allocation": "rights",
    "child-custody.parenting-schedule.regular-schedule": "dates",
    "child-custody.relocation.": "rights",
    "child-custody.child-support.": "money",
  },
};

/** The topic a clause carries if the model may not reword it, else undefined. */
export function protectedTopic(type: DocumentType, clauseId: string): ProtectedTopic | undefined {
  const entries = Object.entries(PROTECTED_CLAUSES[type]);
  return entries.find(([id]) => (id.endsWith(".") ? clauseId.startsWith(id) : clauseId === id))?.[1];
}

/** The topics in words, for the review ("This change touches money terms"). */
export const TOPIC_WORDS: Record<ProtectedTopic, string> = {
  parties: "who the parties are",
  money: "money terms",
  dates: "dates and the term",
  rights: "a right the law gives",
};

const MONEY_WORDS = /\$\s?\d|%|\b(?:dollars?|USD|percent)\b/i;

/**
 * What a change touches, for the AI review to say in words even when the change passed every check: the
 * protected clauses it changes, a party or an amount or date answer it changes (from the model's edit, or by
 * comparing the document after it), and money or dates in the model's own words.
 */
export function changeTopics(
  before: LegalDocument,
  changes: readonly ClauseChange[],
  made: { edit: StructuredEdit } | { after: LegalDocument },
): ProtectedTopic[] {
  const topics = new Set<ProtectedTopic>();
  for (const change of changes) {
    const topic = protectedTopic(before.type, change.clauseId);
    if (topic) topics.add(topic);
  }
  const questions = getTypeDefinition(before.type)?.questions ?? [];
  const answerTopic = (field: string) => {
    const kind = questions.find((question) => question.name === field)?.kind;
    if (kind === "money") topics.add("money");
    if (kind === "date") topics.add("dates");
  };
  if ("after" in made) {
    const differs = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) =>
      [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
        (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
      );
    if (differs(before.request.parties, made.after.request.parties).length > 0) topics.add("parties");
    for (const field of differs(before.request.answers, made.after.request.answers)) answerTopic(field);
  } else {
    const { edit } = made;
    if (edit.kind === "set-party") topics.add("parties");
    if (edit.kind === "set-answer") answerTopic(edit.field);
    if (edit.kind === "rewrite-clause" || edit.kind === "add-clause") {
      if (MONEY_WORDS.test(edit.text)) topics.add("money");
      if (datesIn(edit.text).size > 0) topics.add("dates");
    }
  }
  return (Object.keys(TOPIC_WORDS) as ProtectedTopic[]).filter((topic) => topics.has(topic));
}
