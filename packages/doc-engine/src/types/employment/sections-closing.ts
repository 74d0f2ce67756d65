/** Sections 9–16 of the employment agreement: protection of the business, ending employment, boilerplate. */
import type { GenerationContext, Section } from "../../define";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { governingLawSentence } from "../shared/standard-sections";
import { listJoin } from "../shared/wording";
import type { EmploymentAnswers } from "./questions";

const id = (section: string, slug: string) => `employment.${section}.${slug}`;

/**
 * Where the covenant applies. Louisiana voids one that does not name the parishes or municipalities
 * (La. R.S. 23:921(C)); the engine refuses to generate without them there, so the list is never empty here.
 */
function area(ctx: GenerationContext, parishes: string[]): string {
  if (ctx.jurisdiction.nonCompeteLimits?.parishList && parishes.length > 0) {
    return `within the following parishes and municipalities of Louisiana, for so long as the Employer carries on a like business in them: ${listJoin(parishes)}`;
  }
  return "within the geographic area in which the Employee worked or had material responsibilities during the last year of employment";
}

/** Stable id the jurisdiction rules look for when a state voids or limits non-competes. */
export const NON_COMPETE_CLAUSE_ID = "employment.non-compete";

export function employmentClosingSections(ctx: GenerationContext, a: EmploymentAnswers): Section[] {
  // Possessive form: "1 day's", "30 days'"; zero days means notice takes effect at once.
  const notice =
    a.noticeDays === 0
      ? "written notice, effective immediately"
      : `${a.noticeDays === 1 ? "1 day's" : `${a.noticeDays} days'`} written notice`;
  return [
    {
      id: "intellectual-property",
      heading: "Work Product and Inventions",
      explanation: "Makes the employer the owner of what the employee creates for the job.",
      clauses: [
        clause(
          id("intellectual-property", "ownership"),
          `All work product, inventions, software, designs and other materials the Employee creates within the scope of employment, or using the Employer's resources, belong to the Employer and, where applicable, are works made for hire.`,
        ),
        // A present assignment ("hereby assigns"): a promise to assign later leaves title with the employee.
        clause(
          id("intellectual-property", "assignment"),
          `To the extent any of it is not a work made for hire, the Employee hereby assigns to the Employer all right, title and interest in every invention, discovery, improvement, work of authorship and trade secret the Employee conceives or develops, alone or with others, during employment that relates to the Employer's business or results from work for the Employer, including all patent, copyright and other intellectual property rights in them. This assignment does not apply to an invention the Employee develops entirely on the Employee's own time without using the Employer's equipment, supplies, facilities or trade secrets, unless it relates to the Employer's business or actual or demonstrably anticipated research, or results from work the Employee performed for the Employer, and it is limited to the extent required by applicable state law protecting employee inventions.`,
        ),
        clause(
          id("intellectual-property", "cooperation"),
          `The Employee shall sign any document and take any reasonable step the Employer requests, at the Employer's expense, to confirm or register the Employer's ownership of that work product.`,
        ),
      ],
    },
    {
      id: "restrictive-covenants",
      heading: "Restrictive Covenants",
      explanation: "Limits competing activities that could harm the employer's business.",
      clauses: clauses(
        clause(
          id("restrictive-covenants", "outside-activities"),
          `During employment, the Employee shall not engage in any outside business activity that competes with the Employer or creates a conflict of interest without the Employer's prior written consent.`,
        ),
        a.nonCompete &&
          clause(
            NON_COMPETE_CLAUSE_ID,
            `For ${plural(a.nonCompeteMonths, "month")} after employment ends for any reason, the Employee shall not, ${area(ctx, a.nonCompeteParishes)}, perform services for a competitor that are the same as or similar to the services the Employee performed for the Employer. This restriction is intended to protect the Employer's trade secrets and customer goodwill and is limited to the extent permitted by applicable law.`,
          ),
        a.nonCompete &&
          clause(
            id("restrictive-covenants", "reformation"),
            `If a court finds any restriction in this section broader than the law allows, the court may narrow it to the maximum enforceable extent, and the rest of this Agreement remains in effect.`,
          ),
      ),
    },
    {
      id: "termination",
      heading: "Termination of Employment",
      explanation: "Explains how the employment can end and what is paid when it does.",
      clauses: clauses(
        a.atWill
          ? clause(
              id("termination", "at-will"),
              `Because the employment is at will, either party may end it at any time. The Employee is asked, but not required, to give at least two weeks' written notice of resignation.`,
            )
          : clause(
              id("termination", "notice"),
              `After any probationary period, either party may end the employment by giving the other ${notice}. The Employer may pay the Employee's base salary for the notice period instead of requiring work during it.`,
            ),
        !a.atWill &&
          clause(
            id("termination", "cause"),
            `The Employer may end the employment immediately for cause, meaning serious misconduct, dishonesty, a material breach of this Agreement not cured within ten days after written notice, or conduct that constitutes a crime involving moral turpitude.`,
          ),
        clause(
          id("termination", "final-pay"),
          `On termination, the Employer shall pay all earned but unpaid salary and any accrued, unused paid time off to the extent required by law or policy, by the deadline set by applicable law.`,
        ),
      ),
    },
    {
      id: "return-of-property",
      heading: "Return of Property",
      explanation: "Requires the employee to hand back company property when the job ends.",
      clauses: [
        clause(
          id("return-of-property", "return"),
          `When employment ends, or earlier on request, the Employee shall return all of the Employer's property, documents, devices, access credentials and confidential information, and shall not keep copies in any form.`,
        ),
      ],
    },
    {
      id: "dispute-resolution",
      heading: "Dispute Resolution",
      explanation: "Sets out how disagreements under this agreement are handled.",
      clauses: [
        clause(
          id("dispute-resolution", "negotiation"),
          `The parties shall first try in good faith to resolve any dispute arising out of this Agreement through discussion between the Employee and a senior representative of the Employer.`,
        ),
        clause(
          id("dispute-resolution", "injunction"),
          `Either party may seek an injunction or other equitable relief from a court to prevent irreparable harm, including a breach of the confidentiality obligations, without first completing that discussion.`,
        ),
      ],
    },
    {
      id: "additional-terms",
      heading: "Additional Terms",
      explanation: "Holds any further terms the parties have agreed.",
      clauses: [
        clause(
          id("additional-terms", "policies"),
          `The Employee acknowledges receipt of, or access to, the Employer's employee handbook. If the handbook conflicts with this Agreement, this Agreement controls.`,
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: "Says which state's law applies and where lawsuits must be filed.",
      clauses: [
        clause(id("governing-law", "law"), governingLawSentence(ctx, "Agreement")),
        clause(
          id("governing-law", "venue"),
          `Subject to the section titled "Dispute Resolution", each party submits to the jurisdiction of ${ctx.jurisdiction.venue} for any action arising out of this Agreement.`,
        ),
      ],
    },
    {
      id: "general-provisions",
      heading: "Entire Agreement and General Provisions",
      explanation: "Covers how this agreement is read, changed and enforced.",
      clauses: [
        clause(
          id("general-provisions", "entire-agreement"),
          `This Agreement is the entire agreement between the parties about the Employee's employment and replaces all earlier offers, understandings and discussions on that subject.`,
        ),
        clause(
          id("general-provisions", "amendment"),
          `This Agreement may be changed only by a written document signed by both parties. A waiver of any breach is not a waiver of any other breach.`,
        ),
        clause(
          id("general-provisions", "severability"),
          `If any provision is held unenforceable, the remaining provisions continue in full force. The Employer may assign this Agreement to a successor to its business; the Employee may not assign it.`,
        ),
      ],
    },
  ];
}
