import type { Dated, WillRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<WillRule> & { sourcing: Sourcing };

/** witnesses, notary required, self-proving affidavit available, holographic wills recognised. */
function w(
  witnesses: number,
  notary: boolean,
  selfProvingAffidavit: boolean,
  holographic: boolean,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { witnesses, notary, selfProvingAffidavit, holographic, citation, effectiveDate, sourcing };
}

// Two attesting witnesses is the rule almost everywhere. Colorado and North Dakota accept a notary
// instead and Pennsylvania needs witnesses only to prove the will; we still ask for two (conservative).
export const WILL_RULES: Record<StateCode, Entry> = {
  AL: {
    ...w(2, false, true, false, "Ala. Code § 43-8-131; self-proving § 43-8-132", "1983-01-01"),
    source: {
      url: "https://modernwill.com/articles/every-state-s-execution-requirements-for-wills",
      read: "2026-11-26",
      quote:
        "shall be signed by at least two persons each of whom witnessed either the signing or the testator's acknowledgment of the signature or of the will",
    },
  },
  AK: {
    ...w(2, false, true, true, "Alaska Stat. § 13.12.502", "1997-01-01"),
    source: {
      url: "https://instalawyer.io/laws/alaska-statutes/sec-1312502-execution-witnessed-wills",
      read: "2026-11-26",
      quote:
        "(3) signed by at least two individuals, each of whom signs within a reasonable time after the witness witnesses either the signing of the will",
    },
  },
  AZ: {
    ...w(2, false, true, true, "A.R.S. § 14-2502", "1995-01-01"),
    source: {
      url: "https://self-law.org/code/az/title-14/14-2502",
      read: "2026-11-26",
      quote:
        "Signed by at least two people, each of whom signed within a reasonable time after that person witnessed either the signing of the will",
    },
  },
  AR: {
    ...w(2, false, true, true, "Ark. Code § 28-25-103; holographic § 28-25-104", "1949-01-01"),
    source: {
      url: "https://instalawyer.io/laws/arkansas-code/28-25-103-execution-generally",
      read: "2026-11-26",
      quote:
        "The execution of a will, other than holographic, must be by the signature of the testator and of at least two (2) witnesses.",
    },
  },
  CA: {
    ...w(2, false, false, true, "Cal. Prob. Code § 6110; holographic § 6111", "1991-07-01", "ok"),
    source: {
      url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=6110.",
      read: "2026-11-26",
      quote:
        "by at least two persons each of whom (A) being present at the same time, witnessed either the signing of the will or the testator's acknowledgment of the signature",
    },
  },
  CO: {
    ...w(2, false, true, true, "C.R.S. § 15-11-502", "2010-01-01"),
    source: {
      url: "http://print.casetext.com/statute/colorado-revised-statutes/title-15-probate-trusts-and-fiduciaries/colorado-probate-code/article-11-intestate-succession-and-wills/part-5-wills-and-will-contracts-and-custody-and-deposit-of-wills/section-15-11-502-execution-witnessed-or-notarized-wills-holographic-wills",
      read: "2026-11-26",
      quote:
        "Signed by at least two individuals, either prior to or after the testator's death, each of whom signed within a reasonable time after he or she witnessed",
    },
  },
  CT: {
    ...w(2, false, true, false, "Conn. Gen. Stat. § 45a-251; self-proving § 45a-285", "1985-10-01"),
    source: {
      url: "https://law.justia.com/codes/connecticut/title-45a/chapter-802a/section-45a-251-formerly-sec-45-161",
      read: "2026-11-26",
      quote:
        "unless it is in writing, subscribed by the testator and attested by two witnesses, each of them subscribing in the testator's presence",
    },
  },
  // The official page (Delaware Code Online) states the 2 witnesses; its history line ends at 70 Del. Laws, c. 186,
  // § 1, with no date, so 1975 is not confirmed.
  DE: {
    ...w(2, false, true, false, "12 Del. C. § 202; self-proving § 1305", "1975-01-01"),
    source: {
      url: "http://delcode.delaware.gov/title12/c002/sc01/index.shtml",
      read: "2026-11-27",
      quote:
        "(2) Subject to § 1306 of this title, attested and subscribed in testator’s presence by 2 or more credible witnesses.",
    },
  },
  DC: {
    // D.C. Law 24-296 (Mar. 10, 2023) added electronic wills (chapter 9) to the section; the two witnesses are older
    // (Pub. L. 89-183, 1965). The DC Council's codified XML (DCCouncil/law-xml-codified) gives the section's last
    // history annotation as eff="2023-03-10": "both" → verified.
    ...w(2, false, false, false, "D.C. Code § 18-103", "2023-03-10", "ok"),
    source: {
      url: "https://code.dccouncil.gov/us/dc/council/code/titles/18/chapters/1/index.full.html",
      read: "2026-11-26",
      quote: "(2) attested and subscribed in the presence of the testator, by at least two credible witnesses.",
    },
  },
  FL: {
    ...w(2, false, true, false, "Fla. Stat. § 732.502; self-proving § 732.503", "1976-01-01", "ok"),
    source: {
      url: "https://www.syfert.com/florida/statutes/0732.502.html",
      read: "2026-11-26",
      quote: "must be in the presence of at least two attesting witnesses.",
    },
  },
  GA: {
    ...w(2, false, true, false, "O.C.G.A. § 53-4-20; self-proving § 53-4-24", "1998-01-01", "ok"),
    source: {
      url: "https://casetext.com/statute/code-of-georgia/title-53-wills-trusts-and-administration-of-estates/chapter-4-wills/article-3-execution-and-attestation/section-53-4-20-required-writing-signing-witnesses-codicil",
      read: "2026-11-26",
      quote:
        "(b) A will shall be attested and subscribed in the presence of the testator by two or more competent witnesses.",
    },
  },
  HI: {
    ...w(2, false, true, true, "Haw. Rev. Stat. § 560:2-502", "1997-01-01"),
    source: {
      url: "https://sammade.github.io/aloha-io/title-30a/chapter-560/section-560-2-502",
      read: "2026-11-26",
      quote:
        "(3) Signed by at least two individuals, each of whom signed within a reasonable time after the individual witnessed either the signing of the will",
    },
  },
  ID: {
    ...w(2, false, true, true, "Idaho Code § 15-2-502", "1972-07-01"),
    source: {
      url: "https://legalclarity.org/idaho-will-requirements-and-legal-considerations-2",
      read: "2026-11-26",
      quote:
        "The will must also be signed by at least two competent witnesses who observe the signing or acknowledgment.",
    },
  },
  IL: {
    ...w(2, false, true, false, "755 ILCS 5/4-3; attestation § 5/6-4", "1976-01-01"),
    source: {
      url: "https://www.ilga.gov/legislation/ilcs/documents/075500050K4-3.htm",
      read: "2026-11-27",
      quote:
        "(a) Every will shall be in writing, signed by the testator or by some person in his presence and by his direction and attested in the presence of the testator by 2 or more credible witnesses.",
    },
  },
  IN: {
    ...w(2, false, true, false, "Ind. Code § 29-1-5-3; self-proving § 29-1-5-3.1", "1953-01-01"),
    source: {
      url: "https://instalawyer.io/laws/indiana-code/29-1-5-3-signatures-counterpart-video",
      read: "2026-11-26",
      quote:
        "A will, other than a nuncupative will, must be executed by the signature of the testator and of at least two (2) witnesses on:",
    },
  },
  IA: {
    ...w(2, false, true, false, "Iowa Code § 633.279", "1964-01-01"),
    source: {
      url: "https://www.legis.iowa.gov/docs/code/633.279.pdf",
      read: "2026-11-26",
      quote:
        "witnessed, at the testator's request, by two competent persons who signed as witnesses in the presence of the testator and in the presence of each other",
    },
  },
  KS: {
    ...w(2, false, true, false, "K.S.A. 59-606", "1939-07-01"),
    source: {
      url: "https://www.ksrevisor.org/statutes/chapters/ch59/059_006_0006.html",
      read: "2026-11-26",
      quote:
        "Such will shall be attested and subscribed in the presence of such party by two or more competent witnesses, who saw the testator subscribe",
    },
  },
  // A copy of § 394.040's history: "amend. Acts 1978, ch. 85, § 1, effective June 17, 1978": 1942-10-01 →
  // 1978-06-17, unverified (whether that act touched the witnesses is not known; the text says two).
  KY: {
    ...w(2, false, true, true, "KRS 394.040; self-proving KRS 394.225", "1978-06-17"),
    source: {
      url: "http://print.casetext.com/case/bennett-v-craycraft",
      read: "2026-11-26",
      quote:
        "If the will is not wholly written by the testator, the subscription shall be made or the will acknowledged by him in the presence of at least two credible witnesses",
    },
  },
  // Acts 2025, No. 30 (in force 2025-08-01) repealed arts. 1577-1580.1 and put the notarial testament's form in
  // art. 1576, which no longer requires an attestation clause (one signed by notary and witnesses still makes the
  // testament self-proving). Read only in summaries and bill trackers, not in the enacted text: unverified.
  LA: {
    ...w(
      2,
      true,
      false,
      true,
      "La. Civ. Code arts. 1575 (olographic), 1576 (notarial), as amended by Acts 2025, No. 30",
      "2025-08-01",
      "both",
    ),
    source: {
      url: "https://www.nationalnotary.org/knowledge-center/news/law-updates/la-senate-bill-49",
      read: "2026-11-27",
      quote:
        "Amends Civil Code Articles 1575, 1576, 1581, amends Code of Civil Procedure Article 2891, adds Code of Civil Procedure Article 2887, and repeals Civil Code Articles 1577-1580.1.",
    },
    history: [
      {
        witnesses: 2,
        notary: true,
        selfProvingAffidavit: false,
        holographic: true,
        citation: "La. Civ. Code arts. 1575 (olographic), 1577 (notarial)",
        effectiveDate: "1999-07-01",
        source: {
          url: "https://www.louisiana-notary.org/civil-law-basics/page/7/",
          read: "2026-11-26",
          quote:
            "In the presence of a notary and two competent witnesses, the testator shall declare or signify to them that the instrument is his testament",
        },
      },
    ],
  },
  ME: {
    ...w(2, false, true, true, "18-C M.R.S. § 2-502", "2019-09-01", "ok"),
    source: {
      url: "https://westernmainelaw.com/making-a-will-in-maine-during-the-covid-19-pandemic",
      read: "2026-11-26",
      quote:
        "signed by at least two other people, each of whom signed within a reasonable time after the person signed his or her will",
    },
  },
  MD: {
    ...w(2, false, false, false, "Md. Code, Est. & Trusts § 4-102", "1974-01-01"),
    source: {
      url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=4-102&enactments=false",
      read: "2026-11-26",
      quote:
        "(3) Attested and signed by two or more credible witnesses in: (i) The physical presence of the testator; or (ii) The electronic presence of the testator",
    },
  },
  MA: {
    ...w(2, false, true, false, "Mass. Gen. Laws ch. 190B, § 2-502", "2012-03-31"),
    source: {
      url: "https://www.cote-law.com/understanding-the-formalities-of-signing-a-will/",
      read: "2026-11-26",
      quote:
        "Additionally, at least two competent witnesses must attest that the testator has declared the document as their own will. This is codified under M.G.L. 190B § 2-502.",
    },
  },
  MI: {
    ...w(2, false, true, true, "MCL 700.2502; self-proving MCL 700.2504", "2000-04-01", "ok"),
    source: {
      url: "http://awill.info/michigan-will-code/",
      read: "2026-11-26",
      quote:
        "(c) Signed by at least 2 individuals, each of whom signed within a reasonable time after he or she witnessed either the signing of the will",
    },
  },
  // Laws 1994, ch. 472 (the Revisor's session-law page) amended §§ 524.2-502 and 524.2-504, giving the 1990 UPC
  // wording: 1975-01-01 → 1994-01-01, the act's year (its effective day and any later amendment not read).
  MN: {
    ...w(2, false, true, false, "Minn. Stat. § 524.2-502; self-proving § 524.2-504", "1994-01-01"),
    source: {
      url: "https://getpocketlaw.com/law/state_minnesota/section-524-2-502-execution-witnessed-wills_a473edcd79dc",
      read: "2026-11-26",
      quote:
        "(3) signed by at least two individuals, each of whom signed within a reasonable time after witnessing either the signing of the will",
    },
  },
  MS: {
    ...w(2, false, true, true, "Miss. Code § 91-5-1", "1972-01-01"),
    source: {
      url: "https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/mississippi.html?tmpl=component&print=1",
      read: "2026-11-26",
      quote:
        "if not wholly written and subscribed by himself or herself, it shall be attested by two (2) or more credible witnesses in the presence of the testator or testatrix.",
    },
  },
  MO: {
    ...w(2, false, true, false, "Mo. Rev. Stat. § 474.320; self-proving § 474.337", "1981-01-01"),
    source: {
      url: "https://curriermartin.com/2023/09/17/missouri-legal-last-will-and-testament-form-for-married-person-3/",
      read: "2026-11-26",
      quote:
        "shall be attested by two or more competent witnesses subscribing their names to the will in the presence of the testator.",
    },
  },
  MT: {
    ...w(2, false, true, true, "Mont. Code § 72-2-522", "1993-10-01"),
    source: {
      url: "https://kmhk.com/ixp/1111/p/are-holographic-wills-legally-a-thing-in-montana/",
      read: "2026-11-26",
      quote:
        "-signed by at least two individuals, each of whom signed within a reasonable time after having witnessed either the signing of the will",
    },
  },
  NE: {
    ...w(2, false, true, true, "Neb. Rev. Stat. § 30-2327; holographic § 30-2328", "1977-01-01"),
    source: {
      url: "https://getpocketlaw.com/law/state_nebraska/section-30-2327-execution_78ff407fb404",
      read: "2026-11-26",
      quote:
        "is required to be signed by at least two individuals each of whom witnessed either the signing or the testator's acknowledgment of the signature or of the will",
    },
  },
  NV: {
    ...w(2, false, true, true, "NRS 133.040; holographic NRS 133.090", "1941-01-01"),
    source: {
      url: "https://www.helplinelaw.com/usa-statutes/nevada/Title%2012%20-%20WILLS%20AND%20ESTATES%20OF%20DECEASED%20PERSONS/CHAPTER%20133%20-%20WILLS",
      read: "2026-11-26",
      quote:
        "is valid unless it is in writing and signed by the testator, or by an attending person at the testator's express direction, and attested by at least two competent witnesses",
    },
  },
  // The General Court's RSA 551 page: the requirements "shall apply to all wills executed on or after January 1,
  // 1993": 1971-01-01 → 1993-01-01. Paragraph III (remote witnessing) came later and the source note was not read:
  // the current version's day is not confirmed.
  NH: {
    ...w(2, false, true, false, "RSA 551:2; self-proving RSA 551:2-a", "1993-01-01"),
    source: {
      url: "https://www.gencourt.state.nh.us/rsa/html/LVI/551/551-mrg.htm",
      read: "2026-11-27",
      quote:
        "(d) Be signed by 2 or more credible witnesses, who shall, at the request of the testator and in the testator's presence, attest to the testator's signature.",
    },
  },
  NJ: {
    ...w(2, false, true, true, "N.J.S.A. 3B:3-2", "2005-02-27"),
    source: {
      url: "http://njprobate.blogspot.com/2016/08/njsa-3b3-2-execution-witnessed-wills.html",
      read: "2026-11-26",
      quote:
        "signed by at least two individuals, each of whom signed within a reasonable time after each witnessed either the signing of the will",
    },
  },
  NM: {
    ...w(2, false, true, false, "NMSA § 45-2-502", "1993-07-01"),
    source: {
      url: "https://law.justia.com/codes/new-mexico/2021/chapter-45/article-2/part-5/section-45-2-502/",
      read: "2026-11-26",
      quote:
        "signed by at least two individuals, each of whom signed in the presence of the testator and of each other after each witnessed the signing of the will",
    },
  },
  NY: {
    ...w(2, false, true, false, "N.Y. EPTL § 3-2.1; self-proving SCPA 1406", "1967-09-01"),
    source: {
      // The official page's opening; "at least two attesting witnesses" ((a)(4)) was read only in copies.
      url: "https://www.nysenate.gov/legislation/laws/EPT/3-2.1",
      read: "2026-11-27",
      quote:
        "every will must be in writing, and executed and attested in the following manner: (1) It shall be signed at the end thereof by the testator",
    },
  },
  // The official page's history of § 31-3.3: "(1953, c. 1098, s. 2; 2011-344, s. 8.)": 1953-07-01 → 2011-01-01, the
  // year of S.L. 2011-344 (a UNC School of Government summary, not official, gives it effect from 2012-01-01).
  NC: {
    ...w(2, false, true, true, "N.C. Gen. Stat. § 31-3.3; self-proving § 31-11.6; holographic § 31-3.4", "2011-01-01"),
    source: {
      url: "https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_31/Article_1.html",
      read: "2026-11-26",
      quote:
        "An attested written will is a written will signed by the testator and attested by at least two competent witnesses as provided by this section.",
    },
  },
  ND: {
    ...w(2, false, true, true, "N.D. Cent. Code § 30.1-08-02", "1975-07-01"),
    source: {
      url: "https://law.justia.com/codes/north-dakota/2019/title-30-1/chapter-30-1-08/",
      read: "2026-11-26",
      quote:
        "(1) By at least two individuals, each of whom signed within a reasonable time after witnessing either the signing of the will",
    },
  },
  OH: {
    // The page: "Amended by 129th General AssemblyFile No.52, SB 124, §1, eff. 1/13/2012".
    ...w(2, false, false, false, "Ohio Rev. Code § 2107.03", "2012-01-13", "ok"),
    source: {
      url: "http://codes.ohio.gov/orc/2107.03",
      read: "2026-11-27",
      quote:
        "The will shall be attested and subscribed in the conscious presence of the testator, by two or more competent witnesses",
    },
  },
  OK: {
    ...w(2, false, true, true, "84 Okla. Stat. § 55; holographic § 54", "1910-01-01"),
    source: {
      url: "https://oksenate.gov/sites/default/files/2019-12/os84.pdf",
      read: "2026-11-26",
      quote:
        "There must be two attesting witnesses, each of whom must sign his name as a witness at the end of the will at the testator's request and in his presence.",
    },
  },
  OR: {
    ...w(2, false, true, false, "ORS 112.235", "1969-07-01"),
    source: {
      url: "https://oregon.public.law/statutes/ors_112.235",
      read: "2026-11-26",
      quote: "At least two witnesses shall each: (A)(i) See the testator sign the will",
    },
  },
  // "signed by the testator at the end thereof": witnesses only for a signature by mark or by another.
  PA: {
    ...w(2, false, true, true, "20 Pa.C.S. § 2502; proof § 3132; self-proving § 3132.1", "1972-07-01"),
    witnessesProveOnly: true,
    source: {
      url: "https://govt.westlaw.com/pac/Document/NA42C7D50342E11DA8A989F4EECDB8638",
      read: "2026-11-26",
      quote: "Every will shall be in writing and shall be signed by the testator at the end thereof",
    },
  },
  RI: {
    ...w(2, false, true, false, "R.I. Gen. Laws § 33-5-5", "1956-01-01"),
    source: {
      url: "https://wills.uslegal.com/last-will-and-testament/rhode-island-last-will-and-testament-law/",
      read: "2026-11-26",
      quote:
        "this signature shall be made or acknowledged by the testator in the presence of two (2) or more witnesses present at the same time",
    },
  },
  SC: {
    ...w(2, false, true, false, "S.C. Code § 62-2-502", "1987-07-01"),
    source: {
      url: "https://probatestars.com/how-do-you-make-a-valid-will-in-south-carolina/",
      read: "2026-11-26",
      quote: "signed by at least two individuals each of whom witnessed",
    },
  },
  SD: w(2, false, true, true, "SDCL 29A-2-502", "1995-07-01"),
  TN: {
    ...w(2, false, true, true, "Tenn. Code § 32-1-104; holographic § 32-1-105", "1941-01-01"),
    source: {
      url: "http://tennesseewillsandestates.com/BlogEntry.aspx?id=14",
      read: "2026-11-26",
      quote:
        "The execution of a will, other than a holographic or nuncupative will, must be by the signature of the testator and of at least two (2) witnesses",
    },
  },
  TX: {
    ...w(2, false, true, true, "Tex. Est. Code § 251.051; self-proving § 251.104", "2014-01-01", "ok"),
    source: {
      url: "https://texas.public.law/statutes/tex._est._code_section_251.051",
      read: "2026-11-26",
      quote:
        "attested by two or more credible witnesses who are at least 14 years of age and who subscribe their names to the will",
    },
  },
  UT: {
    ...w(2, false, true, true, "Utah Code § 75-2-502", "1998-07-01"),
    source: {
      url: "https://abbeyscientific.org/can-any-person-witness-and-sign-life-insurance-documents-7633",
      read: "2026-11-26",
      quote:
        "signed by at least two individuals, each of whom signed within a reasonable time after he witnessed either the signing of the will",
    },
  },
  VT: w(2, false, true, false, "14 V.S.A. § 5; self-proving § 108", "2006-07-01", "both"),
  // Read in summaries only.
  VA: w(2, false, true, true, "Va. Code § 64.2-403", "2012-10-01", "date"),
  WA: {
    ...w(2, false, true, false, "RCW 11.12.020; self-proving RCW 11.20.020", "1965-07-01"),
    source: {
      url: "https://wills.uslegal.com/last-will-and-testament/washington-last-will-and-testament-law/",
      read: "2026-11-26",
      quote:
        "shall be attested by two or more competent witnesses, by subscribing their names to the will, or by signing an affidavit",
    },
  },
  // The Legislature's code page states the two witnesses and the holographic exception; no history note, so 1931
  // is not confirmed.
  WV: {
    ...w(2, false, true, true, "W. Va. Code § 41-1-3", "1931-01-01"),
    source: {
      url: "https://code.wvlegislature.gov/email/41-1/",
      read: "2026-11-27",
      quote:
        "unless it be wholly in the handwriting of the testator, the signature shall be made or the will acknowledged by him in the presence of at least two competent witnesses, present at the same time; and such witnesses shall subscribe the will in the presence of the testator, and of each other",
    },
  },
  // The Legislative Reference Bureau's analysis of 2023 AB 985 (companion of SB 898, 2023 Act 130) on the
  // Legislature's site states the two witnesses as current law; § 853.03 itself not read there. Act 130 created
  // § 853.03(2)(c); the act's own page on the Legislature's site prints "Date of publication*: March 22, 2024" and,
  // for an act that does not say when it takes effect, "shall take effect on the day after its date of
  // publication": 2024-03-23, checked.
  WI: {
    ...w(2, false, true, false, "Wis. Stat. § 853.03; self-proving § 853.04", "2024-03-23", "ok"),
    source: {
      url: "https://docs.legis.wisconsin.gov/2023/related/proposals/ab985/_28?up=1",
      read: "2026-11-27",
      quote:
        "Current law also requires an individual executing a will to sign the will, acknowledge the will, or acknowledge the individual's signature on the will in the conscious presence of two witnesses.",
    },
  },
  WY: {
    ...w(2, false, true, true, "Wyo. Stat. § 2-6-112; holographic § 2-6-113", "1980-01-01"),
    source: {
      url: "http://awill.info/wyoming-will-code/",
      read: "2026-11-26",
      quote:
        "all wills to be valid shall be in writing, or typewritten, witnessed by two (2) competent witnesses and signed by the testator",
    },
  },
};
