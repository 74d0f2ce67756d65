/**
 * Marital property: in a community-property state a married testator can leave only separate property and
 * one half of the community, and an LLC member's spouse may own part of the member's interest; in Louisiana
 * a child who is a forced heir takes the forced portion whatever the will says. The documents say so.
 */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { ChecklistItem, ExecutionBlock, LegalDocument, RuleWarning } from "../model";
import type { AnswersOf } from "./answers";
import { findSectionIndex, updateSection, upsertClause, warning, withChecklist, withWarnings } from "./shared";

const FAMILY = "marital-property";
export const COMMUNITY_WILL_CLAUSE_ID = "will.residuary-estate.community-property";
export const FORCED_HEIRSHIP_CLAUSE_ID = "will.residuary-estate.forced-heirship";
export const COMMUNITY_LLC_CLAUSE_ID = "llc.transfer-restrictions.spousal-interests";

const cite = (rule: { citation: string; verified?: boolean }): Pick<ChecklistItem, "citation" | "verified"> => ({
  citation: rule.citation,
  ...(rule.verified === false ? { verified: false } : {}),
});

export function applyMaritalPropertyToWill(
  doc: LegalDocument,
  ctx: GenerationContext,
  a: AnswersOf<"will">,
): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.maritalProperty, doc.date);
  const { place } = ctx.jurisdiction;
  const married = a.maritalStatus === "married" || a.maritalStatus === "domestic-partnership";
  const index = findSectionIndex(doc, ["residuary-estate"], /residu/i);
  let next = doc;
  const warnings: RuleWarning[] = [];
  const checklist: ChecklistItem[] = [];
  if (married && rule.community) {
    next = updateSection(next, index, (s) =>
      upsertClause(s, {
        id: COMMUNITY_WILL_CLAUSE_ID,
        text: `I intend by this Will to dispose only of my separate property and of my one-half interest in our community property. I do not dispose of the one-half interest in the community property that belongs to my ${a.maritalStatus === "married" ? "spouse" : "partner"}.`,
      }),
    );
    warnings.push(
      warning(
        FAMILY,
        `${place} is a community-property state: a married testator may leave only separate property and a one-half share of community property, and the Will says so.`,
        rule,
      ),
    );
  } else if (married) {
    checklist.push({
      text: `A surviving spouse may be able to claim part of the estate whatever this Will says (${rule.spouseRight ?? "an elective share"}); if the Will leaves your spouse less, ask a lawyer.`,
      ...cite(rule),
    });
  }
  if (rule.forcedHeirship && a.hasChildren) {
    next = updateSection(next, index, (s) =>
      upsertClause(s, {
        id: FORCED_HEIRSHIP_CLAUSE_ID,
        text: "I acknowledge that under Louisiana law a child of mine who, at my death, is twenty-three years of age or younger, or who is of any age and permanently incapable of taking care of his or her person or administering his or her estate, is a forced heir. If the dispositions in this testament exceed the disposable portion, they shall be reduced as the law requires so that each forced heir receives the forced portion: one-fourth of my estate if there is one forced heir, and one-half if there are two or more, divided equally among them.",
      }),
    );
    warnings.push(
      warning(
        FAMILY,
        "Louisiana forced heirship: a child who is 23 or younger at the testator's death, or permanently incapable of caring for themselves, must receive a forced portion (one-fourth of the estate for one forced heir, one-half for two or more); the testament reduces its gifts to respect it.",
        rule,
      ),
    );
  }
  return withChecklist(withWarnings(next, warnings), checklist);
}

export function applyMaritalPropertyToLlc(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.maritalProperty, doc.date);
  if (!rule.community) return doc;
  const index = findSectionIndex(doc, ["transfer-restrictions"], /transfer/i);
  const consent: ExecutionBlock = {
    id: "spousal-consent",
    heading: "Consent of Spouse",
    parts: [
      {
        kind: "text",
        text: `I am the spouse of ____________________, a Member of the Company. I have read this Operating Agreement. I agree that any community-property or other marital interest I have in that Member's interest in the Company is bound by this Agreement, including its limits on transfers, and that if I acquire any part of that interest, on divorce, on the Member's death or otherwise, I acquire only the rights this Agreement gives a transferee who is not admitted as a Member. (One consent for each married Member.)`,
      },
      { kind: "signature", line: { role: "SPOUSE OF MEMBER", fields: [{ label: "Name" }, { label: "Date" }] } },
    ],
  };
  const withConsent = { ...doc, execution: [...doc.execution, consent] };
  const placed =
    index < 0
      ? withConsent
      : updateSection(withConsent, index, (s) =>
          upsertClause(s, {
            id: COMMUNITY_LLC_CLAUSE_ID,
            text: "A married Member's spouse may hold a community-property interest in the Member's Membership Interest. That interest is subject to this Agreement, and a spouse or former spouse who acquires any part of a Membership Interest on divorce or on the Member's death acquires only the right to receive distributions, not the rights of a Member, unless admitted as a Member under this Agreement.",
          }),
        );
  return withChecklist(
    withWarnings(placed, [
      warning(
        FAMILY,
        `${ctx.jurisdiction.place} is a community-property state: a married member's spouse may own part of the member's interest. The Agreement limits what a spouse acquires; each married member's spouse should also sign a spousal consent.`,
        rule,
      ),
    ]),
    [
      {
        text: 'Each married member\'s spouse signs a "Consent of Spouse" (the page after the signatures; copy it for each married member) agreeing to be bound by this Agreement.',
        ...cite(rule),
      },
    ],
  );
}
