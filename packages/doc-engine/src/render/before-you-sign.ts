/**
 * The "Before you sign" page printed at the end of every format: the state rules applied to the document,
 * each with its citation, and the signing checklist for the state and type. Entries not confirmed against
 * the statute say "check with a lawyer", so a user never mistakes an unverified rule for a settled one.
 */
import { formatDate } from "../format";
import { RULE_FAMILY_NAMES, ruleFamiliesFor } from "../rule-families";
import { listJoin } from "../types/shared/wording";
import type { ChecklistItem, LegalDocument, RuleWarning } from "../model";
import type { Block } from "./blocks";

export const BEFORE_YOU_SIGN = "BEFORE YOU SIGN";

const AFTER: Record<LegalDocument["shape"], string> = {
  contract: "Do not sign it or attach it to the signed copies.",
  instrument: "Do not sign it or attach it to the signed original.",
  letter: "Do not send it with the letter.",
  policy: "Do not publish it with the policy.",
};
export const CHECK_WITH_A_LAWYER = "Not confirmed against the statute: check with a lawyer.";

/**
 * When no rule warned. A type the rule tables cover was checked (the limits its text states still apply): say
 * against what. A type they do not cover was not checked at all, and the page must not suggest it was.
 */
export function noRuleChanged(doc: LegalDocument): string {
  const state = doc.jurisdiction.name;
  const families = ruleFamiliesFor(doc.type, doc.jurisdiction.code);
  if (families.length === 0) {
    return `The rule tables hold no ${state} rule for this kind of document, so it was not checked against ${state} law. State law still applies; if in doubt, check with a lawyer.`;
  }
  const names = listJoin(families.map((family) => RULE_FAMILY_NAMES[family]));
  return `Checked against the ${state} ${names} ${families.length === 1 ? "rule" : "rules"} in the rule tables: none required a change to your answers or a warning, and the limits the law sets are stated in the ${doc.title} itself. State law still applies; if in doubt, check with a lawyer.`;
}

/** Where the public "State rules" page lists a state's rules: /state-rules/{state}, at a type's or a family's rules. */
export function stateRulesPath(stateName: string, type?: string, family?: string): string {
  const state = stateName
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");
  const anchor = type ? `#${type}${family ? `-${family}` : ""}` : "";
  return `/state-rules/${state}${anchor}`;
}

export function ruleLine(warning: RuleWarning): string {
  const unverified = warning.verified === false ? ` ${CHECK_WITH_A_LAWYER}` : "";
  const since = warning.effectiveDate ? `, in force since ${formatDate(warning.effectiveDate)}` : "";
  return `${warning.message} (${warning.citation}${since}.)${unverified}`;
}

export function checklistLine(item: ChecklistItem): string {
  const cited = item.citation ? ` (${item.citation})` : "";
  const unverified = item.verified === false ? ` ${CHECK_WITH_A_LAWYER}` : "";
  return `${item.text}${cited}${unverified}`;
}

/** The statutory forms the document's notices and signature pages follow, each with its source. */
export function formLines(doc: LegalDocument): string[] {
  return [...doc.notices, ...doc.execution]
    .filter((block) => block.citation)
    .map((block) => {
      const name = block.heading || (block.parts[0]?.kind === "notice" ? (block.parts[0].title ?? "") : "") || block.id;
      const unverified = block.verified === false ? ` ${CHECK_WITH_A_LAWYER}` : "";
      return `${name}: ${block.citation}.${unverified}`;
    });
}

export function beforeYouSign(doc: LegalDocument): Block[] {
  const what = doc.shape === "policy" ? "publish" : "sign";
  const blocks: Block[] = [
    { kind: "page-break", appendix: true },
    { kind: "heading", text: doc.shape === "policy" ? "BEFORE YOU PUBLISH" : BEFORE_YOU_SIGN, keepWithNext: true },
    {
      kind: "paragraph",
      text: `This page is not part of the ${doc.title}. It lists the ${doc.jurisdiction.name} rules applied to it and what to do before you ${what} it. ${AFTER[doc.shape]}`,
    },
    { kind: "subheading", text: `${doc.jurisdiction.name} rules applied`, keepWithNext: true },
  ];
  if (doc.warnings.length === 0) {
    blocks.push({
      kind: "item",
      text: noRuleChanged(doc),
    });
  }
  for (const warning of doc.warnings) blocks.push({ kind: "item", text: ruleLine(warning) });
  blocks.push({
    kind: "subheading",
    text: doc.shape === "policy" ? "Publishing checklist" : "Signing checklist",
    keepWithNext: true,
  });
  for (const item of doc.checklist) blocks.push({ kind: "item", text: checklistLine(item) });
  const forms = formLines(doc);
  if (forms.length > 0) {
    blocks.push({ kind: "subheading", text: "Statutory forms used", keepWithNext: true });
    for (const text of forms) blocks.push({ kind: "item", text });
  }
  return blocks;
}
