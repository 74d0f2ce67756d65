import type { Dated, DepositRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<DepositRule> & { sourcing: Sourcing };

/** maxMonths of rent (null = no statutory cap), returnDays after the tenancy ends. */
function d(
  maxMonths: number | null,
  returnDays: number | null,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { maxMonths, returnDays, citation, effectiveDate, sourcing };
}

/** Where the statute's text was read (2026-11-26) and the words that carry the entry's figures. */
const read = (url: string, quote: string) => ({ source: { url, read: "2026-11-26", quote } });

// Caps are those for a new, unfurnished, fixed-term residential lease (the document we generate). Where a
// state has two deadlines (no deductions / itemised deductions) the shorter one is used: a landlord who
// meets it meets both.
export const DEPOSIT_RULES: Record<StateCode, Entry> = {
  AL: d(1, 60, "Ala. Code § 35-9A-201", "2007-01-01"),
  AK: d(2, 14, "Alaska Stat. § 34.03.070", "1974-01-01"),
  AZ: d(1.5, 14, "A.R.S. § 33-1321", "1995-01-01"),
  AR: d(2, 60, "Ark. Code §§ 18-16-304, 18-16-305", "1979-01-01"),
  CA: {
    ...d(1, 21, "Cal. Civ. Code § 1950.5(c) (as amended by AB 12)", "2024-07-01", "ok"),
    smallLandlordMonths: 2,
    // The section's words, in a copy of the code (the official page was not reached from here).
    source: {
      url: "https://lexace.ai/us/statute/california/civ-1950.5",
      read: "2026-11-26",
      quote:
        "a landlord shall not demand or receive security, however denominated, in an amount or value in excess of an amount equal to one month's rent",
    },
    history: [
      {
        maxMonths: 2,
        furnishedMonths: 3,
        returnDays: 21,
        citation: "Cal. Civ. Code § 1950.5(c)",
        effectiveDate: "1977-01-01",
      },
    ],
  },
  // SB 23-184 capped deposits at two months' rent (§ 38-12-102.5), read only in summaries; the return words in a
  // copy of § 38-12-103 ("one month", so 30 days is the usual reading).
  CO: {
    ...d(2, 30, "C.R.S. §§ 38-12-102.5, 38-12-103", "2023-08-07", "both"),
    ...read(
      "https://codes.findlaw.com/co/title-38-property-real-and-personal/co-rev-st-sect-38-12-103.html",
      "within one month after the termination of a lease or surrender and acceptance of the premises, whichever occurs last",
    ),
    history: [{ maxMonths: null, returnDays: 30, citation: "C.R.S. § 38-12-103", effectiveDate: "1976-07-01" }],
  },
  CT: {
    ...d(2, 21, "Conn. Gen. Stat. § 47a-21", "2023-10-01"),
    history: [{ maxMonths: 2, returnDays: 30, citation: "Conn. Gen. Stat. § 47a-21", effectiveDate: "1979-10-01" }],
  },
  DE: d(1, 20, "25 Del. C. § 5514", "1972-01-01"),
  DC: d(1, 45, "D.C. Code § 42-3502.17; 14 DCMR § 308", "1985-01-01"),
  FL: d(null, 15, "Fla. Stat. § 83.49", "1973-01-01"),
  // HB 404 (the Safe at Home Act, 2024) added the two-month cap in § 44-7-30.1: read in the bill's text and
  // summaries, not the enacted code; the 30 days in a copy of § 44-7-34.
  GA: {
    ...d(2, 30, "O.C.G.A. §§ 44-7-30.1, 44-7-34", "2024-07-01", "both"),
    ...read(
      "https://self-law.org/code/ga/title-44-property/article-2-security-deposits/44-7-34",
      "Within 30 days after obtaining possession of the premises",
    ),
    history: [{ maxMonths: null, returnDays: 30, citation: "O.C.G.A. § 44-7-34", effectiveDate: "1976-07-01" }],
  },
  HI: d(1, 14, "Haw. Rev. Stat. § 521-44", "1972-01-01"),
  ID: d(null, 21, "Idaho Code § 6-321", "1977-07-01"),
  IL: {
    ...d(null, 30, "765 ILCS 710/1", "1974-01-01", "date"),
    ...read(
      "http://ilga.gov/legislation/ilcs/fulltext.asp?DocName=076507100K1",
      "within 30 days of the date that the lessee vacated the leased premises",
    ),
  },
  IN: d(null, 45, "Ind. Code § 32-31-3-12", "2002-07-01"),
  IA: d(2, 30, "Iowa Code § 562A.12", "1979-01-01"),
  // The official page: one month unfurnished (one and a half furnished, half a month more with pets).
  KS: {
    ...d(1, 30, "K.S.A. 58-2550", "1975-07-01", "ok"),
    ...read(
      "https://www.ksrevisor.org/statutes/chapters/ch58/058_025_0050.html",
      "a security deposit for an unfurnished dwelling unit in an amount or value in excess of one month's periodic rent",
    ),
  },
  KY: d(null, 30, "KRS 383.580", "1984-07-13"),
  LA: d(null, 30, "La. R.S. 9:3251", "1995-08-15"),
  ME: d(2, 30, "14 M.R.S. §§ 6032, 6033", "1977-01-01"),
  MD: {
    ...d(1, 45, "Md. Code, Real Prop. § 8-203 (Renters' Rights and Stabilization Act of 2024)", "2024-10-01"),
    history: [{ maxMonths: 2, returnDays: 45, citation: "Md. Code, Real Prop. § 8-203", effectiveDate: "1974-07-01" }],
  },
  MA: d(1, 30, "Mass. Gen. Laws ch. 186, § 15B", "1978-01-01"),
  MI: d(1.5, 30, "MCL 554.602, 554.609", "1973-01-01"),
  MN: d(null, 21, "Minn. Stat. § 504B.178", "1999-01-01"),
  MS: d(null, 45, "Miss. Code § 89-8-21", "1991-07-01"),
  // The Revisor's page: "Effective - 28 Aug 2016".
  MO: {
    ...d(2, 30, "Mo. Rev. Stat. § 535.300", "2016-08-28", "ok"),
    ...read(
      "http://revisor.mo.gov/main/OneSection.aspx?section=535.300&bid=33548",
      "A landlord may not demand or receive a security deposit in excess of two months' rent.",
    ),
  },
  MT: d(null, 10, "Mont. Code § 70-25-202", "1977-07-01"),
  NE: {
    ...d(1, 14, "Neb. Rev. Stat. § 76-1416", "1974-07-01", "date"),
    ...read(
      "http://nebraskalegislature.gov/laws/statutes.php?statute=76-1416",
      "in an amount or value in excess of one month's periodic rent",
    ),
  },
  NV: d(3, 30, "NRS 118A.242", "1977-07-01"),
  NH: d(1, 30, "RSA 540-A:6, 540-A:7", "1979-01-01"),
  NJ: d(1.5, 30, "N.J.S.A. 46:8-21.1, 46:8-21.2", "1971-01-01"),
  NM: d(1, 30, "NMSA § 47-8-18", "1975-07-01"),
  NY: {
    ...d(
      1,
      14,
      "N.Y. Gen. Oblig. Law § 7-108 (Housing Stability and Tenant Protection Act of 2019)",
      // The Act was signed on June 14, 2019; its deposit part took effect thirty days later.
      "2019-07-14",
      "ok",
    ),
    ...read(
      "https://www.nysenate.gov/legislation/laws/GOB/7-108",
      "No deposit or advance shall exceed the amount of one month's rent",
    ),
    history: [
      { maxMonths: null, returnDays: null, citation: "N.Y. Gen. Oblig. Law § 7-103", effectiveDate: "1965-01-01" },
    ],
  },
  NC: d(2, 30, "N.C. Gen. Stat. §§ 42-51, 42-52", "1977-10-01"),
  ND: d(1, 30, "N.D. Cent. Code § 47-16-07.1", "1979-07-01"),
  OH: {
    ...d(null, 30, "Ohio Rev. Code § 5321.16", "1974-11-04", "ok"),
    ...read(
      "http://codes.ohio.gov/orc/5321.16",
      "delivered to the tenant together with the amount due, within thirty days after termination of the rental agreement",
    ),
  },
  OK: d(null, 45, "41 Okla. Stat. § 115", "1978-10-01"),
  OR: d(null, 31, "ORS 90.300", "1995-01-01"),
  PA: d(2, 30, "68 P.S. §§ 250.511a, 250.512", "1951-04-06"),
  // Read in P.L. 2015, ch. 134 on the legislature's site, which restates the section.
  RI: {
    ...d(1, 20, "R.I. Gen. Laws § 34-18-19", "1986-01-01", "date"),
    ...read(
      "http://webserver.rilin.state.ri.us/PublicLaws/law15/law15134.htm",
      "in an amount or value in excess of one month's periodic rent",
    ),
  },
  SC: d(null, 30, "S.C. Code § 27-40-410", "1986-07-01"),
  SD: d(1, 14, "SDCL 43-32-6.1, 43-32-24", "1978-07-01"),
  TN: d(null, 30, "Tenn. Code § 66-28-301", "1975-01-01", "both"),
  TX: d(null, 30, "Tex. Prop. Code § 92.103", "1984-01-01"),
  UT: d(null, 30, "Utah Code § 57-17-3", "1981-05-12"),
  VT: d(null, 14, "9 V.S.A. § 4461", "1986-07-01"),
  VA: d(2, 45, "Va. Code § 55.1-1226", "2019-10-01", "ok"),
  WA: {
    ...d(null, 30, "RCW 59.18.280", "2023-07-23"),
    history: [{ maxMonths: null, returnDays: 21, citation: "RCW 59.18.280", effectiveDate: "1973-07-16" }],
  },
  WV: d(null, 60, "W. Va. Code § 37-6A-2", "2001-06-08"),
  WI: d(null, 21, "Wis. Stat. § 704.28; Wis. Admin. Code ATCP § 134.06", "1999-01-01"),
  WY: d(null, 30, "Wyo. Stat. § 1-21-1208", "1981-01-01"),
};
