import type { Dated, UsuryRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<UsuryRule> & { sourcing: Sourcing };

/**
 * personal / business: highest annual rate a lender who is not a licensed lender may agree in writing
 * (null: no general cap); criminal: rate above which charging interest is a crime; exemptAbove: principal
 * above which the civil cap does not apply (the criminal one still does).
 */
function u(
  personal: number | null,
  business: number | null,
  criminal: number | null,
  exemptAbove: number | null,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { personal, business, criminal, exemptAbove, citation, effectiveDate, sourcing };
}

// Where the statute's cap floats with a market rate (DE, KY, MT, ND, TN) the figure is the cap at the
// 2025 base rates, rounded down, and the entry is unverified. Where it was unclear whether business
// loans are exempt, the personal cap is used for them too: the lower figure is the safe one.
export const USURY_RULES: Record<StateCode, Entry> = {
  AL: {
    ...u(8, 8, null, 2000, "Ala. Code §§ 8-8-1, 8-8-5", "1981-01-01", "both"),
    source: {
      url: "https://instalawyer.io/laws/code-of-alabama/section-8-8-5-maximum-rates",
      read: "2026-11-26",
      quote:
        "provided, that the original principal balance of the loan or forbearance of money or credit sales is not less than $2,000",
    },
  },
  AK: u(10.5, 10.5, null, 25000, "Alaska Stat. § 45.45.010", "1981-01-01", "both"),
  AZ: {
    ...u(null, null, null, null, "A.R.S. § 44-1201(A)", "1981-01-01"),
    source: {
      url: "https://loansandlending.uslegal.com/interest/arizona-interest-rate-laws/",
      read: "2026-11-26",
      quote:
        "at the rate of ten per cent per annum, unless a different rate is contracted for in writing, in which event any rate of interest may be agreed to.",
    },
  },
  AR: u(17, 17, null, null, "Ark. Const. amend. 89, § 3", "2011-01-01"),
  CA: {
    ...u(10, 10, null, null, "Cal. Const. art. XV, § 1", "1979-11-06"),
    source: {
      url: "https://law.onecle.com/california/constitution/article-15.html",
      read: "2026-11-26",
      quote:
        "if the money, goods, or things in action are for use primarily for personal, family, or household purposes, at a rate not exceeding 10 percent per annum",
    },
  },
  // 45% is the general written cap, but a consumer loan by a lender that is not licensed is held to 12%
  // (§ 5-2-201(1)): the lower figure for a personal loan. Read in copies.
  CO: {
    ...u(12, 45, 45, null, "C.R.S. §§ 5-2-201(1), 5-12-103, 18-15-104", "1981-07-01", "both"),
    source: {
      url: "https://casetext.com/statute/colorado-revised-statutes/title-5-consumer-credit-code/interest-rates/article-12-interest-general-provisions/section-5-12-103-greater-rate-may-be-stipulated",
      read: "2026-11-26",
      quote:
        "may stipulate therein for the payment of a greater or higher rate of interest than eight percent per annum, but not exceeding forty-five percent per annum",
    },
  },
  // The official chapter page, read as far as the section's heading; the body was read in copies.
  CT: {
    ...u(12, 12, null, null, "Conn. Gen. Stat. §§ 37-4, 37-9", "1981-10-01"),
    source: {
      url: "https://www.cga.ct.gov/Current/pub/chap_673.htm",
      read: "2026-11-27",
      quote: "Sec. 37-4. Loans at greater rate than twelve per cent prohibited.",
    },
  },
  // The cap moves with the discount rate: 9.5% is that rate plus 5 points at one date, so the figure stays unverified.
  DE: {
    ...u(9.5, 9.5, null, 100000, "6 Del. C. § 2301 (5% above the Federal Reserve discount rate)", "1982-01-01", "both"),
    source: {
      url: "https://delcode.delaware.gov/title6/c023/index.html",
      read: "2026-11-26",
      quote:
        "interest at any rate agreed upon in writing not in excess of 5% over the Federal Reserve discount rate including any surcharge thereon",
    },
  },
  // The DC Council's codified XML. § 28-3301(d)(1) takes a business loan "in an amount in excess of $2,500" out of
  // the chapter: business loans were capped at 24% whatever their size. D.C. Law 17-42 (Nov. 24, 2007) "substituted
  // 'an amount in excess of $2,500' for 'an amount in excess of $1,000'"; the last act, D.C. Law 18-378 (July 2,
  // 2011), only reworded (d)(1)(D): 2011-07-02 → 2007-11-24. That no criminal cap applies is not read: unverified.
  DC: {
    ...u(24, 24, null, null, "D.C. Code § 28-3301", "2007-11-24", "figure"),
    businessExemptAbove: 2500,
    source: {
      url: "https://code.dccouncil.gov/us/dc/council/code/titles/28/chapters/33/index.full.html",
      read: "2026-11-27",
      quote:
        "the parties to an instrument in writing for the payment of money at a future time may contract therein for the payment of interest on the principal amount thereof at a rate not exceeding 24% per annum.",
    },
  },
  FL: {
    ...u(18, 18, 25, 500000, "Fla. Stat. §§ 687.02, 687.03, 687.071", "1981-01-01"),
    source: {
      url: "https://www.criminallawyerjacksonville.com/0687.02.html",
      read: "2026-11-26",
      quote:
        "at a higher rate of interest than the equivalent of 18 percent per annum simple interest are hereby declared usurious",
    },
  },
  GA: {
    ...u(16, 16, 60, 3000, "O.C.G.A. §§ 7-4-2, 7-4-18", "1983-01-01"),
    source: {
      url: "https://law.justia.com/codes/georgia/2020/title-7/chapter-4/article-1/section-7-4-2/",
      read: "2026-11-26",
      quote:
        "Where the principal amount involved is $3,000.00 or less, such rate shall not exceed 16 percent per annum simple interest",
    },
  },
  HI: u(12, 12, null, null, "Haw. Rev. Stat. § 478-4", "1981-01-01"),
  // 12% is the rate only where no written contract fixes one: a written rate has no ceiling.
  ID: {
    ...u(null, null, null, null, "Idaho Code § 28-22-104", "1983-07-01"),
    source: {
      url: "https://legislature.idaho.gov/statutesrules/idstat/Title28/T28CH22/SECT28-22-104/",
      read: "2026-11-27",
      quote:
        "When there is no express contract in writing fixing a different rate of interest, interest is allowed at the rate of twelve cents (12¢) on the hundred by the year on:",
    },
  },
  IL: {
    ...u(9, null, 20, null, "815 ILCS 205/4; 720 ILCS 5/17-59", "1981-01-01"),
    source: {
      url: "https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=081502050K4",
      read: "2026-11-26",
      quote:
        "in all written contracts it shall be lawful for the parties to stipulate or agree that an annual percentage rate of 9%, or any less sum, shall be taken",
    },
  },
  IN: {
    ...u(25, null, 72, null, "Ind. Code §§ 24-4.5-3-508, 35-45-7-2", "1993-07-01", "both"),
    source: {
      url: "https://law.counselstack.com/statute/in/24-4.5-3-201",
      read: "2026-11-26",
      quote:
        "a lender may contract for a loan finance charge, calculated according to the actuarial method, not exceeding twenty-five percent (25%) per year on the unpaid balances of the principal",
    },
  },
  IA: u(
    6.5,
    null,
    null,
    null,
    "Iowa Code § 535.2(3) (rate set monthly by the Superintendent of Banking)",
    "1981-01-01",
    "both",
  ),
  KS: {
    ...u(15, null, null, null, "K.S.A. 16-207", "1981-07-01"),
    source: {
      url: "https://ksrevisor.org/statutes/chapters/ch16/016_002_0007.html",
      read: "2026-11-27",
      quote:
        "may stipulate therein for interest receivable upon the amount of such bond, bill, note or other instrument of writing, at a rate not to exceed 15% per annum unless otherwise specifically authorized by law.",
    },
  },
  // § 360.010(1)(a) caps any written loan of $15,000 or less whatever its purpose (read in copies).
  KY: u(
    8.5,
    8.5,
    null,
    15000,
    "KRS 360.010 (4% above the Federal Reserve discount rate, at most 19%)",
    "1982-07-15",
    "both",
  ),
  LA: {
    ...u(12, null, null, null, "La. R.S. 9:3500", "1987-01-01"),
    source: {
      url: "https://legis.la.gov/Legis/LawPrint.aspx?d=285199",
      read: "2026-11-26",
      quote:
        "The amount of the conventional interest cannot exceed twelve percent per annum. The same must be fixed in writing",
    },
  },
  ME: u(null, null, null, null, "9-B M.R.S. § 432 (no general cap on written loans)", "1975-01-01", "both"),
  // The 8% read in the State Archives' copy of Laws of Maryland 1981, ch. 781 (the act amending § 12-103(a)), not in
  // the current code; the act's effective date was not read.
  MD: {
    ...u(8, null, null, null, "Md. Code, Com. Law § 12-103", "1982-07-01", "both"),
    source: {
      url: "https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000741/html/am741--2918.html",
      read: "2026-11-27",
      quote:
        "a lender may charge interest at an effective rate of simple interest not in excess of 8 percent per year on the unpaid principal balance of a loan if there is a written agreement signed by the borrower",
    },
  },
  MA: {
    ...u(20, 20, 20, null, "Mass. Gen. Laws ch. 271, § 49", "1970-01-01"),
    source: {
      url: "https://www.mass.gov/info-details/submit-a-chapter-271d-usury-notice-filing",
      read: "2026-11-26",
      quote:
        "any person who loans money and takes interest and expenses greater than twenty per centum per annum shall be guilty of criminal usury",
    },
  },
  MI: {
    // Both dates read on the legislature's pages: Act 326 of 1966 "Eff. Mar. 10, 1967" (the 7%) and § 438.41
    // "Eff. Nov. 15, 1968" (the criminal 25%). The 7% itself was read only in secondary sources.
    ...u(7, null, 25, null, "MCL 438.31, 438.41", "1968-11-15", "figure"),
    source: {
      // The official page is § 438.41's (the criminal 25%, "History: 1968, Act 259, Eff. Nov. 15, 1968"); the
      // 7% of § 438.31 was read only in secondary sources.
      url: "http://www.legislature.mi.gov/(S(dsgwcy45yzcdaz3dh3n14yna))/mileg.aspx?page=getObject&objectName=mcl-438-41",
      read: "2026-11-27",
      quote:
        "knowingly charges, takes or receives any money or other property as interest on the loan or forbearance of any money or other property, at a rate exceeding 25% at simple interest per annum",
    },
  },
  // Business and farm loans under $100,000 are held to the Federal Reserve discount rate plus 4.5 points
  // (§ 334.011), about 8% in 2025: the floor is used. Read in copies.
  MN: {
    ...u(8, 8, null, 100000, "Minn. Stat. §§ 334.01, 334.011", "1981-01-01", "both"),
    source: {
      url: "https://law.justia.com/codes/minnesota/2006/324-338/334/334_01.html",
      read: "2026-11-26",
      quote:
        "any greater sum, or any greater value, for the loan or forbearance of money, goods, or things in action, than $8 on $100 for one year.",
    },
  },
  MS: u(10, 10, null, null, "Miss. Code § 75-17-1", "1981-01-01", "both"),
  // The cap is the greater of 10% and the quarterly "market rate" (§ 408.030.1, "Effective - 03 Jul 1979"): 10% is
  // its floor, the safe figure. § 408.035(2) on the Revisor's page lets the parties agree "any rate" for an
  // "Extension of credit primarily for agricultural, business, or commercial purposes" since S.B. 106, in its
  // version table from 8/28/2021; the 1997 text it replaced freed only a "Business loan of five thousand dollars
  // or more" (read in a copy): 1979-07-03 → 2021-08-28, the earlier rule kept as history. (The 2024 version
  // changed only real-estate loans.)
  MO: {
    ...u(10, null, null, null, "Mo. Rev. Stat. §§ 408.030, 408.035", "2021-08-28", "figure"),
    history: [
      {
        ...u(10, 10, null, null, "Mo. Rev. Stat. §§ 408.030, 408.035", "1979-07-03"),
        businessExemptFrom: 5000,
        verified: false,
      },
    ],
    source: {
      url: "http://revisor.mo.gov/main/OneSection.aspx?section=408.030&bid=23334",
      read: "2026-11-27",
      quote:
        "Parties may agree, in writing, to a rate of interest not exceeding ten percent per annum on money due or to become due upon any contract",
    },
  },
  // The Legislature's MCA page: the greater of 15% or 6 points above the Federal Reserve's H.15 bank prime rate
  // ("New York prime" → H.15 prime in the citation); last amended by Ch. 108, L. 2011, whose day the page does not
  // give: 1981-01-01 → 2011-01-01, the year only.
  MT: {
    ...u(
      15,
      15,
      null,
      null,
      "Mont. Code § 31-1-107 (15% or 6 points above the Federal Reserve's H.15 bank prime rate, whichever is greater)",
      "2011-01-01",
      "date",
    ),
    source: {
      url: "https://leg.mt.gov/bills/mca/31/1/31-1-107.htm",
      read: "2026-11-27",
      quote:
        "Parties may agree in writing to the payment of any rate of interest that does not exceed the greater of 15% or an amount that is 6 percentage points per year above the prime rate published by the federal reserve system in its statistical release H.15 Selected Interest Rates for bank prime loans",
    },
  },
  // A business loan is exempt only when made to an entity or for $25,000 or more (§ 45-101.04, read in copies):
  // one under $25,000 to a person keeps the 16% cap. The official page's source line ends in Laws 1982, LB 778 (no
  // act of 1981): 1981-01-01 → 1982-01-01, the year only.
  NE: {
    ...u(16, 16, null, 25000, "Neb. Rev. Stat. §§ 45-101.03, 45-101.04", "1982-01-01"),
    source: {
      url: "https://nebraskalegislature.gov/laws/statutes.php?statute=45-101.03&print=true",
      read: "2026-11-27",
      quote:
        "any rate of interest which may be agreed upon, not exceeding sixteen percent per annum on the unpaid principal balance, shall be valid upon any loan or forbearance of money, goods, or things in action",
    },
  },
  NV: u(null, null, null, null, "NRS 99.050", "1981-01-01"),
  // The General Court's RSA 336 page: 10% only "unless otherwise agreed upon in writing", in force as amended by
  // 2001, 160:2, "eff. Sept. 1, 2001": 1981-01-01 → 2001-09-01. The paragraph excludes consumer credit transactions
  // (RSA 358-K), so the personal-loan figure is not confirmed there.
  NH: {
    ...u(null, null, null, null, "RSA 336:1 (no general cap on written loans)", "2001-09-01", "figure"),
    source: {
      url: "http://www.gencourt.state.nh.us/rsa/html/XXXI/336/336-mrg.htm",
      read: "2026-11-27",
      quote:
        "The annual rate of interest in all business transactions in which interest is paid or secured, unless otherwise agreed upon in writing, shall equal 10 percent. No consumer credit transaction, as defined in RSA 358-K:1, V, shall be subject to this paragraph.",
    },
  },
  NJ: {
    // Only a loan to an entity, or one over $50,000, is outside the 16% cap (secondary sources): a smaller business
    // loan to a person keeps it. The criminal 30% is 50% for an entity borrower; the lower figure is used.
    ...u(16, 16, 30, 50000, "N.J.S.A. 31:1-1; N.J.S.A. 2C:21-19(a)", "1981-01-01"),
    source: {
      url: "https://app.midpage.ai/document/loigman-v-keim-2315794",
      read: "2026-11-26",
      quote:
        "when there is a written contract specifying a rate of interest, no person shall take above the value of $16.00 for the forbearance of $100.00 for a year.",
    },
  },
  NM: u(null, null, null, null, "NMSA § 56-8-11.1", "1981-01-01"),
  // § 5-501 sets 6% "unless a different rate is prescribed in section fourteen-a of the banking law", which sets
  // 16%: read on the Senate's page; the effective date is still the approximate one.
  NY: {
    ...u(
      16,
      null,
      25,
      250000,
      "N.Y. Gen. Oblig. Law § 5-501; N.Y. Banking Law § 14-a; N.Y. Penal Law § 190.40",
      "1980-01-01",
    ),
    source: {
      url: "https://nysenate.gov/legislation/laws/BNK/14-A",
      read: "2026-11-26",
      quote:
        "The maximum rate of interest provided for in section 5-501 of the general obligations law shall be sixteen per centum per annum.",
    },
  },
  // 8% is § 24-1's rate where nothing is agreed; a written loan of $25,000 or less may carry 16% (or six-month
  // Treasury bills plus 6%, if greater) under § 24-1.1(a)(1). Read in a copy.
  NC: {
    ...u(16, 16, null, 25000, "N.C. Gen. Stat. § 24-1.1(a)(1)", "1981-01-01"),
    source: {
      url: "https://law.onecle.com/north-carolina/24-interest/24-1.1.html",
      read: "2026-11-26",
      quote:
        "Treasury bills with a six-month maturity as of the fifteenth day of the month plus six percent (6%), rounded ... or sixteen percent (16%), whichever is greater.",
    },
  },
  // § 47-14-09(2) exempts loans to entities and loans of more than $35,000; a smaller business loan to a person
  // keeps the cap (read in a copy). The formula and the 7% floor read on the Department of Financial Institutions'
  // page; the month's figure was not.
  ND: {
    ...u(
      9.5,
      9.5,
      null,
      35000,
      "N.D. Cent. Code § 47-14-09 (5.5% above the six-month Treasury bill rate, at least 7%)",
      "1981-07-01",
      "both",
    ),
    source: {
      url: "https://www.nd.gov/dfi/news-and-publications/usury-rate",
      read: "2026-11-27",
      quote:
        "The rate is equal to five and one-half percent (5.5%) higher than the current cost of money as reflected by the average rate of interest payable on U.S. Treasury Bills maturing within six months; but in any event the maximum allowable interest rate ceiling may not be less than seven (7) percent.",
    },
  },
  // A copy of the Ohio code site's page heads § 1343.01 "Effective: June 29, 1988": 1981-01-01 → 1988-06-29,
  // unverified.
  OH: {
    ...u(8, null, 25, 100000, "Ohio Rev. Code §§ 1343.01, 2905.21", "1988-06-29"),
    source: {
      url: "http://codes.ohio.gov/orc/1343",
      read: "2026-11-26",
      quote:
        "may stipulate therein for the payment of interest upon the amount thereof at any rate not exceeding eight per cent per annum payable annually",
    },
  },
  OK: u(10, 10, null, null, "15 Okla. Stat. § 266", "1981-01-01", "both"),
  OR: u(12, 12, null, 50000, "ORS 82.010", "1981-01-01"),
  PA: {
    ...u(6, null, 25, 50000, "41 P.S. § 201; 18 Pa.C.S. § 911(h)(1)(iv)", "1974-01-30"),
    source: {
      url: "https://codes.findlaw.com/pa/title-41-ps-interest/pa-st-sect-41-201/",
      read: "2026-11-26",
      quote:
        "the maximum lawful rate of interest for the loan or use of money in an amount of fifty thousand dollars ($50,000) or less ... shall be six per cent",
    },
  },
  RI: u(21, 21, 21, null, "R.I. Gen. Laws § 6-26-2", "1981-01-01"),
  // The words quoted are § 37-10-106(1)'s (the page's own section; "1982 Act No. 385" in its history), not
  // § 34-31-30's: citation § 34-31-30 → § 37-10-106(1).
  SC: {
    ...u(null, null, null, null, "S.C. Code § 37-10-106(1)", "1982-01-01", "both"),
    source: {
      url: "https://lawserver.com/law/state/south-carolina/sc-code/south_carolina_code_37-10-106",
      read: "2026-11-26",
      quote:
        "except upon written contracts wherein, by express agreement, any rate of interest may be charged, except as otherwise provided in this title or by law.",
    },
  },
  // Enacted SL 1982, ch 341, last amended SL 2016, ch 229 (the page's source line): 1982-07-01 → 2016-01-01, the
  // year of the last amending act only; the day was not read.
  SD: {
    ...u(null, null, null, null, "SDCL 54-3-1.1", "2016-01-01"),
    source: {
      url: "https://sdlegislature.gov/api/Statutes/54-3-1.html?all=true",
      read: "2026-11-27",
      quote:
        "Unless a maximum interest rate or charge is specifically established elsewhere in the code, there is no maximum interest rate or charge, or usury rate restriction between or among persons, corporations",
    },
  },
  TN: {
    ...u(10, 10, null, null, "Tenn. Code §§ 47-14-103, 47-14-105", "1983-01-01", "both"),
    source: {
      url: "https://www.elfaonline.org/advocacy/state-issues/state-law-compendium/tennessee/usury-(including-maximum-interest-rate-e660025d",
      read: "2026-11-26",
      quote:
        "an annual rate of interest four (4) percentage points above the average prime loan rate ... or twenty-four percent (24%) per annum, whichever is less",
    },
  },
  // 18% is the floor of § 303.009's weekly ceiling (18% to 24%; 28% for business credit), which a written contract
  // may use; the quote is § 302.001's 10% without it. Copies of § 303.009's history: "Added by Acts 1999 ... eff.
  // 9/1/1999", last "Amended By Acts 2011, 82nd Leg., R.S., Ch. 1182, Sec. 3, eff. 9/1/2011": 1997-09-01 →
  // 2011-09-01, unverified.
  TX: {
    ...u(18, 18, null, null, "Tex. Fin. Code §§ 302.001, 303.009", "2011-09-01"),
    source: {
      url: "http://codes.findlaw.com/tx/finance-code/fin-sect-302-001.html",
      read: "2026-11-26",
      quote: "The maximum rate or amount of interest is 10 percent a year except as otherwise provided by law.",
    },
  },
  UT: u(null, null, null, null, "Utah Code § 15-1-1", "1981-05-12"),
  VT: {
    ...u(12, 12, null, null, "9 V.S.A. § 41a", "1981-07-01"),
    source: {
      url: "https://legislature.vermont.gov/statutes/section/09/004/00041A",
      read: "2026-11-27",
      quote:
        "Except as specifically provided by law, the rate of interest or the sum allowed for forbearance or use of money shall be 12 percent per annum computed by the actuarial method.",
    },
  },
  VA: {
    // The business exemption is only for "Loans of $5,000 or more for business or investment purposes" (§ 6.2-317,
    // its heading on the official chapter page): a smaller business loan keeps the 12% cap.
    ...u(12, 12, null, null, "Va. Code §§ 6.2-303, 6.2-317", "2010-10-01"),
    businessExemptFrom: 5000,
    source: {
      url: "https://www.lawserver.com/law/state/virginia/va-code/virginia_code_6-2-303",
      read: "2026-11-26",
      quote:
        "Except as otherwise permitted by law, no contract shall be made for the payment of interest on a loan at a rate that exceeds 12 percent per year.",
    },
  },
  // The cap is the higher of 12% and the T-bill yield plus 4 points: the Code Reviser's monthly table (as stored,
  // to February 2019) gives 12.00% for every month; the current month was not read.
  WA: {
    ...u(12, null, null, null, "RCW 19.52.020, 19.52.080", "1981-01-01"),
    source: {
      url: "http://leg.wa.gov/CodeReviser/Documents/rates.htm",
      read: "2026-11-27",
      quote:
        "The maximum allowable interest rate applicable for the month of February 2019 pursuant to RCW 19.52.020 is twelve point zero percent (12.00%) per annum.",
    },
  },
  // The 8% read on the Legislature's code page; its history note was not, so the date stays approximate.
  WV: {
    ...u(8, 8, null, null, "W. Va. Code § 47-6-5", "1981-01-01"),
    source: {
      url: "https://code.wvlegislature.gov/email/47-6-5",
      read: "2026-11-27",
      quote:
        "(b) Parties may contract in writing for the payment of interest for the loan or forbearance of money at a rate not to exceed $8 upon $100 for a year",
    },
  },
  // No $150,000 exemption was found in the text. Breaking § 138.05 is also an offence (§ 138.06); the civil cap
  // already holds the note to 12%, so no separate criminal rate is set. Read in copies.
  WI: {
    ...u(12, null, null, null, "Wis. Stat. §§ 138.05, 138.06", "1981-01-01", "both"),
    source: {
      url: "http://wi.elaws.us/statutes/138.05(2)(b)",
      read: "2026-11-26",
      quote:
        "for the loan or forbearance of money, goods or things in action, than: (a) At the rate of $12 upon $100 for one year",
    },
  },
  WY: u(
    null,
    null,
    null,
    null,
    "Wyo. Stat. § 40-14-348 (no general cap outside consumer credit)",
    "1971-01-01",
    "both",
  ),
};
