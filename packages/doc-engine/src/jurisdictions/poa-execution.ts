import type { Dated, PoaRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<PoaRule> & { sourcing: Sourcing };

/**
 * witnesses, notary (acknowledgment), statutory form (UPOAA adopters and states with a short form; Maine,
 * Virginia and Washington enacted only the agent's certification, not a fill-in form).
 */
function p(
  witnesses: number,
  notary: boolean,
  statutoryForm: boolean,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { witnesses, notary, statutoryForm, citation, effectiveDate, sourcing };
}

// Georgia, Maine, North Carolina, Virginia and Washington were read in summaries or copies only: unverified.
// Where a state accepts either a notary or witnesses, we require the notary: an acknowledged power of
// attorney is what banks and land registries accept, so it is the conservative choice.
export const POA_RULES: Record<StateCode, Entry> = {
  AL: p(0, true, true, "Ala. Code § 26-1A-105 (Uniform Power of Attorney Act)", "2012-01-01"),
  AK: p(0, true, true, "Alaska Stat. § 13.26.600 et seq.", "2016-07-01", "both"),
  AZ: {
    ...p(1, true, false, "A.R.S. § 14-5501(D)", "2009-09-30"),
    source: {
      url: "https://lawofarizona.com/create-power-of-attorney/",
      read: "2026-11-26",
      quote:
        "Is witnessed by a person other than the agent, the agent's spouse, the agent's children or the notary public. [...] Is executed and attested by its acknowledgment by the principal",
    },
  },
  AR: p(0, true, true, "Ark. Code § 28-68-105 (Uniform Power of Attorney Act)", "2021-07-28"),
  // The Legislature's page for AB 891 (Stats. 1999, ch. 658, filed 1999-10-10) lists § 4121 among the sections it
  // amends; a 1999 statute not urgent took effect on 2000-01-01 (the page prints only the filing date): 1995-01-01 →
  // 2000-01-01, not verified. § 4121's words read only in a copy.
  CA: {
    source: {
      url: "https://casetext.com/statute/california-codes/california-probate-code/division-45-powers-of-attorney/part-2-powers-of-attorney-generally/chapter-2-creation-and-effect-of-powers-of-attorney/section-4121-requirements",
      read: "2026-11-26",
      quote:
        "The power of attorney is either (1) acknowledged before a notary public or (2) signed by at least two witnesses who satisfy the requirements of Section 4122.",
    },
    ...p(0, true, true, "Cal. Prob. Code § 4121; statutory form § 4401", "2000-01-01", "date"),
    notaryInstead: "witnesses",
  },
  CO: p(0, true, true, "C.R.S. § 15-14-705 (Uniform Power of Attorney Act)", "2010-01-01"),
  CT: p(2, true, true, "Conn. Gen. Stat. § 1-350d (Uniform Power of Attorney Act)", "2016-10-01"),
  DE: p(1, true, false, "12 Del. C. § 49A-105", "2010-06-30"),
  // Read in the DC Council's codified XML (DCCouncil/law-xml-codified), the source of the code.dccouncil.gov page:
  // chapter 26 was enacted by D.C. Law 24-236, <effective>2023-02-23</effective>: 2015-01-01 → 2023-02-23, verified.
  DC: {
    ...p(0, true, true, "D.C. Code § 21-2601.05 (Uniform Power of Attorney Act)", "2023-02-23", "ok"),
    source: {
      url: "https://code.dccouncil.gov/us/dc/council/code/sections/21-2601.05",
      read: "2026-11-27",
      quote:
        "A power of attorney executed under this chapter is not valid unless it is acknowledged before a notary public or other individual authorized by law to take acknowledgment.",
    },
  },
  FL: {
    source: {
      url: "https://lawserver.com/law/state/florida/regulations/florida_statutes_709-2105",
      read: "2026-11-26",
      quote:
        "A power of attorney must be signed by the principal and by two subscribing witnesses and be acknowledged by the principal before a notary public",
    },
    ...p(2, true, false, "Fla. Stat. § 709.2105", "2011-10-01", "ok"),
  },
  GA: p(1, true, true, "O.C.G.A. § 10-6B-5 (Uniform Power of Attorney Act)", "2017-07-01", "date"),
  HI: p(0, true, true, "Haw. Rev. Stat. § 551E-5 (Uniform Power of Attorney Act)", "2014-07-01"),
  ID: p(0, true, true, "Idaho Code § 15-12-105 (Uniform Power of Attorney Act)", "2008-07-01"),
  IL: p(1, true, true, "755 ILCS 45/3-3 (statutory short form)", "2011-07-01"),
  IN: {
    ...p(0, true, true, "Ind. Code § 30-5-4-1", "1991-07-01"),
    notaryInstead: "witnesses",
    source: {
      url: "https://casetext.com/statute/indiana-code/title-30-trusts-and-fiduciaries/article-5-powers-of-attorney/chapter-4-creation-of-a-power-of-attorney/section-30-5-4-1-validity-of-power-conditions",
      read: "2026-11-26",
      quote:
        "Be signed by the principal or at the principal's direction: (A) in the presence of a notary public; or (B) in the presence of witnesses",
    },
  },
  IA: p(0, true, true, "Iowa Code § 633B.105 (Uniform Power of Attorney Act)", "2014-07-01"),
  // L. 2003, ch. 58 (H.B. 2034, the session law on the Legislature's site) enacted the Kansas power of attorney act
  // this section is part of: 1995-01-01 → 2003-07-01, Kansas's usual day (publication in the statute book), not read.
  KS: p(0, true, false, "K.S.A. 58-652", "2003-07-01", "both"),
  // The 2018 Act (in force 2018-07-14) is reported to require two disinterested witnesses besides the notary; one
  // summary says a 2020 amendment (Ky. Acts ch. 41) removed them, others still state them. Neither text was read,
  // so the witnesses stay: a power signed before them is valid under either version.
  KY: {
    ...p(2, true, true, "KRS 457.050 (Uniform Power of Attorney Act)", "2018-07-14", "both"),
    source: {
      url: "https://www.englishlawgroup.com/legally-speaking-news-events/2018/8/1/new-requirements-for-a-power-of-attorney-in-kentucky",
      read: "2026-11-27",
      quote: "Now all POAs will require two witnesses and a notary.",
    },
  },
  LA: p(2, true, false, "La. Civ. Code art. 2993", "1998-01-01", "both"),
  ME: {
    ...p(0, true, false, "18-C M.R.S. § 5-905 (Uniform Power of Attorney Act)", "2019-09-01", "date"),
    source: {
      url: "https://ezel.ai/surveys/power-of-attorney-requirements/maine",
      read: "2026-11-26",
      quote:
        "not valid unless it is acknowledged before a notary public or other individual authorized by law to take acknowledgments",
    },
  },
  MD: {
    source: {
      url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=17-110&enactments=False&archived=False",
      read: "2026-11-26",
      quote:
        "Acknowledged by the principal before a notary public; and (4) Attested and signed by two or more adult witnesses who sign in the presence of the principal",
    },
    ...p(2, true, true, "Md. Code, Est. & Trusts § 17-110 (Uniform Power of Attorney Act)", "2010-10-01", "ok"),
  },
  MA: {
    ...p(0, true, false, "Mass. Gen. Laws ch. 190B, § 5-501", "2009-07-01", "both"),
    notaryInstead: "none",
    source: {
      url: "https://malegislature.gov/laws/generallaws/partii/titleii/chapter190b/articlev/section5-501",
      read: "2026-11-26",
      quote:
        "A durable power of attorney is a power of attorney by which a principal designates another his attorney in fact in writing and the writing contains the words",
    },
  },
  MI: {
    source: {
      url: "https://casetext.com/statute/michigan-compiled-laws/chapter-556-powers-of-appointment/uniform-power-of-attorney-act/article-1-general-provisions/section-556205-execution-of-power-of-attorney-requirements",
      read: "2026-11-26",
      quote:
        "To be durable, a power of attorney signed under subsection (1)(a) must meet 1 of the following requirements: (a) Be acknowledged by the principal before a notary public",
    },
    ...p(0, true, true, "MCL 556.205 (Uniform Power of Attorney Act)", "2024-07-01", "ok"),
    history: [
      { witnesses: 2, notary: false, statutoryForm: false, citation: "MCL 700.5501(2)", effectiveDate: "2012-10-01" },
    ],
  },
  // The execution rule is § 523.01 (read in the Revisor's 2007 edition); § 523.23 is the short form.
  MN: {
    ...p(0, true, true, "Minn. Stat. §§ 523.01, 523.23 (statutory short form)", "1984-08-01"),
    source: {
      url: "http://www.revisor.leg.state.mn.us/statutes/2007/cite/523/full",
      read: "2026-11-27",
      quote:
        "The power of attorney is validly executed when it is dated and signed by the principal and, in the case of a signature on behalf of the principal, by another, or by a mark, acknowledged by a notary public.",
    },
  },
  MS: p(0, true, false, "Miss. Code § 87-3-105", "1994-07-01", "both"),
  MO: {
    ...p(0, true, false, "Mo. Rev. Stat. § 404.705", "1989-08-28"),
    source: {
      url: "https://codes.findlaw.com/mo/title-xxvi-trade-and-commerce/mo-rev-st-404-705/",
      read: "2026-11-26",
      quote:
        "The power of attorney is subscribed by the principal, and dated and acknowledged in the manner prescribed by law for conveyances of real estate.",
    },
  },
  MT: p(0, true, true, "Mont. Code § 72-31-305 (Uniform Power of Attorney Act)", "2011-10-01"),
  NE: p(0, true, true, "Neb. Rev. Stat. § 30-4005 (Uniform Power of Attorney Act)", "2013-01-01"),
  NV: p(0, true, true, "NRS 162A.220 (Uniform Power of Attorney Act)", "2009-10-01"),
  NH: {
    ...p(0, true, true, "RSA 564-E:105 (Uniform Power of Attorney Act)", "2018-01-01", "ok"),
    source: {
      url: "https://lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_564-e_105",
      read: "2026-11-26",
      quote:
        "must be acknowledged before a notary public or other individual authorized by law to take acknowledgments.",
    },
  },
  NJ: p(0, true, false, "N.J.S.A. 46:2B-8.9", "2001-01-01", "both"),
  NM: p(0, true, true, "NMSA § 46B-1-105 (Uniform Power of Attorney Act)", "2007-07-01"),
  NY: {
    source: {
      url: "https://www.nysenate.gov/legislation/laws/GOB/5-1501B/",
      read: "2026-11-26",
      quote:
        "duly acknowledged in the manner prescribed for the acknowledgment of a conveyance of real property and witnessed by two persons who are not named in the instrument as agents",
    },
    ...p(2, true, true, "N.Y. Gen. Oblig. Law § 5-1501B; statutory short form § 5-1513", "2021-06-13", "ok"),
  },
  NC: p(0, true, true, "N.C. Gen. Stat. § 32C-1-105 (Uniform Power of Attorney Act)", "2018-01-01", "date"),
  ND: p(0, true, false, "N.D. Cent. Code § 30.1-30-01", "1985-07-01", "both"),
  OH: p(0, true, true, "Ohio Rev. Code § 1337.25 (Uniform Power of Attorney Act)", "2012-03-22"),
  OK: p(0, true, true, "58 Okla. Stat. § 1071 et seq.", "1988-11-01", "both"),
  OR: p(0, true, false, "ORS 127.005", "1981-01-01", "both"),
  PA: {
    ...p(2, true, false, "20 Pa.C.S. § 5601(b)(3)", "2015-01-01"),
    source: {
      url: "https://law.justia.com/codes/pennsylvania/2018/title-20/chapter-56/section-5601/",
      read: "2026-11-26",
      quote:
        "(i) Acknowledged before a notary public or other individual authorized by law to take acknowledgments. [...] (ii) Witnessed by two individuals, each of whom is 18",
    },
  },
  RI: p(0, true, true, "R.I. Gen. Laws § 34-22-6.1", "1987-07-01", "both"),
  SC: p(2, true, false, "S.C. Code § 62-8-105 (Uniform Power of Attorney Act)", "2017-01-01"),
  SD: p(0, true, false, "SDCL 59-7-2.1", "1993-07-01", "both"),
  TN: {
    ...p(0, true, false, "Tenn. Code § 34-6-102", "1989-01-01", "both"),
    source: {
      url: "https://freeforms.com/poa/tn",
      read: "2026-11-26",
      quote:
        "A durable power of attorney is a power of attorney by which a principal designates another as the principal's attorney in fact in writing and the writing contains the words",
    },
  },
  TX: {
    source: {
      url: "https://powerofattorney.com/texas/durable-power-attorney-texas-form-adobe-pdf/",
      read: "2026-11-26",
      quote:
        "is acknowledged by the principal or another adult directed by the principal as authorized by Subdivision (2) before an officer authorized under the laws of this state",
    },
    ...p(0, true, true, "Tex. Est. Code § 751.0021; statutory form § 752.051", "2017-09-01", "ok"),
  },
  UT: p(0, true, true, "Utah Code § 75-9-105 (Uniform Power of Attorney Act)", "2016-05-10"),
  VT: p(1, true, false, "14 V.S.A. § 3503", "2012-07-01", "both"),
  VA: {
    source: {
      url: "https://legiscan.com/VA/text/HB96/id/2216665/Virginia-2021-HB96-Prefiled.html",
      read: "2026-11-26",
      quote:
        "A signature on a power of attorney is presumed to be genuine if the principal acknowledges the signature before a notary public",
    },
    ...p(0, true, false, "Va. Code § 64.2-1603 (Uniform Power of Attorney Act)", "2012-10-01", "date"),
  },
  WA: {
    source: {
      url: "https://instalawyer.io/laws/revised-code-of-washington/11125050-power-of-attorney-requirements",
      read: "2026-11-26",
      quote:
        "the signature must be either acknowledged before a notary public or other individual authorized by law to take acknowledgments, or attested by two or more competent witnesses",
    },
    ...p(0, true, false, "RCW 11.125.050 (Uniform Power of Attorney Act)", "2017-01-01", "date"),
    notaryInstead: "witnesses",
  },
  // West Virginia requires the acknowledgment the uniform act only recommends. The day it took effect is
  // given as June 8, 10 or 28, 2012 in different copies; none was read on an official page.
  WV: {
    ...p(0, true, true, "W. Va. Code § 39B-1-105 (Uniform Power of Attorney Act)", "2012-06-08"),
    source: {
      url: "http://www.legis.state.wv.us/legisdocs/code/39b/WVC%2039%20B-%20%201%20%20-%20105%20%20.htm",
      read: "2026-11-27",
      quote:
        "and must be acknowledged by the principal before a notary public or other individual authorized by law to take acknowledgments.",
    },
  },
  // § 244.05 was repealed and recreated by 2023 Wis. Act 130, published March 22, 2024, in force the next day
  // (§ 991.11), as the Legislature's act page shows: 2010-09-01 (the chapter's start) → 2024-03-23, verified.
  WI: {
    ...p(0, true, true, "Wis. Stat. § 244.05 (Uniform Power of Attorney Act)", "2024-03-23", "ok"),
    notaryInstead: "presumption",
    source: {
      url: "https://docs-preview.legis.wisconsin.gov/statutes/statutes/244/i/05/3/k/3",
      read: "2026-11-27",
      quote:
        "A signature of the principal, or the signature of an individual signing on behalf of the principal, on a power of attorney is presumed to be genuine if the principal makes an acknowledgment of the power of attorney before a notarial officer authorized under ch. 140 to take acknowledgments.",
    },
  },
  WY: p(0, true, true, "Wyo. Stat. § 3-9-105 (Uniform Power of Attorney Act)", "2016-07-01"),
};
