/**
 * What an employment agreement must come with, state by state: the written notice of the employee's own
 * inventions that states with an invention-assignment statute require when the agreement assigns inventions
 * (this one always does), and the written pay notice at hire. Printed after the signatures by
 * rules/employment-notices.ts and named on "Before you sign".
 *
 * Read on 2026-11-26 from copies of the statutes on public law sites, not the official codes: every entry is
 * verified: false. North Carolina, Delaware, Utah and New York limit the assignment without requiring a notice;
 * the agreement's own carve-out covers them. New Jersey (N.J.S.A. 34:1B-265) limits it with no notice either.
 */
import type { StateCode } from "./states";
import type { Disclosure } from "./types";

/** When a notice applies beyond "every employment agreement in the state". */
export type EmploymentNoticeCondition = "non-exempt";

export type EmploymentNotice = Disclosure & { when?: EmploymentNoticeCondition };

const INVENTION_ACTION =
  "give the Employee this written notice when the Agreement is made; it is printed with the Agreement, so a signed copy of the whole Agreement is enough.";

export const EMPLOYMENT_NOTICES: Partial<Record<StateCode, EmploymentNotice[]>> = {
  CA: [
    {
      id: "ca-invention-notice",
      title: "Notice under California Labor Code Section 2872",
      paragraphs: [
        "In accordance with California Labor Code Section 2872, the Employer notifies the Employee that the assignment of inventions in this Agreement does not apply to an invention that qualifies fully under California Labor Code Section 2870, which provides:",
        "\"(a) Any provision in an employment agreement which provides that an employee shall assign, or offer to assign, any of his or her rights in an invention to his or her employer shall not apply to an invention that the employee developed entirely on his or her own time without using the employer's equipment, supplies, facilities, or trade secret information except for those inventions that either:",
        "(1) Relate at the time of conception or reduction to practice of the invention to the employer's business, or actual or demonstrably anticipated research or development of the employer; or",
        "(2) Result from any work performed by the employee for the employer.",
        '(b) To the extent a provision in an employment agreement purports to require an employee to assign an invention otherwise excluded from being required to be assigned under subdivision (a), the provision is against the public policy of this state and is unenforceable."',
      ],
      action: INVENTION_ACTION,
      citation: "Cal. Lab. Code §§ 2870, 2872",
      effectiveDate: "1980-01-01",
      verified: false,
      source: {
        url: "https://self-law.org/code/ca/labor-code/2872",
        read: "2026-11-26",
        quote:
          "the employer must also, at the time the agreement is made, provide a written notification to the employee",
      },
    },
    {
      id: "ca-pay-notice",
      title: "Notice to Employee (California Labor Code Section 2810.5)",
      paragraphs: [
        "Rate or rates of pay and basis (hour, shift, day, week, salary, piece, commission or other), including overtime rates: ____________",
        "Allowances claimed as part of the minimum wage, including meal or lodging allowances: ☐ None ☐ ____________",
        "Regular payday: ____________",
        'Employer\'s name, including any "doing business as" names: ____________',
        "Physical address of the Employer's main office or principal place of business: ____________ Mailing address, if different: ____________",
        "Employer's telephone number: ____________",
        "Workers' compensation insurance carrier (name, address and telephone number): ____________",
        "Paid sick leave: the Employee may accrue and use sick leave; has a right to request and use accrued paid sick leave; may not be terminated or retaliated against for using or requesting the use of accrued paid sick leave; and has the right to file a complaint against an employer who retaliates.",
        "Federal or state emergency or disaster declaration for the county where the Employee will work, issued within 30 days before the first day of work, that may affect the Employee's health and safety: ☐ None ☐ ____________",
        "The Employer notifies the Employee in writing of any change to this information within seven calendar days, unless the change appears on a timely wage statement or in another writing the law requires.",
      ],
      action:
        "fill in every line and give it to the Employee at hire, in the language the Employer normally uses to communicate employment-related information to the Employee; it is required for employees who are not exempt from overtime.",
      when: "non-exempt",
      citation: "Cal. Lab. Code § 2810.5",
      // In force since 2012; the disaster-declaration item since 2024-01-01 (printed for every date: it asks
      // only for a declaration, where there is one). The Labor Commissioner's page (an agency's summary, not the
      // statute) gives the 2012-01-01 start of AB 469; later amendments' dates not read: unverified.
      effectiveDate: "2012-01-01",
      verified: false,
      source: {
        url: "https://www.dir.ca.gov/dlse/governor_signs_wage_theft_protection_act_of_2011.html",
        read: "2026-11-27",
        quote:
          "The act requires that all employers provide each employee with a written notice containing specified information at the time of hire. The notice must be in the language the employer normally uses to communicate employment-related information to the employee.",
      },
    },
  ],
  IL: [
    {
      id: "il-invention-notice",
      title: "Notice under the Illinois Employee Patent Act",
      paragraphs: [
        "In accordance with Section 2(3) of the Illinois Employee Patent Act (765 ILCS 1060/2), the Employer notifies the Employee in writing that this Agreement does not apply to an invention for which no equipment, supplies, facility, or trade secret information of the Employer was used and which was developed entirely on the Employee's own time, unless (a) the invention relates (i) to the business of the Employer, or (ii) to the Employer's actual or demonstrably anticipated research or development, or (b) the invention results from any work performed by the Employee for the Employer.",
      ],
      action: INVENTION_ACTION,
      citation: "765 ILCS 1060/2(3)",
      effectiveDate: "1984-01-01",
      verified: false,
      source: {
        url: "https://self-law.org/code/il/chapter-765/act-1060/2",
        read: "2026-11-26",
        quote:
          "the employer must also, at the time the agreement is made, provide a written notification to the employee",
      },
    },
  ],
  MN: [
    {
      id: "mn-invention-notice",
      title: "Notice under Minnesota Statutes Section 181.78",
      paragraphs: [
        "In accordance with Minnesota Statutes Section 181.78, subdivision 3, the Employer notifies the Employee in writing that this Agreement does not apply to an invention for which no equipment, supplies, facility or trade secret information of the Employer was used and which was developed entirely on the Employee's own time, and (1) which does not relate (a) directly to the business of the Employer or (b) to the Employer's actual or demonstrably anticipated research or development, or (2) which does not result from any work performed by the Employee for the Employer.",
      ],
      action: INVENTION_ACTION,
      citation: "Minn. Stat. § 181.78, subd. 3",
      effectiveDate: "1977-08-01",
      verified: false,
      source: {
        url: "https://lexace.ai/us/statute/minnesota/181.78",
        read: "2026-11-26",
        quote:
          "the employer must also, at the time the agreement is made, provide a written notification to the employee",
      },
    },
  ],
  NY: [
    {
      id: "ny-pay-notice",
      title: "Pay Notice at Hire (New York Labor Law Section 195(1))",
      paragraphs: [
        "Rate or rates of pay and basis (hour, shift, day, week, salary, piece, commission or other): ____________",
        "If the Employee is not exempt from overtime: regular hourly rate ____________ and overtime rate ____________",
        "Allowances claimed as part of the minimum wage, including tip, meal or lodging allowances: ☐ None ☐ ____________",
        "Regular payday: ____________",
        'Employer\'s name and any "doing business as" names: ____________',
        "Physical address of the Employer's main office or principal place of business: ____________ Mailing address, if different: ____________",
        "Employer's telephone number: ____________",
        "The Employee's primary language: ____________. Where it is not English, the Employer also gives this notice in that language.",
      ],
      action:
        "fill in every line, give the notice at hire in English and in the Employee's primary language, and keep the Employee's signed and dated acknowledgment for six years.",
      citation: "N.Y. Lab. Law § 195(1)",
      effectiveDate: "2011-04-09",
      verified: false,
      source: {
        url: "https://nysenate.gov/legislation/laws/LAB/195",
        read: "2026-11-26",
        quote: "in writing in English and in the language identified by each employee as the primary language",
      },
    },
  ],
  NC: [
    {
      id: "nc-wage-notice",
      title: "Notice of Promised Wages (N.C. Gen. Stat. Section 95-25.13)",
      paragraphs: [
        "Promised wages: as stated in this Agreement. Day of payment: ____________. Place or method of payment: ____________.",
        "The Employer will notify the Employee in writing at least one pay period before any change in promised wages.",
      ],
      action: "fill in the day and place of payment: the promised wages must be given in writing at hire.",
      citation: "N.C. Gen. Stat. § 95-25.13(1), (3)",
      // S.L. 2021-82, s. 7 made the notice written (it could be oral before), the official page's history line;
      // copies agree it took effect when signed, July 8, 2021: 2021-01-01 → 2021-07-08, unverified.
      effectiveDate: "2021-07-08",
      verified: false,
      source: {
        url: "https://www.ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_95/GS_95-25.13.html",
        read: "2026-11-26",
        quote:
          "Notify its employees, in writing at the time of hiring, of the promised wages and the day and place for payment",
      },
    },
  ],
  // (3), read whole in two copies of the RCW that agree; the section's only history is 1979 ex.s. c 177 § 2.
  WA: [
    {
      id: "wa-invention-notice",
      title: "Notice under RCW 49.44.140",
      paragraphs: [
        "In accordance with RCW 49.44.140(3), the Employer notifies the Employee in writing that this Agreement does not apply to an invention for which no equipment, supplies, facility, or trade secret information of the Employer was used and which was developed entirely on the Employee's own time, unless (a) the invention relates (i) directly to the business of the Employer, or (ii) to the Employer's actual or demonstrably anticipated research or development, or (b) the invention results from any work performed by the Employee for the Employer.",
      ],
      action: INVENTION_ACTION,
      citation: "RCW 49.44.140(3)",
      effectiveDate: "1979-09-01",
      verified: false,
      source: {
        url: "https://app.leg.wa.gov/RCW/default.aspx?cite=49.44.140",
        read: "2026-11-26",
        quote:
          "the employer must also, at the time the agreement is made, provide a written notification to the employee that the agreement does not apply",
      },
    },
  ],
  // (c), read whole in a copy of the section (its history: L. 1986, ch. 186, § 1; July 1). The notice follows
  // (c)'s own words ("facility", "relates directly"), which differ slightly from (a)'s.
  KS: [
    {
      id: "ks-invention-notice",
      title: "Notice under K.S.A. 44-130",
      paragraphs: [
        "In accordance with K.S.A. 44-130(c), the Employer notifies the Employee in writing that this Agreement does not apply to an invention for which no equipment, supplies, facility or trade secret information of the Employer was used and which was developed entirely on the Employee's own time, unless: (1) the invention relates directly to the business of the Employer or to the Employer's actual or demonstrably anticipated research or development; or (2) the invention results from any work performed by the Employee for the Employer.",
      ],
      action: INVENTION_ACTION,
      citation: "K.S.A. 44-130(c)",
      effectiveDate: "1986-07-01",
      verified: false,
      source: {
        url: "https://self-law.org/code/ks/chapter-44/44-130",
        read: "2026-11-26",
        quote:
          "the employer shall provide, at the time the agreement is made, a written notification to the employee that the agreement does not apply",
      },
    },
  ],
};
