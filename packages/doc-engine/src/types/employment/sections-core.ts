/** Sections 1–8 of the employment agreement: the job, pay and working conditions. */
import type { GenerationContext, Section } from "../../define";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import type { EmploymentAnswers } from "./questions";

const id = (section: string, slug: string) => `employment.${section}.${slug}`;

const PAY_WORDS: Record<EmploymentAnswers["payFrequency"], string> = {
  weekly: "in equal weekly installments",
  biweekly: "in equal installments every two weeks",
  semimonthly: "in equal installments twice each month",
  monthly: "in equal monthly installments",
};

export function employmentCoreSections(ctx: GenerationContext, a: EmploymentAnswers): Section[] {
  const role = a.jobTitle
    ? `the position of ${a.jobTitle}`
    : "the position described in the Employer's offer of employment";
  const start = ctx.formatDate(a.startDate ?? ctx.request.date);
  const salary =
    a.salary !== undefined
      ? `an annual base salary of ${ctx.formatMoney(a.salary)}`
      : "the annual base salary stated in the Employer's written offer of employment, as adjusted from time to time";

  return [
    {
      id: "position-and-duties",
      heading: "Position and Duties",
      explanation: "Describes the job the employee is hired to do.",
      clauses: [
        clause(
          id("position-and-duties", "position"),
          `The Employer employs the Employee in ${role}, and the Employee accepts that employment on the terms of this Agreement.`,
        ),
        clause(
          id("position-and-duties", "duties"),
          `The Employee shall perform the duties customarily associated with that position and any other lawful duties reasonably assigned by the Employer, and shall comply with the Employer's written policies as in effect from time to time.`,
        ),
        clause(
          id("position-and-duties", "full-effort"),
          `The Employee shall devote the Employee's full working time and best efforts to the Employer's business.`,
        ),
      ],
    },
    {
      id: "term-of-employment",
      heading: "Commencement and Term",
      explanation: "Says when the job starts and whether either side can end it at any time.",
      clauses: clauses(
        clause(
          id("term-of-employment", "start"),
          `Employment under this Agreement begins on ${start} (the "Start Date").`,
        ),
        a.atWill
          ? clause(
              id("term-of-employment", "at-will"),
              `The Employee's employment is at will. Either party may end it at any time, with or without cause and with or without notice, and nothing in this Agreement or in any policy creates a promise of employment for any particular period.`,
            )
          : clause(
              id("term-of-employment", "indefinite-term"),
              `The employment continues for an indefinite period until ended in accordance with the section titled "Termination of Employment".`,
            ),
        !a.atWill &&
          a.probationMonths > 0 &&
          clause(
            id("term-of-employment", "probation"),
            `The first ${plural(a.probationMonths, "month")} of employment are a probationary period, during which either party may end the employment on one week's written notice so that both can assess whether the role is a good fit.`,
          ),
      ),
    },
    {
      id: "compensation",
      heading: "Compensation",
      explanation: "Sets the employee's pay and when it is paid.",
      clauses: [
        clause(
          id("compensation", "salary"),
          `The Employer shall pay the Employee ${salary}, payable ${PAY_WORDS[a.payFrequency]} in accordance with the Employer's regular payroll practices.`,
        ),
        clause(
          id("compensation", "overtime"),
          a.overtimeStatus === "exempt"
            ? `The Employee's position is classified as exempt from the overtime requirements of the Fair Labor Standards Act and applicable state law, on the basis of its duties and the salary paid. If those laws require the position to be treated as non-exempt, the Employer will pay overtime as they require.`
            : `The Employee's position is classified as non-exempt under the Fair Labor Standards Act and applicable state law. The Employee shall record all hours worked, and the Employer shall pay overtime for hours worked over forty in a workweek, or as state law otherwise requires.`,
        ),
        clause(
          id("compensation", "withholding"),
          `All payments are subject to the withholdings and deductions required by law or authorized in writing by the Employee.`,
        ),
        clause(
          id("compensation", "review"),
          `The Employer will review the Employee's compensation at least once a year. Any increase is at the Employer's discretion and becomes effective only when confirmed in writing.`,
        ),
      ],
    },
    {
      id: "benefits",
      heading: "Benefits",
      explanation: "Lists the benefits the employee can join.",
      clauses: [
        clause(
          id("benefits", "plans"),
          a.benefits
            ? `The Employee is eligible to participate in the following benefits, subject to the terms of the governing plan documents: ${a.benefits.replace(/[.;\s]+$/, "")}.`
            : "The Employee is eligible to participate in the employee benefit plans that the Employer makes available to similarly situated employees, subject to the terms and eligibility rules of those plans.",
        ),
        clause(
          id("benefits", "changes"),
          `The Employer may adopt, amend or end any benefit plan at any time, consistent with applicable law and the terms of the plan.`,
        ),
      ],
    },
    {
      id: "paid-time-off",
      heading: "Paid Time Off",
      explanation: "Says how much paid leave the employee gets.",
      clauses: clauses(
        a.ptoDays > 0
          ? clause(
              id("paid-time-off", "allowance"),
              `The Employee is entitled to ${plural(a.ptoDays, "working day")} of paid time off in each calendar year, accruing evenly over the year and prorated for any partial year of service.`,
            )
          : clause(
              id("paid-time-off", "policy"),
              `The Employee is entitled to paid time off in accordance with the Employer's written leave policy as in effect from time to time.`,
            ),
        clause(
          id("paid-time-off", "scheduling"),
          `Paid time off shall be scheduled in advance at times reasonably agreed with the Employer. Public holidays and any sick leave required by law are in addition to this allowance.`,
        ),
      ),
    },
    {
      id: "working-hours",
      heading: "Hours and Place of Work",
      explanation: "Sets where and when the employee normally works.",
      clauses: [
        clause(
          id("working-hours", "hours"),
          `The Employee's normal working hours are those set by the Employer for the position, together with any additional hours reasonably needed to perform the Employee's duties, subject to applicable wage and hour laws.`,
        ),
        clause(
          id("working-hours", "location"),
          `The Employee shall work at the Employer's premises or another location the Employer reasonably designates.`,
        ),
      ],
    },
    {
      id: "expenses",
      heading: "Business Expenses",
      explanation: "Says how work expenses are repaid.",
      clauses: [
        clause(
          id("expenses", "reimbursement"),
          `The Employer shall reimburse the Employee for reasonable, pre-approved business expenses incurred in performing the Employee's duties, upon submission of receipts in accordance with the Employer's expense policy.`,
        ),
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      explanation: "Requires the employee to keep the employer's private information secret.",
      clauses: [
        clause(
          id("confidentiality", "obligation"),
          `The Employee shall not, during or after employment, use or disclose the Employer's confidential information, including trade secrets, customer lists, pricing, financial information and business plans, except as needed to perform the Employee's duties.`,
        ),
        clause(
          id("confidentiality", "exceptions"),
          `This obligation does not apply to information that becomes public through no fault of the Employee, and does not prevent the Employee from reporting possible violations of law to a government agency, discussing wages or working conditions where the law protects that right, or making disclosures protected by the Defend Trade Secrets Act.`,
        ),
      ],
    },
  ];
}
