/**
 * The notices an employment agreement must come with in its state (jurisdictions/employment-notices.ts),
 * printed after the signatures and named on "Before you sign".
 */
import type { GenerationContext } from "../define";
import type { EmploymentNotice, EmploymentNoticeCondition } from "../jurisdictions/employment-notices";
import { EMPLOYMENT_NOTICES } from "../jurisdictions/employment-notices";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import type { AnswersOf } from "./answers";
import { attachDisclosures, inForce } from "./disclosures";

const APPLIES: Record<EmploymentNoticeCondition, (a: AnswersOf<"employment">) => boolean> = {
  "non-exempt": (a) => a.overtimeStatus === "non-exempt",
};

export function employmentNoticesFor(code: string, date: string, a: AnswersOf<"employment">): EmploymentNotice[] {
  return inForce(EMPLOYMENT_NOTICES[code as StateCode] ?? [], date, APPLIES, a);
}

export function applyEmploymentNotices(
  doc: LegalDocument,
  ctx: GenerationContext,
  a: AnswersOf<"employment">,
): LegalDocument {
  return attachDisclosures(doc, employmentNoticesFor(ctx.jurisdiction.code, doc.date, a), {
    family: "employment-notices",
    item: "notice",
    noun: "agreement",
    intro:
      "The notices below are part of this Agreement. The Employer completes each one and gives it to the Employee when the Agreement is made.",
    acknowledgment: "The Employee acknowledges receiving the notices above, completed, when this Agreement was made.",
    giver: "the Employer",
    receiver: "the Employee",
    signer: { role: ctx.labels[1], name: ctx.party2 },
  });
}
