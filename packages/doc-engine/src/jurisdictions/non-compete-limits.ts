import type { Dated, NonCompeteLimit } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<NonCompeteLimit> & { sourcing: Sourcing };

/**
 * The conditions a state's non-compete statute puts on an employee's covenant, as data: the annual
 * earnings at or below which the covenant is void, its longest lawful duration, the notice the employer
 * must give, (Louisiana) the parishes or municipalities that must be named, the limits a statute writes into
 * any covenant it allows, and what a confidentiality clause may not forbid.
 */
function l(limit: Partial<NonCompeteLimit>, citation: string, effectiveDate: string, sourcing: Sourcing = "ok"): Entry {
  return {
    ...(limit.indexedYearly ? { indexedYearly: true as const } : {}),
    salaryFloor: limit.salaryFloor ?? null,
    maxMonths: limit.maxMonths ?? null,
    ...(limit.maxPresumed ? { maxPresumed: true as const } : {}),
    notice: limit.notice ?? null,
    parishList: limit.parishList ?? false,
    ...(limit.covenantLimits ? { covenantLimits: limit.covenantLimits } : {}),
    ...(limit.confidentiality ? { confidentiality: limit.confidentiality } : {}),
    citation,
    effectiveDate,
    sourcing,
  };
}

const DC_NOTICE =
  "The Employer gave the Employee this Agreement, including the non-compete provision, at least 14 days before the Employee began work, with the notice the District's Ban on Non-Compete Agreements Amendment Act of 2020 requires: \"The District's Ban on Non-Compete Agreements Amendment Act of 2020 limits the use of non-compete agreements. It allows employers to request non-compete agreements from highly compensated employees, as that term is defined in the Ban on Non-Compete Agreements Amendment Act of 2020, under certain conditions. The non-compete agreement that your employer has requested you sign is covered by this law. For more information about the Ban on Non-Compete Agreements Amendment Act of 2020, contact the District of Columbia Department of Employment Services (DOES).\"";

/** C.R.S. § 8-2-113(4), in the words of the notice clause the Agreement carries. */
const CO_NOTICE =
  "The Employer gave the Employee notice of the non-compete in a separate document, in clear and conspicuous terms, before the Employee accepted the offer of employment, and the Employee signed that notice.";

/**
 * § 8-2-113(3)(b), as amended by HB 22-1317: read in the bill's summary on the General Assembly's page (its
 * struck and inserted words run together there), not in the codified text: unverified.
 */
const CO_CONFIDENTIALITY =
  "Nothing in this Agreement prohibits the Employee from disclosing information that arises from the Employee's general training, knowledge, skill or experience, whether gained on the job or otherwise, information that is readily ascertainable to the public, or information the Employee otherwise has a right to disclose as legally protected conduct.";

function coFigure(salaryFloor: number, effectiveDate: string) {
  return {
    salaryFloor,
    maxMonths: null,
    notice: CO_NOTICE,
    parishList: false,
    confidentiality: CO_CONFIDENTIALITY,
    citation: "C.R.S. § 8-2-113(2)(b), (3)(b), (4)",
    effectiveDate,
    verified: false,
  };
}

// Figures are those for 2025 unless dated otherwise; most are indexed yearly, so each carries its date.
export const NON_COMPETE_LIMITS: Partial<Record<StateCode, Entry>> = {
  AL: l({ maxMonths: 24, maxPresumed: true }, "Ala. Code § 8-1-190(b)(4)", "2016-01-01", "figure"),
  CO: {
    ...l(
      { indexedYearly: true, salaryFloor: 130014, notice: CO_NOTICE, confidentiality: CO_CONFIDENTIALITY },
      "C.R.S. § 8-2-113(2)(b), (3)(b), (4)",
      "2026-01-01",
      // The 2026 figure from a law firm's summary of the division's order (it may have taken effect on February 1).
      "both",
    ),
    source: {
      url: "https://www.mondaq.com/unitedstates/employee-benefits-compensation/1749644/colorados-2026-non-compete-salary-thresholds-what-employers-need-to-know",
      read: "2026-11-26",
      quote:
        "For 2026, non-competition agreements are enforceable only against employees earning at least $130,014 annually",
    },
    history: [coFigure(127091, "2025-01-01"), coFigure(123750, "2024-01-01"), coFigure(101250, "2022-08-10")],
  },
  DC: {
    ...l(
      { salaryFloor: 158363, indexedYearly: true, maxMonths: 12, notice: DC_NOTICE },
      "D.C. Code §§ 32-581.01, 32-581.03",
      "2025-01-01",
      "figure",
    ),
    history: [
      {
        salaryFloor: 154200,
        maxMonths: 12,
        notice: DC_NOTICE,
        parishList: false,
        citation: "D.C. Code §§ 32-581.01, 32-581.03",
        effectiveDate: "2024-01-01",
      },
      {
        salaryFloor: 150000,
        maxMonths: 12,
        notice: DC_NOTICE,
        parishList: false,
        citation: "D.C. Code §§ 32-581.01, 32-581.03",
        effectiveDate: "2022-10-01",
      },
    ],
  },
  IL: {
    ...l(
      {
        salaryFloor: 80000,
        notice:
          "The Employer advised the Employee in writing to consult an attorney before signing this Agreement and gave the Employee at least 14 calendar days to review it.",
      },
      "820 ILCS 90/10, 90/20",
      "2027-01-01",
    ),
    history: [
      {
        salaryFloor: 75000,
        maxMonths: null,
        notice:
          "The Employer advised the Employee in writing to consult an attorney before signing this Agreement and gave the Employee at least 14 calendar days to review it.",
        parishList: false,
        citation: "820 ILCS 90/10, 90/20",
        effectiveDate: "2022-01-01",
        // The General Assembly's page.
        source: {
          url: "https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=082000900K10",
          read: "2026-11-26",
          quote:
            "No employer shall enter into a covenant not to compete with any employee unless the employee's actual or expected annualized rate of earnings exceeds $75,000 per year.",
        },
      },
    ],
  },
  LA: l({ maxMonths: 24, parishList: true }, "La. R.S. 23:921(C)", "1989-09-01", "date"),
  ME: l(
    {
      indexedYearly: true,
      salaryFloor: 62600,
      notice:
        "The Employer disclosed before making the offer of employment that a non-compete would be required and gave the Employee a copy of this Agreement at least 3 business days before the signing deadline.",
    },
    "26 M.R.S. § 599-A (400% of the federal poverty level)",
    "2025-01-15",
    "figure",
  ),
  // The 150%-of-the-State-minimum-wage test read on the General Assembly's page; $46,800 is its full-time
  // equivalent (150% of $15.00 for 2,080 hours), not a figure the statute states.
  MD: {
    ...l(
      { salaryFloor: 46800 },
      "Md. Code, Lab. & Empl. § 3-716 (150% of the State minimum wage)",
      "2025-01-01",
      "figure",
    ),
    source: {
      url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gle&section=3-716&enactments=True&archived=False",
      read: "2026-11-27",
      quote:
        "an employee who earns equal to or less than 150% of the State minimum wage rate established under § 3–413 of this title",
    },
  },
  MA: l(
    {
      maxMonths: 12,
      notice:
        "The Employer gave the Employee this Agreement by the earlier of a formal offer of employment or 10 business days before employment began, and the Employee was told of the right to consult counsel before signing.",
    },
    "Mass. Gen. Laws ch. 149, § 24L(b)",
    "2018-10-01",
    "date",
  ),
  // (1) to (4) read in copies of the current text; (5) only to "equivalent compen[sation]", the rest from the
  // 2019 text, where it was (4): unverified.
  NV: {
    ...l(
      {
        covenantLimits: [
          "The covenant does not restrict the Employee from providing services to a former customer or client of the Employer if the Employee did not solicit that customer or client, the customer or client voluntarily chose to leave and seek services from the Employee, and the Employee otherwise complies with the covenant's limits as to time, geographical area and scope of activity.",
          "If the Employee's employment ends as a result of a reduction in force, reorganization or similar restructuring of the Employer, the covenant is enforceable only during the period in which the Employer is paying the Employee's salary, benefits or equivalent compensation, including severance pay.",
        ],
      },
      "NRS 613.195(2), (5)",
      "2021-10-01",
      "figure",
    ),
    source: {
      url: "https://lexace.ai/us/statute/nevada/613.195",
      read: "2026-11-26",
      quote:
        "A noncompetition covenant may not restrict, and an employer may not bring an action to restrict, a former employee of an employer from providing service to a former customer or client",
    },
  },
  // The statute's test is an hourly rate (at most 200% of the federal minimum wage); $30,160 is its full-time
  // (2,080-hour) equivalent, which the form's yearly pay is compared with.
  NH: {
    ...l(
      {
        salaryFloor: 30160,
        notice:
          "The Employer gave the Employee a copy of the non-compete before the Employee accepted the offer of employment.",
      },
      "RSA 275:70, 275:70-a (an hourly rate of at most 200% of the federal minimum wage; $30,160 a year full time)",
      "2019-09-08",
      "figure",
    ),
    source: {
      url: "https://www.gencourt.state.nh.us/rsa/html/XXIII/275/275-70-a.htm",
      read: "2026-11-27",
      quote:
        '"Low-wage employee" means an employee who earns an hourly rate less than or equal to 200 percent of the federal minimum wage.',
    },
  },
  OR: l(
    {
      indexedYearly: true,
      salaryFloor: 116427,
      maxMonths: 12,
      notice:
        "The Employer informed the Employee in a written employment offer received at least two weeks before the first day of employment that a non-compete is a condition of employment, and will give the Employee a signed copy within 30 days after employment ends.",
    },
    "ORS 653.295",
    "2025-01-01",
    "date",
  ),
  // The General Assembly's page for § 28-59-2 puts the 250% in the definition (7): § 28-59-3 (250% ...) →
  // § 28-59-2(7) (250% ...); § 28-59-3. The dollar figure (250% of the 2025 guideline) is computed, not printed there.
  RI: l(
    { salaryFloor: 39125, indexedYearly: true },
    "R.I. Gen. Laws § 28-59-2(7) (250% of the federal poverty level); § 28-59-3",
    "2025-01-15",
    "figure",
  ),
  SD: l({ maxMonths: 24 }, "SDCL 53-9-11", "1990-07-01", "date"),
  // 2026 H.B. 270 as introduced (the Legislature's XML) amends § 34-51-201 "from" the version in force since
  // 2019-05-14: 2016-05-10 → 2019-05-14, not verified (and 2026-05-06 if H.B. 270 was enacted, read in copies only).
  UT: {
    ...l({ maxMonths: 12 }, "Utah Code § 34-51-201", "2019-05-14", "date"),
    source: {
      url: "https://codes.findlaw.com/ut/title-34-labor-in-general/ut-code-sect-34-51-201/",
      read: "2026-11-26",
      quote:
        "an employer and an employee may not enter into a post-employment restrictive covenant for a period of more than one year from the day on which the employee is no longer employed",
    },
  },
  // Copies give the 2025 average weekly wage as $1,463.10 (× 52 = $76,081.20); the $76,076 held was $1,463 × 52.
  // The higher floor is the safe side (an employee at or below it cannot be bound); unverified either way.
  VA: l(
    { salaryFloor: 76081.2, indexedYearly: true },
    "Va. Code § 40.1-28.7:8 (average weekly wage of the Commonwealth)",
    "2025-07-01",
    "figure",
  ),
  // The 2026 figure from the Department of Labor and Industries, read in a report of its announcement.
  WA: {
    ...l(
      {
        indexedYearly: true,
        salaryFloor: 126858.83,
        maxMonths: 18,
        maxPresumed: true,
        notice:
          "The Employer disclosed the terms of the non-compete to the Employee in writing no later than the time the Employee accepted the offer of employment.",
      },
      "RCW 49.62.020, 49.62.040",
      "2026-01-01",
      "figure",
    ),
    history: [
      {
        salaryFloor: 123394.17,
        maxMonths: 18,
        maxPresumed: true,
        notice:
          "The Employer disclosed the terms of the non-compete to the Employee in writing no later than the time the Employee accepted the offer of employment.",
        parishList: false,
        citation: "RCW 49.62.020, 49.62.040",
        effectiveDate: "2025-01-01",
      },
      {
        salaryFloor: 120559.99,
        maxMonths: 18,
        notice: null,
        parishList: false,
        citation: "RCW 49.62.020, 49.62.040",
        effectiveDate: "2024-01-01",
      },
    ],
  },
};
