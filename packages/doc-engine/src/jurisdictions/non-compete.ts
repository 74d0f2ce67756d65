import type { Dated, NonCompeteRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<NonCompeteRule> & { sourcing: Sourcing };

function n(
  status: NonCompeteRule["status"],
  note: string,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { status, note, citation, effectiveDate, sourcing };
}

const REASONABLE =
  "Enforceable only if reasonable in duration, geography and scope and protecting a legitimate business interest.";
const allowed = (citation: string, date: string, sourcing: Sourcing = "date"): Entry =>
  n("allowed", REASONABLE, citation, date, sourcing);

// "restricted" means a statute sets conditions (income thresholds, maximum length, notice) that the
// employment agreement must meet; the note states them as of the statute's current version.
export const NON_COMPETE_RULES: Record<StateCode, Entry> = {
  // A restraint of two years or less is presumed reasonable (§ 8-1-190(b)(4)), not capped: read in summaries.
  AL: n(
    "restricted",
    "A restraint of 2 years or less after employment is presumed reasonable; it must protect a protectable interest.",
    "Ala. Code §§ 8-1-190(b)(4), 8-1-191",
    "2016-01-01",
    "figure",
  ),
  AK: allowed("Alaska common law (Data Mgmt., Inc. v. Greene, 757 P.2d 62 (Alaska 1988))", "1988-06-10"),
  AZ: allowed("Arizona common law (Valley Med. Specialists v. Farber, 982 P.2d 1277 (Ariz. 1999))", "1999-08-05"),
  AR: n(
    "restricted",
    "Allowed for up to 2 years where the employer has a protectable business interest.",
    "Ark. Code § 4-75-101",
    "2017-08-01",
  ),
  // The Legislative Counsel's Digest of SB 699 (Stats. 2023, ch. 157, which added § 16600.5) on the Legislature's
  // page; the page gives only the approval (2023-09-01), not the 2024-01-01 start (a non-urgent statute's): unverified.
  CA: {
    source: {
      url: "https://leginfo.legislature.ca.gov/faces/billTextClient.xhtml?bill_id=202320240SB699",
      read: "2026-11-27",
      quote:
        "This bill would establish that any contract that is void under the law described above is unenforceable regardless of where and when the contract was signed. The bill would prohibit an employer or former employer from attempting to enforce a contract that is void regardless of whether the contract was signed and the employment was maintained outside of California.",
    },
    ...n(
      "void",
      "Every contract restraining anyone from a lawful profession, trade or business is void, including agreements signed outside California (§ 16600.5).",
      "Cal. Bus. & Prof. Code §§ 16600, 16600.5",
      "2024-01-01",
      "date",
    ),
    history: [
      {
        status: "void",
        note: "Every contract restraining anyone from a lawful profession, trade or business is void.",
        citation: "Cal. Bus. & Prof. Code § 16600",
        effectiveDate: "1941-09-13",
      },
    ],
  },
  // The summary of HB 22-1317 on the General Assembly's page (not the codified text); 2022-08-10 not shown there.
  CO: {
    ...n(
      "restricted",
      "Void unless the worker is highly compensated (a threshold set each year) and it protects trade secrets; separate notice required.",
      "C.R.S. § 8-2-113",
      "2022-08-10",
      "date",
    ),
    source: {
      url: "http://leg.colorado.gov/bills/hb22-1317",
      read: "2026-11-27",
      quote:
        "One exception is for a covenant not to compete governing a person who, at the time the covenant not to compete is entered into and at the time it is enforced, earns an amount of annualized cash compensation equivalent to or greater than the threshold amount for highly compensated workers, if the covenant not to compete is for the protection of trade secrets",
    },
  },
  CT: allowed("Connecticut common law; physicians Conn. Gen. Stat. § 20-14p", "2016-07-01"),
  DE: allowed("Delaware common law; physicians 6 Del. C. § 2707", "1983-07-01"),
  // The DC Council's codified XML: the 365 days, the 14 days' notice and the date (the section "shall apply as of
  // October 1, 2022"); the statute sets $150,000 indexed yearly, so the 2025 figure (DOES's) stays unverified.
  DC: {
    ...n(
      "restricted",
      "Banned except for highly compensated employees (about $158,000 in 2025, adjusted yearly), max 365 days, with 14 days' notice.",
      "D.C. Code § 32-581.01 et seq.",
      "2022-10-01",
      "figure",
    ),
    source: {
      url: "https://github.com/DCCouncil/law-xml-codified/blob/876d977ddff7b247e85cf67ad706c97aa9a62e00/us/dc/council/code/titles/32/sections/32-581.03.xml",
      read: "2026-11-27",
      quote:
        "a term of non-competition that does not exceed 365 calendar days from the date the employee separates from employment with the employer",
    },
  },
  FL: n(
    "restricted",
    "Enforceable when reasonable and supporting a legitimate business interest; against a former employee, 6 months or less is presumed reasonable and more than 2 years presumed unreasonable.",
    "Fla. Stat. § 542.335(1)(d)1",
    "1996-07-01",
    // The presumptions read in summaries of the section; the 2025 CHOICE Act's covered agreements are not modelled.
    "figure",
  ),
  GA: {
    ...n(
      "restricted",
      "Allowed for key employees and managers; up to 2 years presumed reasonable.",
      "O.C.G.A. § 13-8-50 et seq.",
      "2011-05-11",
      "ok",
    ),
    source: {
      url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-georgia/title-13-contracts/chapter-8-illegal-and-void-contracts-generally/article-4-restrictive-covenants-in-employment-and-commercial-contracts/section-13-8-57-reasonableness-determinations-restricting-time-presumptions",
      read: "2026-11-26",
      quote:
        "a court shall presume to be reasonable in time any restraint two years or less in duration and shall presume to be unreasonable in time any restraint more than two years",
    },
  },
  HI: {
    ...n(
      "restricted",
      "Void for employees of technology businesses; otherwise must be reasonable.",
      "Haw. Rev. Stat. § 480-4(d)",
      "2015-07-01",
      "ok",
    ),
    source: {
      url: "https://policyrisk.com/states/hawaii/statutes/480-4",
      read: "2026-11-26",
      quote:
        "it shall be prohibited to include a noncompete clause or a nonsolicit clause in any employment contract relating to an employee of a technology business. The clause shall be void",
    },
  },
  ID: n(
    "restricted",
    "Allowed for key employees; up to 18 months presumed reasonable.",
    "Idaho Code § 44-2701 et seq.",
    "2008-07-01",
  ),
  IL: {
    ...n(
      "restricted",
      "Void for employees earning $75,000 or less a year ($80,000 from 2027); 14 days' review and advice to consult a lawyer required.",
      "820 ILCS 90/10",
      "2022-01-01",
      "ok",
    ),
    source: {
      url: "https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=082000900K10",
      read: "2026-11-26",
      quote:
        "No employer shall enter into a covenant not to compete with any employee unless the employee's actual or expected annualized rate of earnings exceeds $75,000 per year.",
    },
  },
  IN: allowed("Indiana common law; physicians Ind. Code § 25-22.5-5.5", "2020-07-01"),
  IA: allowed("Iowa common law (Revere Transducers v. Deere & Co., 595 N.W.2d 751 (Iowa 1999))", "1999-06-24"),
  // No "K.S.A. 44-766" on non-solicitation was found anywhere. Copies of 2025 S.B. 241 (enrolled text, law firms)
  // put the non-solicitation presumptions in K.S.A. 50-163, in force July 1, 2025: citation → § 50-163,
  // 2023-07-01 → 2025-07-01, unverified.
  KS: allowed("Kansas common law; K.S.A. 50-163 (non-solicitation)", "2025-07-01"),
  KY: allowed("Kentucky common law", "1993-01-01", "both"),
  LA: n(
    "restricted",
    "Allowed only for up to 2 years within specified parishes or municipalities.",
    "La. R.S. 23:921",
    "1989-09-01",
  ),
  ME: n(
    "restricted",
    "Void for workers earning at or below 400% of the federal poverty level; 3 business days' review; effective only after 1 year or 6 months.",
    "26 M.R.S. § 599-A",
    "2019-09-19",
    "date",
  ),
  // The 150% read on the General Assembly's page, which shows no history note: the date is not confirmed there
  // (the text now also covers health care and veterinary workers, so a later amendment appears to be in force).
  MD: {
    ...n(
      "restricted",
      "Void for workers earning 150% of the state minimum wage or less.",
      "Md. Code, Lab. & Empl. § 3-716",
      "2023-10-01",
      "date",
    ),
    source: {
      url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gle&section=3-716&enactments=True&archived=False",
      read: "2026-11-27",
      quote:
        "an employee who earns equal to or less than 150% of the State minimum wage rate established under § 3–413 of this title",
    },
  },
  MA: n(
    "restricted",
    "Max 12 months, garden leave or other consideration, 10 business days' notice; void for non-exempt employees.",
    "Mass. Gen. Laws ch. 149, § 24L",
    "2018-10-01",
    "date",
  ),
  // The Legislature's MCL page: "History: Add. 1987, Act 243, Imd. Eff. Dec. 28, 1987": 1985-03-29 → 1987-12-28
  // (March 29, 1985 is only the date after which covenants it governs were made), verified.
  MI: {
    ...allowed("MCL 445.774a", "1987-12-28", "ok"),
    source: {
      url: "https://renderpdf.legislature.mi.gov/Laws/MCL?objectName=MCL-445-774A",
      read: "2026-11-27",
      quote:
        "An employer may obtain from an employee an agreement or covenant which protects an employer's reasonable competitive business interests and expressly prohibits an employee from engaging in employment or a line of business after termination of employment if the agreement or covenant is reasonable as to its duration, geographical area, and the type of employment or line of business.",
    },
  },
  // Subd. 2(a) as the Revisor prints it as existing law in HF 1768 (2025, introduced, not enacted); the 2023-07-01
  // date is not confirmed on an official page.
  MN: {
    source: {
      url: "https://www.revisor.mn.gov/bills/text.php?session=ls94&number=HF1768&session_number=0&session_year=2025&version=list",
      read: "2026-11-27",
      quote: "(a) Any covenant not to compete contained in a contract or agreement is void and unenforceable.",
    },
    ...n(
      "void",
      "Covenants not to compete with employees and independent contractors are void and unenforceable.",
      "Minn. Stat. § 181.988",
      "2023-07-01",
      "date",
    ),
    history: [
      {
        status: "allowed",
        note: REASONABLE,
        citation: "Minnesota common law (Bennett v. Storz Broadcasting Co., 134 N.W.2d 892 (Minn. 1965))",
        effectiveDate: "1965-05-14",
      },
    ],
  },
  MS: allowed("Mississippi common law", "1990-01-01", "both"),
  // Two copies of the Revisor's page head the section "Effective - 01 Jul 2001": 2001-08-28 → 2001-07-01,
  // unverified. The one-year presumption does not reach secretarial or clerical employees.
  MO: n(
    "restricted",
    "Non-solicitation of employees up to 1 year presumed reasonable (not for secretarial or clerical employees); otherwise reasonableness test.",
    "Mo. Rev. Stat. § 431.202",
    "2001-07-01",
  ),
  // The Legislature's MCA page: enacted in the Civil Code of 1895 and only re-enacted since; the day is not given
  // (1895-01-01 is the year). The reasonableness test is the courts', not the section's words.
  MT: {
    ...n(
      "restricted",
      "Contracts restraining a lawful profession are void except as the statute allows; reasonableness required.",
      "Mont. Code § 28-2-703",
      "1895-01-01",
      "date",
    ),
    source: {
      url: "https://leg.mt.gov/bills/mca/28/2/28-2-703.htm",
      read: "2026-11-27",
      quote:
        "Any contract by which anyone is restrained from exercising a lawful profession, trade, or business of any kind, otherwise than is provided for by 28-2-704 or 28-2-705, is to that extent void.",
    },
  },
  NE: allowed("Nebraska common law (limited to customers the employee dealt with)", "1990-01-01", "both"),
  NV: {
    ...n(
      "restricted",
      "Void for hourly employees; must be supported by consideration and reasonable.",
      "NRS 613.195",
      "2021-10-01",
      "ok",
    ),
    source: {
      url: "https://lexace.ai/us/statute/nevada/613.195",
      read: "2026-11-26",
      quote:
        "3. A noncompetition covenant may not apply to an employee who is paid solely on an hourly wage basis, exclusive of any tips or gratuities.",
    },
  },
  // § 275:70-a's 200% and its date ("2019, 201:1, eff. Sept. 8, 2019") read on the General Court's page; the
  // copy-before-acceptance rule of § 275:70 (2014) was not read there.
  NH: {
    ...n(
      "restricted",
      "Void for low-wage employees (200% of federal minimum wage or less); copy before the offer is accepted.",
      "RSA 275:70, 275:70-a",
      "2019-09-08",
      "ok",
    ),
    source: {
      url: "http://gencourt.state.nh.us/rsa/html/XXIII/275/275-70-a.htm",
      read: "2026-11-27",
      quote:
        '"Low-wage employee" means an employee who earns an hourly rate less than or equal to 200 percent of the federal minimum wage.',
    },
  },
  NJ: allowed("New Jersey common law (Solari Indus. v. Malady, 264 A.2d 53 (N.J. 1970))", "1970-04-06"),
  // Subsection A as printed in 2017 SB 82 (introduced, amending § 24-1I-2) on the Legislature's site, not the
  // enacted or codified text; 2017-07-01 not shown there.
  NM: {
    ...n(
      "restricted",
      "Restricted for health care practitioners; otherwise reasonableness test.",
      "NMSA § 24-1I-2",
      "2017-07-01",
    ),
    source: {
      url: "http://www.nmlegis.gov/Sessions/17%20Regular/bills/senate/SB0082.HTML",
      read: "2026-11-27",
      quote:
        "A. A non-compete provision in an agreement, which provision restricts the right of a health care practitioner to provide clinical health care services in this state, shall be unenforceable upon the termination of:",
    },
  },
  NY: allowed("New York common law (BDO Seidman v. Hirshberg, 93 N.Y.2d 382 (1999))", "1999-06-10"),
  NC: n(
    "restricted",
    "Must be in writing, signed, supported by consideration and reasonable.",
    "N.C. Gen. Stat. § 75-4",
    "1913-01-01",
  ),
  ND: n(
    "void",
    "Every contract restraining anyone from a lawful profession, trade or business is void, except on sale of a business or dissolution of a partnership.",
    "N.D. Cent. Code § 9-08-06",
    "1943-07-01",
  ),
  OH: allowed("Ohio common law (Raimonde v. Van Vlerah, 325 N.E.2d 544 (Ohio 1975))", "1975-04-02"),
  OK: {
    ...n(
      "void",
      "Employees may not be barred from working for others; only non-solicitation of established customers is allowed.",
      "15 Okla. Stat. § 219A",
      "2001-11-01",
      "ok",
    ),
    source: {
      url: "http://www.shawnjroberts.com/a-piece-by-piece-walk-through-oklahomas-non-compete-agreement-statute/",
      read: "2026-11-26",
      quote:
        "shall be permitted to engage in the same business ... as long as the former employee does not directly solicit the sale of goods, services or a combination of goods and services",
    },
  },
  // The Bureau of Labor and Industries' page (a summary, not the statute): the 12 months, the two weeks' notice and
  // the date (agreements "entered into on or after January 1, 2022"); the 2025 salary figure was not read there.
  OR: {
    ...n(
      "restricted",
      "Void unless in writing, the employee is exempt and earns above the threshold ($116,427 in 2025, adjusted yearly); max 12 months; notice 2 weeks before starting.",
      "ORS 653.295",
      "2022-01-01",
      "figure",
    ),
    source: {
      url: "https://oregon.gov/boli/employers/Pages/Noncompetition-Agreements.aspx",
      read: "2026-11-27",
      quote: "Under SB 169 (2021), the effective term of the agreement was shortened from 18 months to 12 months",
    },
  },
  PA: allowed("Pennsylvania common law; health care practitioners 35 P.S. § 10324.1 et seq.", "2025-01-01"),
  // The General Assembly's page for § 28-59-2: the 250% is the definition in (7), so the citation adds it
  // (§ 28-59-3 → §§ 28-59-2(7), 28-59-3). § 28-59-3 itself not read there; P.L. 2019, ch. 204 was "Enacted
  // 07/15/2019" (its official page), the 2020-01-15 start read only in copies: unverified.
  RI: {
    ...n(
      "restricted",
      "Void for non-exempt, low-wage (250% of poverty level or less) employees, students and workers aged 18 or under.",
      "R.I. Gen. Laws §§ 28-59-2(7), 28-59-3",
      "2020-01-15",
      "date",
    ),
    source: {
      url: "http://webserver.rilin.state.ri.us/Statutes/TITLE28/28-59/28-59-2.htm",
      read: "2026-11-27",
      quote:
        "“Low-wage employee” means an employee whose average annual earnings, as defined in subsection (2), are not more than two hundred fifty percent (250%) of the federal poverty level for individuals",
    },
  },
  SC: allowed("South Carolina common law", "1990-01-01", "both"),
  SD: n("restricted", "Allowed up to 2 years within a specified area.", "SDCL 53-9-11", "1990-07-01"),
  TN: allowed("Tennessee common law; Tenn. Code § 63-1-148 (health care)", "2008-07-01"),
  // § 15.50(a) as reprinted in 2025 SB 1318 (introduced) on Texas Legislature Online, not the codified text; the
  // date of the current version not read there (SB 1318's 2025-09-01, in copies only).
  TX: {
    ...n(
      "restricted",
      "Must be ancillary to an otherwise enforceable agreement and reasonable in time, area and scope.",
      "Tex. Bus. & Com. Code § 15.50",
      "1989-06-14",
    ),
    source: {
      url: "https://capitol.texas.gov/tlodocs/89R/billtext/html/SB01318I.htm",
      read: "2026-11-27",
      quote: "a covenant not to compete is enforceable if it is ancillary",
    },
  },
  // 2026 H.B. 270 as introduced (the Legislature's XML) amends § 34-51-201 "from" the version in force since
  // 2019-05-14 (fromuid="C34-51-S201_2019051420190514"): 2016-05-10 → 2019-05-14, not verified. If H.B. 270 was
  // enacted (copies only) the section changed again on 2026-05-06.
  UT: {
    ...n(
      "restricted",
      "Post-employment non-competes limited to 1 year.",
      "Utah Code § 34-51-201",
      "2019-05-14",
      "date",
    ),
    source: {
      url: "https://codes.findlaw.com/ut/title-34-labor-in-general/ut-code-sect-34-51-201/",
      read: "2026-11-26",
      quote:
        "an employer and an employee may not enter into a post-employment restrictive covenant for a period of more than one year from the day on which the employee is no longer employed",
    },
  },
  VT: allowed("Vermont common law", "1990-01-01", "both"),
  // The non-exempt employees were added on July 1, 2025 (read in a summary of the amendment).
  VA: {
    ...n(
      "restricted",
      "Void for low-wage employees (average weekly earnings below the statutory threshold) and non-exempt employees.",
      "Va. Code § 40.1-28.7:8",
      "2025-07-01",
      "date",
    ),
    history: [
      {
        status: "restricted",
        note: "Void for low-wage employees (average weekly earnings below the statutory threshold).",
        citation: "Va. Code § 40.1-28.7:8",
        effectiveDate: "2020-07-01",
      },
    ],
  },
  // ESHB 1155 (Laws of 2026, ch. 149) voids every noncompetition covenant, "regardless of when the parties entered
  // into" it (the House bill report on the Legislature's site). Its signing (2026-03-23) and the date it takes
  // effect, June 30, 2027, were read only in a summary of the session law: unverified. Until then the 2020 rule
  // holds, and a covenant signed now is warned that it will be void from that date (rules/non-compete.ts).
  WA: {
    ...n(
      "void",
      "Every noncompetition covenant is void and unenforceable, whenever it was signed.",
      "RCW ch. 49.62 as amended by Laws of 2026, ch. 149 (ESHB 1155)",
      "2027-06-30",
      "both",
    ),
    reachesEarlierCovenants: true,
    source: {
      url: "https://lawfilesext.leg.wa.gov/biennium/2025-26/Htm/Bill%20Reports/House/1155%20HBR%20LAWS%2025.htm",
      read: "2026-11-27",
      quote:
        "Makes any noncompetition covenant void and unenforceable, regardless of when the parties entered into the covenant.",
    },
    history: [
      {
        status: "restricted",
        note: "Void unless earnings exceed the threshold ($126,858.83 in 2026, adjusted yearly); over 18 months presumed unreasonable.",
        citation: "RCW 49.62.020",
        effectiveDate: "2020-01-01",
        source: {
          url: "https://print.casetext.com/statute/revised-code-of-washington/title-49-labor-regulations/chapter-4962-noncompetition-covenants/section-4962020-when-void-and-unenforceable",
          read: "2026-11-26",
          quote:
            "(2) A court or arbitrator must presume that any noncompetition covenant with a duration exceeding eighteen months after termination of employment is unreasonable and unenforceable.",
        },
      },
    ],
  },
  WV: allowed(
    "West Virginia common law (Reddy v. Community Health Found., 298 S.E.2d 906 (W. Va. 1982))",
    "1982-12-01",
  ),
  WI: n(
    "restricted",
    "Enforceable only if reasonably necessary; an unreasonable covenant is void in its entirety.",
    "Wis. Stat. § 103.465",
    "1957-01-01",
  ),
  WY: {
    ...n(
      "void",
      "Covenants not to compete are void, with exceptions for executive and management personnel, trade secrets and sale of a business.",
      "Wyo. Stat. § 1-23-108",
      "2025-07-01",
      "figure",
    ),
    history: [
      {
        status: "allowed",
        note: REASONABLE,
        citation: "Wyoming common law (Hassler v. Circle C Res., 2022 WY 28)",
        effectiveDate: "2022-02-23",
      },
    ],
  },
};
