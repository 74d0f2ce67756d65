/** State comprehensive privacy laws: adds the rights paragraph to a privacy policy and flags conflicts. */
import type { GenerationContext } from "../define";
import { inForceAt, ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument, RuleWarning } from "../model";
import type { AnswersOf } from "./answers";
import { findSectionIndex, updateSection, upsertClause, warning, withWarnings } from "./shared";

const FAMILY = "privacy-law";
export const STATE_RIGHTS_CLAUSE_ID = "privacy-policy.your-rights.state-law";
/** The privacy-policy type's own California paragraph, present when answers.ccpa is true. */
const CCPA_CLAUSE_ID = "privacy-policy.your-rights.ccpa";

function rightsText(state: string, law: string, short: string, citation: string, california: boolean): string {
  if (california) {
    return (
      `If you are a California resident, the ${law} (${short}, ${citation}) gives you the right to know what personal ` +
      `information we collect, use and disclose; to access, correct and delete it; to opt out of its sale or sharing; ` +
      `to limit the use of sensitive personal information; and not to be discriminated against for exercising these rights.`
    );
  }
  return (
    `If you are a ${state} resident, the ${law} (${short}, ${citation}) gives you the right to confirm whether we process ` +
    `your personal data and to access it; to correct inaccuracies; to delete it; to obtain a portable copy; and to opt out ` +
    `of its sale, of targeted advertising and of profiling that produces legal or similarly significant effects. ` +
    `If we decline a request, you may appeal our decision by contacting us, and if the appeal is denied you may contact the ${state} Attorney General.`
  );
}

export function applyPrivacyLaw(
  doc: LegalDocument,
  ctx: GenerationContext,
  a: AnswersOf<"privacy-policy">,
): LegalDocument {
  const dated = ctx.jurisdiction.privacyLaw;
  if (dated === null) return doc;
  const { name, code } = ctx.jurisdiction;
  const california = code === "CA";
  if (!inForceAt(dated, doc.date)) {
    return withWarnings(doc, [
      warning(
        FAMILY,
        `The ${dated.name} (${dated.shortName}) takes effect on ${ctx.formatDate(dated.effectiveDate)}, after this policy's date; update the policy before then.`,
        dated,
      ),
    ]);
  }
  const law = ruleAt(dated, doc.date);
  const warnings: RuleWarning[] = [];
  const hasCcpaClause = doc.sections.some((s) => s.clauses.some((c) => c.id === CCPA_CLAUSE_ID));
  if (california && a.ccpa !== true) {
    warnings.push(
      warning(
        FAMILY,
        `The policy is governed by California law but California (${law.shortName}) rights were not selected; they have been added because the ${law.shortName} applies to businesses meeting its thresholds.`,
        law,
      ),
    );
  }
  if (a.childrenData === true) {
    warnings.push(
      warning(
        FAMILY,
        california
          ? `The ${law.shortName} treats personal information of consumers under 16 as not for sale or sharing without opt-in consent (a parent's consent under 13), in addition to COPPA (15 U.S.C. § 6501 et seq.).`
          : `The ${law.name} treats data of a known child under 13 as sensitive data that may be processed only with verifiable parental consent under COPPA (15 U.S.C. § 6501 et seq.).`,
        law,
      ),
    );
  }
  if (a.thirdPartySharing === "advertising") {
    warnings.push(
      warning(
        FAMILY,
        `Sharing data with advertising partners is a sale or targeted advertising under the ${law.shortName}: the Service must offer a clear opt-out${california ? ' ("Do Not Sell or Share My Personal Information" link) and honour Global Privacy Control signals' : " and honour universal opt-out signals where the law requires"}.`,
        law,
      ),
    );
  }
  const index = findSectionIndex(doc, ["your-rights", "privacy-rights", "rights"], /rights/i);
  // The type's own CCPA paragraph already covers California when selected: do not say it twice.
  const placed =
    index < 0 || (california && hasCcpaClause)
      ? doc
      : updateSection(doc, index, (s) =>
          upsertClause(s, {
            id: STATE_RIGHTS_CLAUSE_ID,
            text: rightsText(name, law.name, law.shortName, law.citation, california),
          }),
        );
  return withWarnings(placed, warnings);
}
