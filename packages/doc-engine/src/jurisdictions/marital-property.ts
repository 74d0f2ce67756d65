import type { Dated, MaritalPropertyRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<MaritalPropertyRule> & { sourcing: Sourcing };

const community = (citation: string, effectiveDate: string, sourcing: Sourcing = "date"): Entry => ({
  community: true,
  forcedHeirship: false,
  citation,
  effectiveDate,
  sourcing,
});

/** The community-property states (Wisconsin's marital property works the same way for a will), and Louisiana's forced heirship. */
const COMMUNITY = {
  AZ: {
    ...community("A.R.S. §§ 25-211, 14-3101", "1973-01-01"),
    source: {
      url: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Arizona.aspx",
      read: "2026-11-26",
      quote:
        "All property acquired by either husband or wife during the marriage is the community property of the husband and wife except for property that is:",
    },
  },
  CA: {
    ...community("Cal. Fam. Code § 760; Cal. Prob. Code §§ 100, 6101", "1994-01-01"),
    source: {
      url: "https://www.lawpipe.com/California/In_re_Marriage_of_Valli.html",
      read: "2026-11-26",
      quote:
        "Except as otherwise provided by statute, all property, real or personal, wherever situated, acquired by a married person during the marriage while domiciled in this state is community property.",
    },
  },
  ID: {
    ...community("Idaho Code §§ 32-906, 15-3-101", "1972-07-01"),
    source: {
      url: "https://www.baldaufmasser.com/2017/07/22/what-is-community-property/",
      read: "2026-11-26",
      quote: "All other property acquired after marriage by either husband or wife is community property.",
    },
  },
  LA: {
    community: true,
    forcedHeirship: true,
    citation: "La. Civ. Code arts. 1493-1495 (forced heirship), 2336, 2338 (community property)",
    effectiveDate: "1996-01-01",
    sourcing: "figure",
    // Forced heirship read in a copy of art. 1494; the community articles only in summaries.
    source: {
      url: "https://theusufruct.com/cc/1494.json",
      read: "2026-11-26",
      quote:
        "A forced heir may not be deprived of the portion of the decedent's estate reserved to him by law, called the legitime, unless the decedent has just cause to disinherit him.",
    },
  },
  NV: {
    ...community("NRS 123.220, 123.250", "1975-01-01"),
    source: {
      url: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Nevada.aspx",
      read: "2026-11-26",
      quote:
        "All property, other than that stated in NRS 123.130, acquired after marriage by either husband or wife, or both, is community property unless otherwise provided by:",
    },
  },
  NM: {
    ...community("NMSA §§ 40-3-8, 45-2-805", "1973-07-01"),
    source: {
      url: "https://law.justia.com/codes/new-mexico/2021/chapter-40/article-3/section-40-3-8/",
      read: "2026-11-26",
      quote:
        'Except as provided in Subsection C of this section, "community property" means property acquired by either or both spouses during marriage which is not separate property.',
    },
  },
  TX: {
    ...community("Tex. Fam. Code § 3.002; Tex. Est. Code § 201.003", "2014-01-01"),
    source: {
      url: "http://www.laws9.com/statutes/texas/family-code/title-1-the-marriage-relationship/chapter-3-marital-property-rights-and-liabilities",
      read: "2026-11-26",
      quote:
        "Community property consists of the property, other than separate property, acquired by either spouse during marriage.",
    },
  },
  WA: {
    ...community("RCW 26.16.030, 11.02.070", "1972-01-01"),
    source: {
      url: "https://law-journals-books.vlex.com/vid/-3-01-general-1035274375",
      read: "2026-11-26",
      quote:
        "acquired after marriage or after registration of a state registered domestic partnership by either domestic partner or either husband or wife or both, is community property.",
    },
  },
  WI: {
    ...community("Wis. Stat. §§ 766.31, 861.01", "1986-01-01", "ok"),
    source: {
      url: "https://docs-preview.legis.wisconsin.gov/document/statutes/766.31(6)(b)3.",
      read: "2026-11-26",
      quote:
        "General. All property of spouses is marital property except that which is classified otherwise by this chapter and that which is described in sub. (8).",
    },
  },
} satisfies Partial<Record<StateCode, Entry>>;

const separate = (citation: string, effectiveDate: string, sourcing: Sourcing): Entry => ({
  community: false,
  forcedHeirship: false,
  citation,
  effectiveDate,
  sourcing,
});
const read = (url: string, quote: string) => ({ source: { url, read: "2026-11-27", quote } });

/**
 * The separate-property states, each with the statute that gives a surviving spouse a claim whatever the will
 * says. "1990-01-01" marks a date not found: the entry stays unverified ("date"). Most were read in copies.
 */
const SEPARATE: Record<Exclude<StateCode, keyof typeof COMMUNITY>, Entry> = {
  AL: {
    ...separate("Ala. Code § 43-8-70", "1990-01-01", "date"),
    ...read(
      "https://www.legalfix.com/statutes/state-codes/alabama/title-43/chapter-8/article-4/section-43-8-70",
      "The elective share shall be the lesser of: (1) All of the estate of the deceased reduced by the value of the surviving spouse's separate estate; or (2) One-third of the estate of the deceased.",
    ),
  },
  AK: {
    ...separate("Alaska Stat. § 13.12.202", "1990-01-01", "date"),
    ...read(
      "https://law.onecle.com/alaska/title-13/13.12.202.html",
      "has a right of election, under the limitations and conditions stated in AS 13.12.201 - 13.12.214, to take an elective share amount equal to one-third of the augmented estate.",
    ),
  },
  AR: {
    ...separate("Ark. Code § 28-39-401", "1990-01-01", "date"),
    spouseRight: "dower or curtesy",
    ...read(
      "https://codes.findlaw.com/ar/title-28-wills-estates-and-fiduciary-relationships/ar-code-sect-28-39-401.html",
      "the surviving spouse shall have the right to take against the will if the surviving spouse has been married to the decedent continuously for a period in excess of one (1) year.",
    ),
  },
  // Part 2 repealed and reenacted by 2014 ch. 296 (history line read in the copy).
  CO: {
    ...separate("C.R.S. § 15-11-202", "2014-08-06", "date"),
    ...read(
      "https://casetext.com/statute/colorado-revised-statutes/title-15-probate-trusts-and-fiduciaries/colorado-probate-code/article-11-intestate-succession-and-wills/part-2-elective-share-of-surviving-spouse/section-15-11-202-elective-share",
      "has a right of election, under the limitations and conditions stated in this part 2, to take an elective-share amount equal to fifty percent of the value of the marital-property portion of the augmented estate.",
    ),
  },
  CT: {
    ...separate("Conn. Gen. Stat. § 45a-436", "1990-01-01", "date"),
    spouseRight: "a life estate in one-third of the estate",
    ...read(
      "https://law.justia.com/codes/connecticut/2016/title-45a/chapter-802b/section-45a-436",
      "The “statutory share” means a life estate of one-third in value of all the property passing under the will, real and personal, legally or equitably owned by the deceased spouse",
    ),
  },
  DE: {
    ...separate("12 Del. C. § 901", "1990-01-01", "date"),
    ...read(
      "https://delcode.delaware.gov/title12/c009/index.html",
      "the surviving spouse has a right of election to take an elective share of an amount equal to one third of the elective estate, less the amount of all transfers to the surviving spouse by the decedent",
    ),
  },
  // Read in the DC Council's codified XML (DCCouncil/law-xml-codified), the source of the code.dccouncil.gov page:
  // "Apr. 4, 2006, D.C. Law 16-79 ... rewrote subsecs. (a), (c), (d), (e), and (f)" (D.C. Law 16-191 of 2007 only
  // corrected the section credit): 1990-01-01 → 2006-04-04, verified.
  DC: {
    ...separate("D.C. Code § 19-113", "2006-04-04", "ok"),
    spouseRight: "the intestate share, at most one-half of the estate",
    ...read(
      "https://code.dccouncil.gov/us/dc/council/code/sections/19-113",
      "as he would have taken if the deceased spouse or deceased domestic partner had died intestate, not to exceed one-half of the net estate bequeathed and devised by the will.",
    ),
  },
  // The official page's history of § 732.201 ends "s. 3, ch. 2016-189": 1990-01-01 → 2016-01-01, the act's year (day
  // not stated). § 732.2065's 30% was read only in copies.
  FL: {
    ...separate("Fla. Stat. §§ 732.201, 732.2065", "2016-01-01", "date"),
    ...read(
      "https://flsenate.gov/Laws/Statutes/2022/732.201",
      "The surviving spouse of a person who dies domiciled in Florida has the right to a share of the elective estate of the decedent as provided in this part, to be designated the elective share.",
    ),
  },
  // Georgia has no elective share: year's support is the surviving spouse's claim.
  GA: {
    ...separate("O.C.G.A. § 53-3-1", "1998-01-01", "date"),
    spouseRight: "a year's support",
    ...read(
      "https://law.justia.com/codes/georgia/2021/title-53/chapter-3/section-53-3-1/",
      "The surviving spouse and minor children of a testate or intestate decedent are entitled to year's support in the form of property for their support and maintenance for the period of 12 months from the date of the decedent's death.",
    ),
  },
  // Amended by L 2023, c 158 (history line read in the copy).
  HI: {
    ...separate("Haw. Rev. Stat. § 560:2-202", "2023-06-29", "date"),
    ...read(
      "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-30a-uniform-probate-code/chapter-560-uniform-probate-code/article-ii-intestate-succession-and-wills/part-2-elective-share-of-surviving-spouse/section-5602-202-elective-share",
      "to take an elective-share amount equal to fifty per cent of the value of the marital-property portion of the augmented estate.",
    ),
  },
  // Read only in a bill synopsis and a form vendor's quotation: no source recorded.
  IL: {
    ...separate("755 ILCS 5/2-8", "1990-01-01", "date"),
  },
  IN: {
    ...separate("Ind. Code § 29-1-3-1", "1990-01-01", "date"),
    ...read(
      "https://law.onecle.com/indiana/29/29-1-3-1.html",
      "The surviving spouse, upon electing to take against the will, is entitled to one-half (1/2) of the net personal and real estate of the testator.",
    ),
  },
  IA: {
    ...separate("Iowa Code § 633.238", "1990-01-01", "date"),
    ...read(
      "https://lawserver.com/?p=29405007",
      "One-third in value of all the legal or equitable estates in real property possessed by the decedent at any time during the marriage which have not been sold on execution or other judicial sale",
    ),
  },
  KS: {
    // Article 6a: L. 1994, ch. 132, in force July 1 (a copy's history line for § 59-6a204).
    ...separate("K.S.A. 59-6a202", "1994-07-01", "date"),
    ...read(
      "https://www.ksrevisor.org/statutes/chapters/ch59/059_006a_0202.html",
      "to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married to each other",
    ),
  },
  KY: {
    ...separate("KRS 392.080", "1990-01-01", "date"),
    spouseRight: "dower or curtesy",
    ...read(
      "https://www.lawserver.com/law/state/kentucky/archv-2019-ky-statutes/2019_kentucky_statutes_392-080",
      "the share in any real estate of which the decedent or anyone for the use of the decedent was seized of an estate in fee simple at the time of death shall be only one-third (1/3) of such real estate.",
    ),
  },
  // The Maine Probate Code (18-C) took effect 2019-09-01; the day is not on the page read.
  ME: {
    ...separate("18-C M.R.S. § 2-202", "2019-09-01", "date"),
    ...read(
      "https://instalawyer.io/laws/maine-revised-statutes/18-c-2-202-elective-share",
      "has a right of election, under the limitations and conditions stated in this Part, to take an elective-share amount equal to 50% of the value of the marital-property portion of the augmented estate.",
    ),
  },
  // The copy read holds the version in force until 2020-10-01: no source recorded.
  MD: {
    ...separate("Md. Code, Est. & Trusts § 3-203", "2020-10-01", "date"),
  },
  MA: {
    ...separate("Mass. Gen. Laws ch. 191, § 15", "1990-01-01", "date"),
    spouseRight: "a share of the estate, above $25,000 only as income for life",
    ...read(
      "https://codes.findlaw.com/ma/part-ii-real-and-personal-property-and-domestic-relations-ch-183-210/ma-gen-laws-ch-191-sect-15/",
      "within six months after the probate of the will of such deceased, may file in the registry of probate a writing signed by him or by her, waiving any provisions that may have been made in it",
    ),
  },
  // The history line on the same page: "1998, Act 386, Eff. Apr. 1, 2000".
  MI: {
    ...separate("MCL 700.2202", "2000-04-01", "ok"),
    ...read(
      "https://ombudsman.legislature.mi.gov/Home/RenderDoc?objectName=mcl-386-1998-II-2",
      "That the spouse will take 1/2 of the sum or share that would have passed to the spouse had the testator died intestate, reduced by 1/2 of the value of all property derived by the spouse",
    ),
  },
  // Read in the 2006 edition: "524.2-202 MS 1992 [Repealed, 1994 c 472 s 64]", the current section enacted by Laws
  // 1994, ch. 472: 1990-01-01 → 1994-01-01, the act's year (its effective day and later amendments not read).
  MN: {
    ...separate("Minn. Stat. § 524.2-202", "1994-01-01", "date"),
    ...read(
      "https://www.revisor.mn.gov/statutes/2006/cite/524.2-202",
      "to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married to each other",
    ),
  },
  // No text found.
  MS: {
    ...separate("Miss. Code § 91-5-25", "1990-01-01", "date"),
  },
  MO: {
    ...separate("Mo. Rev. Stat. § 474.160", "1990-01-01", "date"),
    ...read(
      "https://legal-resources.uslegalforms.com/answers/35246-can-a-surviving-spouse-claim-an-elective-share-in-missouri",
      "one-half of the estate, subject to the payment of claims, if there are no lineal descendants of the testator; or, if there are lineal descendants of the testator, the surviving spouse shall receive one-third",
    ),
  },
  // Added by Laws 2019, ch. 313 (history line read in a copy).
  MT: {
    ...separate("Mont. Code § 72-2-232", "2019-10-01", "date"),
    ...read(
      "https://law.uslawyerdatabase.com/us-law/2022-montana-code-annotated/title-72-estates-trusts-and-fiduciary-relationships/chapter-2-upc-intestacy-wills-and-donative-transfers/part-2-elective-share-of-surviving-spouse-chapter-2-upc-intestacy-wills-and-donative-transfers/page/2",
      "has a right of election, under the limitations and conditions stated in this part, to take an elective-share amount equal to 50% of the value of the marital-property portion of the augmented estate.",
    ),
  },
  NE: {
    ...separate("Neb. Rev. Stat. § 30-2313", "1990-01-01", "date"),
    ...read(
      "http://awill.info/nebraska-wills-spouses-elective-share/",
      "the surviving spouse has a right of election to take an elective share in any fraction not in excess of one-half of the augmented estate under the limitations and conditions hereinafter stated.",
    ),
  },
  NH: {
    ...separate("RSA 560:10", "1990-01-01", "date"),
    ...read(
      "http://statutes.laws-info.com/new-hampshire/TITLELVI/CHAPTER560/560-10",
      "If there are children of the deceased surviving (whether by the surviving spouse or by previous marriage) or issue of any deceased children, one-third part of the personalty and one-third part of the real estate.",
    ),
  },
  NJ: {
    ...separate("N.J.S.A. 3B:8-1", "1990-01-01", "date"),
    ...read(
      "https://legalresearch.com/litigation-advisor/litigation-pathfinder/issue-finder/legal-memorandum-elective-share-of-surviving-spouse-of-decedent/",
      "the surviving spouse has a right of election to take an elective share of one-third of the augmented estate.",
    ),
  },
  // The section applies to decedents dying on or after 1992-09-01, in its own words (read in a copy).
  NY: {
    ...separate("N.Y. EPTL § 5-1.1-A", "1992-09-01", "date"),
    ...read(
      "https://codes.findlaw.com/ny/estates-powers-and-trusts-law/ept-sect-5-1-1-a.html",
      "The elective share, as used in this paragraph, is the pecuniary amount equal to the greater of (i) fifty thousand dollars or, if the capital value of the net estate is less than fifty thousand dollars",
    ),
  },
  // S.L. 2013-91 set the current schedule for decedents dying on or after 2013-10-01, as the same page notes.
  NC: {
    ...separate("N.C. Gen. Stat. § 30-3.1", "2013-10-01", "ok"),
    ...read(
      "http://www.ncga.state.nc.us/EnactedLegislation/Statutes/HTML/BySection/Chapter_30/GS_30-3.1.html",
      "If the surviving spouse was married to the decedent for 15 years or more, fifty percent (50%) of the Total Net Assets.",
    ),
  },
  ND: {
    ...separate("N.D.C.C. § 30.1-05-01", "1990-01-01", "date"),
    ...read(
      "https://law.justia.com/codes/north-dakota/2016/title-30.1/chapter-30.1-05/index.html",
      "The surviving spouse of a decedent who dies domiciled in this state has a right of election, under the limitations and conditions stated in this chapter, to take an elective share amount equal to fifty percent of the augmented estate.",
    ),
  },
  // The page: "Effective: January 13, 2012".
  OH: {
    ...separate("Ohio Rev. Code § 2106.01", "2012-01-13", "ok"),
    ...read(
      "https://codes.ohio.gov/ohio-revised-code/chapter-2106",
      "If the surviving spouse elects to take under section 2105.06 of the Revised Code, the surviving spouse shall take not to exceed one-half of the net estate, unless two or more of the decedent's children or their lineal descendants survive",
    ),
  },
  // Applies to decedents dying on or after 1985-07-01, in its own words (read in a copy).
  OK: {
    ...separate("84 O.S. § 44(B)", "1985-07-01", "date"),
    spouseRight: "one-half of the property the spouses acquired by joint industry during the marriage",
    ...read(
      "https://instalawyer.io/laws/oklahoma-statutes/title-84-wills-and-succession-84-44-property-which-may-be",
      "the other spouse would receive less in value than an undivided one-half (1/2) interest in the property acquired by the joint industry of the husband and wife during coverture.",
    ),
  },
  // Applies to decedents dying on or after 2011-01-01 (read in a copy).
  OR: {
    ...separate("ORS 114.605", "2011-01-01", "date"),
    ...read(
      "https://courtgpt.ai/laws/oregon/volume-03/chapter-114/section-114-605",
      "The elective share of a surviving spouse is determined by the length of time the spouse and decedent were married to each other, in accordance with the following schedule:",
    ),
  },
  PA: {
    ...separate("20 Pa.C.S. § 2203", "1990-01-01", "date"),
    ...read(
      "https://codes.findlaw.com/pa/title-20-pacsa-decedents-estates-and-fiduciaries/pa-csa-sect-20-2203/",
      "when a married person domiciled in this Commonwealth dies, his surviving spouse has a right to an elective share of one-third of the following property:",
    ),
  },
  // The official page's history of § 33-25-4: "(P.L. 1978, ch. 26, § 1; P.L. 1988, ch. 192, § 1; P.L. 1992, ch. 198,
  // § 1.)": 1990-01-01 → 1992-01-01, the last act's year (day not stated; §§ 33-25-2, 33-25-3 not read).
  RI: {
    ...separate("R.I. Gen. Laws §§ 33-25-2 to 33-25-4", "1992-01-01", "date"),
    spouseRight: "a life estate in the real estate",
    ...read(
      "http://webserver.rilin.state.ri.us/Statutes/title33/33-25/33-25-4.HTM",
      "within six (6) months after the date of the first publication of the qualifications of the fiduciary of the estate of the deceased spouse, file in the probate court granting probate a written statement waiving and renouncing the devise and bequest and claiming his or her life estate in the real estate of the decedent",
    ),
  },
  SC: {
    ...separate("S.C. Code § 62-2-201", "1990-01-01", "date"),
    ...read(
      "https://docslib.org/doc/1671502/article-2-intestate-succession-and-wills-parts-2-3-and-4",
      "to take an elective share of one-third of the decedent’s probate estate, as computed under Section 62-2-202, the share to be satisfied as detailed in Sections 62-2-206 and 62-2-207",
    ),
  },
  SD: {
    ...separate("SDCL 29A-2-202", "1990-01-01", "date"),
    ...read(
      "https://instalawyer.io/laws/south-dakota-codified-laws/section-29a-2-202-elective-share",
      "to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married to each other",
    ),
  },
  TN: {
    ...separate("Tenn. Code § 31-4-101", "1998-01-01", "date"),
    ...read(
      "https://codes.findlaw.com/tn/title-31-descent-and-distribution/tn-code-sect-31-4-101.html",
      "to take an elective-share amount equal to the value of the decedent's net estate as defined in subsection (b), determined by the length of time the surviving spouse and the decedent were married to each other",
    ),
  },
  UT: {
    ...separate("Utah Code § 75-2-202", "1990-01-01", "date"),
    ...read(
      "https://law.uslawyerdatabase.com/us-law/2022-utah-code/title-75-utah-uniform-probate-code/chapter-2-intestate-succession-and-wills-title-75-utah-uniform-probate-code/part-2-elective-share-of-surviving-spouse-chapter-2-intestate-succession-and-wills-title-75-utah-uniform-probate-code",
      "The surviving spouse of a decedent who dies domiciled in Utah has a right of election, under the limitations and conditions stated in this part, to take an elective-share amount equal to the value of 1/3 of",
    ),
  },
  // Added 2009, No. 55, § 5, eff. June 1, 2009 (read in a copy).
  VT: {
    ...separate("14 V.S.A. § 319", "2009-06-01", "date"),
    ...read(
      "https://lawserver.com/law/state/vermont/vt-statutes/vermont_statutes_title_14_319",
      "a surviving spouse may elect to waive the provisions of the decedent‘s will and in lieu thereof elect to take one-half of the balance of the probate estate, after the payment of allowances, claims, and expenses.",
    ),
  },
  // 2016 Acts cc. 187, 269, for decedents dying on or after 2017-01-01, as the official chapter page says.
  VA: {
    ...separate("Va. Code §§ 64.2-308.3, 64.2-308.4", "2017-01-01", "ok"),
    ...read(
      "https://law.lis.virginia.gov/vacode/title64.2/chapter3/section64.2-308.4/",
      "The value of the marital-property portion of the augmented estate consists of the sum of the values of the four components of the augmented estate as determined under subsection A multiplied by the following percentage:",
    ),
  },
  WV: {
    ...separate("W. Va. Code § 42-3-1", "1990-01-01", "date"),
    ...read(
      "https://code.wvlegislature.gov/email/42-3/",
      "to take the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married to each other",
    ),
  },
  WY: {
    ...separate("Wyo. Stat. § 2-5-101", "1990-01-01", "date"),
    ...read(
      "https://wyoleg.gov/NXT/gateway.dll/2023%20Wyoming%20Statutes%2F2023%20Titles%2F108%2F134",
      "(i)  One-half (1/2) if there are no surviving issue of the decedent, or if the surviving spouse is also a parent of any of the surviving issue of the decedent; or",
    ),
  },
};

export const MARITAL_PROPERTY_RULES: Record<StateCode, Entry> = { ...SEPARATE, ...COMMUNITY };
