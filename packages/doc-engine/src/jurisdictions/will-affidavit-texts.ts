/**
 * States whose statute gives the self-proving affidavit for a will signed and self-proved at once in words of
 * its own, kept as enacted: the testator's statement, the witnesses' statement and the officer's jurat, with
 * "{testator}" where the testator's name goes and "____" for a blank the signers fill in. Most are the Uniform
 * Probate Code § 2-504(a) two-statement form as each state enacted it (Colorado's "conscious presence",
 * Maine's and Nebraska's minors, Minnesota's "in my presence"); Michigan and New Mexico wrote their own, and
 * Kansas keeps the older officer's certificate that the testator and both witnesses sign. Rhode Island and
 * Nevada prove a will by the attesting witnesses' affidavit alone; Vermont lists the facts its acknowledgment
 * covers without a form.
 * Bracketed pronoun choices ("[his] [her]") are written "the testator's".
 *
 * Every text was read in copies of the legislatures' pages kept in a public repository
 * (Evans4207/my-defender-will-trust, docs/statutes, retrieved August 2026), not on the official sites
 * themselves, so each entry stays unverified until compared with the live page its source names.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type StatutoryAffidavitText = Citation & {
  /**
   * The testator's statement, or (Kansas) the officer's certificate all three sign. None where the witnesses
   * alone make the affidavit (Rhode Island, Nevada): the testator signs nothing more.
   */
  testator?: string;
  /** The witnesses' own statement, where the form has one. */
  witnesses?: string;
  jurat: string;
};

export const STATUTORY_AFFIDAVIT_TEXT: Partial<Record<StateCode, StatutoryAffidavitText>> = {
  // 5.a, the officer's certificate all three sign. The statute writes the testator as "he"; here "the testator".
  OK: {
    citation: "84 O.S. § 55(5)(a)",
    // The Senate's compilation (oksenate.gov, read in a saved capture): "Laws 1997, c. 133, § 597, eff. July 1, 1998".
    effectiveDate: "1998-07-01",
    verified: false,
    source: {
      url: "https://oksenate.gov/sites/default/files/2019-12/os84.pdf",
      read: "2026-11-26",
      quote: "Before me, the undersigned authority, on this day personally appeared",
    },
    testator:
      "Before me, the undersigned authority, on this day personally appeared {testator}, ____, and ____, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities, and, all of said persons being by me first duly sworn, said {testator}, testator, declared to me and to the said witnesses in my presence that said instrument is the testator's last will and testament or a codicil to the testator's last will and testament, and that the testator had willingly made and executed it as the testator's free and voluntary act and deed for the purposes therein expressed; and the said witnesses, each on oath stated to me, in the presence and hearing of the said testator, that the said testator had declared to them that said instrument is the testator's last will and testament or codicil to the testator's last will and testament, and that the testator executed same as such and wanted each of them to sign it as a witness; and upon their oaths each witness stated further that they did sign the same as witnesses in the presence of the said testator and at the testator's request and that said testator was at that time eighteen (18) years of age or over and was of sound mind.",
    jurat:
      "Subscribed and acknowledged before me by the said {testator}, testator, and subscribed and sworn before me by the said ____, and ____ witnesses, this ____ day of ____, A.D., ____.",
  },
  // (a), without its options for electronic signing and witnesses by audio-video link, which this paper form
  // does not use. The statute writes the testator as "he"; here "the testator".
  WY: {
    citation: "Wyo. Stat. § 2-6-114(a)",
    // The copy has no history: the year the execution table gives the will statute.
    effectiveDate: "1980-01-01",
    verified: false,
    source: {
      url: "https://wyoleg.gov/statutes/compress/title02.pdf",
      read: "2026-11-26",
      quote: "that I am an adult person, of sound mind, and under no constraint or undue influence",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am an adult person, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____ the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's last will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that the testator executes it as the testator's free and voluntary act for the purposes therein expressed, and that each of us, in the presence and hearing of the testator, hereby signs this will as witnesses to the testator's signature and that to the best of our knowledge the testator is an adult person, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____.",
  },
  // § 633.279(2)(a): one affidavit of the testator and the witnesses together.
  IA: {
    citation: "Iowa Code § 633.279(2)(a)",
    // Last amended by 2012 Acts, ch 105; Iowa acts take effect on July 1 unless they say otherwise.
    effectiveDate: "2012-07-01",
    verified: false,
    source: {
      url: "https://www.legis.iowa.gov/docs/code/633.279.pdf",
      read: "2026-11-26",
      quote: "at the date of the instrument, we all knew the identity of each other",
    },
    testator:
      "We, the undersigned, {testator}, ____ and ____, the testator and the witnesses, respectively, whose names are signed to the attached or foregoing instrument, being first duly sworn, declare to the undersigned authority that at the date of the instrument, we all knew the identity of each other; the instrument was exhibited to the witnesses by the testator, who declared it to be the testator's last will and testament and was signed by the testator or by another at the direction of the testator at ____, in the County of ____, State of ____, on the date shown in the instrument, and in the presence of each other as subscribing witnesses; that we, as witnesses, declare to the undersigned authority that in our presence the testator executed and acknowledged such will as the testator's will and that we, in the testator's presence, at the testator's request, and in the presence of each other, did subscribe our names thereto as attesting witnesses on the date of such will; and that the witnesses were sixteen years of age or older.",
    jurat:
      "Subscribed, sworn and acknowledged before me by {testator}, the testator; and subscribed and sworn before me by ____ and ____, witnesses, this ____ day of ____ (month), ____ (year).",
  },
  AL: {
    citation: "Ala. Code § 43-8-132(a)",
    // Last amended by Acts 1984, No. 84-258; the day it took effect is not in the copy.
    effectiveDate: "1984-01-01",
    verified: false,
    source: {
      url: "https://alison.legislature.state.al.us/",
      read: "2026-11-26",
      quote:
        "I, ____, the testator, sign my name to this instrument this ____ day of ____, 20____, and being first duly sworn",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, 20____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's last will and that the testator signs it willingly (or willingly directs another to sign for him or her), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator and subscribed and sworn to before me by ____, and ____, witnesses, this ____ day of ____, 20____.",
  },
  KS: {
    citation: "K.S.A. § 59-606",
    // The copy shows no history: the year the section took effect, as the execution table has it.
    effectiveDate: "1939-07-01",
    verified: false,
    source: {
      url: "https://www.ksrevisor.org/statutes/chapters/ch59/059_006_0006.html",
      read: "2026-11-26",
      quote:
        "shall be evidenced by the certificate, with official seal affixed, of such officer attached or annexed to such will in form and contents substantially as follows",
    },
    testator:
      "Before me, the undersigned authority, on this day personally appeared {testator}, ____, and ____, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities, and, all of such persons being by me first duly sworn, such {testator}, testator, declared to me and to the witnesses in my presence that such instrument is the testator's last will and testament, and that the testator had willingly made and executed it as the testator's free and voluntary act and deed for the purposes therein expressed. Such witnesses, each on the witness' oath stated to me, in the presence and hearing of the testator, that the testator had declared to them that such instrument is the testator's last will and testament, and that the testator executed same as such and wanted each witness to sign it as a witness. Upon their oaths each witness stated further that they did sign the will as witnesses in the presence of each other and in the presence of the testator and at the testator's request, and that the testator at that time possessed the rights of majority, was of sound mind and under no restraint.",
    jurat:
      "Subscribed, acknowledged and sworn to before me by {testator}, testator, and ____ and ____, witnesses, this ____ day of ____, A.D. ____.",
  },
  AK: {
    citation: "Alaska Stat. § 13.12.504(a)",
    effectiveDate: "1997-01-01",
    verified: false,
    source: {
      url: "https://www.akleg.gov/basis/statutes.asp#13.12.504",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes expressed in the will, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to, and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____, and ____, witness, this ____ day of ____.",
  },
  AZ: {
    citation: "A.R.S. § 14-2504(A)",
    effectiveDate: "1995-01-01",
    verified: false,
    source: {
      url: "https://www.azleg.gov/ars/14/02504.htm",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly, or willingly direct another to sign for me, that I execute it as my free and voluntary act for the purposes expressed in that document and that I am eighteen years of age or older, of sound mind and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument being first duly sworn and do declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly, or willingly directs another to sign for the testator, and that each of us, in the presence and hearing of the testator, signs this will as witness to the testator's signing and that to the best of our knowledge the testator is eighteen years of age or older, of sound mind and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____.",
  },
  CO: {
    citation: "C.R.S. § 15-11-504(1)",
    effectiveDate: "2010-07-01",
    verified: false,
    source: {
      url: "https://leg.colorado.gov/sites/default/files/images/olls/crs2023-title-15.pdf",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____ the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that the testator executes it as the testator's free and voluntary act for the purposes therein expressed, and that each of us, in the conscious presence of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____, ____.",
  },
  HI: {
    citation: "Haw. Rev. Stat. § 560:2-504(a)",
    effectiveDate: "1997-01-01",
    verified: false,
    source: {
      url: "https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0560/HRS_0560-0002-0504.htm",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____, and ____, witness, this ____ day of ____.",
  },
  MA: {
    citation: "Mass. Gen. Laws ch. 190B, § 2-504(a)",
    effectiveDate: "2012-03-31",
    verified: false,
    source: {
      url: "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/Section2-504",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____, and ____, witness, this ____ day of ____.",
  },
  ME: {
    citation: "18-C M.R.S. § 2-503(1)",
    effectiveDate: "2019-09-01",
    verified: false,
    source: {
      url: "https://legislature.maine.gov/statutes/18-C/title18-Csec2-503.html",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, on this ____ day of ____, 20____, being first duly sworn, do hereby declare to the undersigned authority that",
    },
    testator:
      "I, {testator}, the testator, on this ____ day of ____, 20____, being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), as my free and voluntary act and that I am eighteen years of age or older or am a legally emancipated minor, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, being first duly sworn, do hereby declare to the undersigned authority that the testator has signed and executed this instrument as the testator's last will and that the testator signed it willingly (or willingly directed another to sign for the testator), and that each of us, in the presence and hearing of the testator, signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older or is a legally emancipated minor, of sound mind and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____.",
  },
  // Laws 1994, ch. 472 amended § 524.2-504 (its title on the Revisor's session-law page): 1975-01-01 →
  // 1994-01-01, the year only; whether it changed the form's words was not read.
  MN: {
    citation: "Minn. Stat. § 524.2-504(a)",
    effectiveDate: "1994-01-01",
    verified: false,
    source: {
      url: "https://www.revisor.mn.gov/statutes/cite/524.2-504",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to, and acknowledged in my presence by {testator}, the testator, and subscribed and sworn to in my presence by ____, and ____, witnesses, this ____ day of ____,.",
  },
  MT: {
    citation: "Mont. Code § 72-2-524(1)",
    effectiveDate: "1993-10-01",
    verified: false,
    source: {
      url: "https://archive.legmt.gov/bills/mca/title_0720/chapter_0020/part_0050/section_0240/0720-0020-0050-0240.html",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, 20____, and being first duly sworn, do hereby declare",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, 20____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will, that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes expressed in it, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will, that the testator signs it willingly (or willingly directs another to sign for the testator), that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to, and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____, 20.",
  },
  ND: {
    citation: "N.D. Cent. Code § 30.1-08-04(1)",
    effectiveDate: "1975-07-01",
    verified: false,
    source: {
      url: "https://ndlegis.gov/cencode/t30-1c08.pdf",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, ____, and being first sworn, declare to the undersigned",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, ____, and being first sworn, declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly or willingly direct another to sign for me, that I execute it as my free and voluntary act for the purposes therein expressed, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, and being first sworn, declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly or willingly directs another to sign for the testator, and that each of us, in the presence and hearing of the testator, signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to, and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____.",
  },
  NE: {
    citation: "Neb. Rev. Stat. § 30-2329(1)",
    effectiveDate: "2004-07-16",
    verified: false,
    source: {
      url: "https://nebraskalegislature.gov/laws/statutes.php?statute=30-2329",
      read: "2026-11-26",
      quote:
        "I, {testator} the testator, sign my name to this instrument this ____ day of ____ 20____, and being first duly sworn, do hereby declare to",
    },
    testator:
      "I, {testator} the testator, sign my name to this instrument this ____ day of ____ 20____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly or willingly direct another to sign for me, that I execute it as my free and voluntary act for the purposes therein expressed and that I am eighteen years of age or older or am not at this time a minor, and am of sound mind and under no constraint or undue influence.",
    witnesses:
      "We, ____ and ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as his or her last will and that he or she signs it willingly or willingly directs another to sign for him or her, and that he or she executes it as his or her free and voluntary act for the purposes therein expressed, and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of his or her knowledge the testator is eighteen years of age or older or is not at this time a minor, and is of sound mind and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to, and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____ 20____.",
  },
  SD: {
    citation: "SDCL 29A-2-504(a)",
    effectiveDate: "1995-07-01",
    verified: false,
    source: {
      url: "https://sdlegislature.gov/Statutes/29A-2-504",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), that the testator executes it as the testator's free and voluntary act for the purposes therein expressed, and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is eighteen years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____, and ____, witnesses, this ____ day of ____.",
  },
  UT: {
    citation: "Utah Code § 75-2-504",
    effectiveDate: "1998-07-01",
    verified: false,
    source: {
      url: "https://le.utah.gov/xcode/Title75/Chapter2/75-2-S504.html",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of our knowledge the testator is 18 years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____, and ____, witnesses, this ____ day of ____.",
  },
  MI: {
    citation: "MCL 700.2504(1)",
    // The section's history line (legislature.mi.gov, read in a saved capture): "Am. 2009, Act 46, Eff. Apr. 1, 2010".
    effectiveDate: "2010-04-01",
    verified: false,
    source: {
      url: "https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-700-2504",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, sign my name to this document on ____, ____. I have taken an oath, administered by the officer whose signature",
    },
    testator:
      "I, {testator}, the testator, sign my name to this document on ____, ____. I have taken an oath, administered by the officer whose signature and seal appear on this document, swearing that the statements in this document are true. I declare to that officer that this document is my will; that I sign it willingly or willingly direct another to sign for me; that I execute it as my voluntary act for the purposes expressed in this will; that I am 18 years of age or older and under no constraint or undue influence; and that I have sufficient mental capacity to make this will.",
    witnesses:
      "We, ____ and ____, the witnesses, sign our names to this document and have taken an oath, administered by the officer whose signature and seal appear on this document, to swear that all of the following statements are true: the individual signing this document as the testator executes the document as his or her will, signs it willingly or willingly directs another to sign for him or her, and executes it as his or her voluntary act for the purposes expressed in this will; each of us, in the testator's presence, signs this will as witness to the testator's signing; and, to the best of our knowledge, the testator is 18 years of age or older, is under no constraint or undue influence, and has sufficient mental capacity to make this will.",
    jurat:
      "Sworn to and signed in my presence by {testator}, the testator, and sworn to and signed in my presence by ____ and ____, witnesses, on ____, ____.",
  },
  NM: {
    citation: "NMSA § 45-2-504(A)",
    effectiveDate: "1993-07-01",
    verified: false,
    source: {
      url: "https://nmonesource.com/nmos/nmsa/en/4393/1/document.do",
      read: "2026-11-26",
      quote:
        "I, {testator}, the testator, swear or affirm under penalty of perjury on this ____ day of ____, that I request ____ and ____ to act as",
    },
    testator:
      "I, {testator}, the testator, swear or affirm under penalty of perjury on this ____ day of ____, that I request ____ and ____ to act as witnesses to my will; that I declare to them and the undersigned authority that this document is my will; that I sign this will in the presence of both witnesses; that they sign the will as witnesses in my presence and in the presence of each other; that the will was read by me (or read and explained to me) after being prepared and before I sign it; that it clearly and accurately expresses my wishes; that I sign it willingly (or willingly directed another to sign for me); that I make and sign the will as my free and voluntary act for the purposes expressed in the will; that I am eighteen years of age or older; that I am mentally capable of disposing of my estate by will; and that I am not acting under duress, menace, fraud or undue influence of any person.",
    witnesses:
      "We, ____ and ____, the witnesses, do hereby swear or affirm under penalty of perjury on this ____ day of ____ to the undersigned authority that the testator, {testator}, declares that the attached document is his or her will; that the testator signs it willingly (or willingly directs another to sign for him or her); that the testator signs it in the presence of both of us and requests both of us to sign as witnesses; that each of us, in the presence of the testator and in the presence of each other, signs this will as witness to the testator's signing; that so far as we can determine, the testator is eighteen years of age or older; that the testator is not acting under duress, menace, fraud or undue influence of any person; and that the testator, in our opinion, is mentally capable of disposing of his or her estate by will.",
    jurat:
      "Subscribed and sworn to, or affirmed under penalty of perjury, and acknowledged before me by {testator}, the testator, and subscribed and sworn to, or affirmed under penalty of perjury, before me by ____ and ____, witnesses, this ____ day of ____.",
  }, // (1), the form for a will self-proved as it is signed. The statute writes the testator as "he"; here "the
  // testator". Both captures of the page show no signature lines, which every form here prints anyway.
  ID: {
    citation: "Idaho Code § 15-2-504(1)",
    // Last amended by 2017 Idaho Sess. Laws ch. 192; Idaho acts take effect on July 1 unless they say otherwise.
    effectiveDate: "2017-07-01",
    verified: false,
    source: {
      url: "https://legislature.idaho.gov/statutesrules/idstat/Title15/T15CH2/SECT15-2-504/",
      read: "2026-11-26",
      quote: "Any will may be simultaneously executed, attested, and made self-proved",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, ____, and being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen (18) years of age or older, of sound mind, and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as the testator's last will and that the testator signs it willingly (or willingly directs another to sign for the testator), and that each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and that to the best of the witness's knowledge the testator is eighteen (18) years of age or older, of sound mind, and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator and subscribed and sworn to before me by ____, and ____, witnesses, this ____ day of ____",
  },
  // (1), the one-step procedure: numbered statements, the witnesses "in the conscious presence of the testator".
  WI: {
    citation: "Wis. Stat. § 853.04(1)",
    // History: 1997 a. 188; 1999 a. 32; 2005 a. 216. The day 2005 Act 216 took effect is not in the copy.
    effectiveDate: "2006-01-01",
    verified: false,
    source: {
      url: "https://docs.legis.wisconsin.gov/statutes/statutes/853/i/04",
      read: "2026-11-26",
      quote:
        "A will may be simultaneously executed, attested and made self-proved by the affidavit of the testator and witnesses",
    },
    testator:
      "I, {testator}, the testator, sign my name to this instrument this ____ day of ____, and being first duly sworn, declare to the undersigned authority all of the following: 1. I execute this instrument as my will. 2. I sign this will willingly, or willingly direct another to sign for me. 3. I execute this will as my free and voluntary act for the purposes expressed therein. 4. I am 18 years of age or older, of sound mind and under no constraint or undue influence.",
    witnesses:
      "We, ____, ____, the witnesses, being first duly sworn, sign our names to this instrument and declare to the undersigned authority all of the following: 1. The testator executes this instrument as his or her will. 2. The testator signs it willingly, or willingly directs another to sign for him or her. 3. Each of us, in the conscious presence of the testator, signs this will as a witness. 4. To the best of our knowledge, the testator is 18 years of age or older, of sound mind and under no constraint or undue influence.",
    jurat:
      "Subscribed and sworn to before me by {testator}, the testator, and by ____, and ____, witnesses, this ____ day of ____, ____.",
  },
  // (3), the affidavit of the subscribing witnesses alone (the testator signs nothing more), which may be made at
  // any time after the will is signed. The statute writes "his last will"; here "the testator's". The form's
  // "(codicil)" alternatives are left out of a will.
  RI: {
    citation: "R.I. Gen. Laws § 33-7-26(3)",
    // History: P.L. 1979, ch. 146; P.L. 1980, ch. 133. The day the 1980 act took effect is not in the copy.
    effectiveDate: "1980-01-01",
    verified: false,
    source: {
      url: "https://webserver.rilegislature.gov/Statutes/TITLE33/33-7/33-7-26.htm",
      read: "2026-11-26",
      quote:
        "An affidavit substantially in the form that follows shall be deemed to meet the requirements of subdivision (2)",
    },
    witnesses:
      "In ____ on this ____ day of ____, 20____, before me personally appeared the undersigned, who, being duly sworn, depose and say that: they witnessed the execution of the will of {testator}; that the signature to the will is in the handwriting of the testator or was made by some other person for the testator, in the testator's presence and by the testator's express direction; that the testator so subscribed the will and declared the same to be the testator's last will in their presence; that they thereafter subscribed the same as witnesses in the presence of the testator and in the presence of each other; that at the time of execution of the will the testator appeared to be of sound mind and eighteen (18) years of age or over; and that the signatures of the witnesses on the will are genuine.",
    jurat: "Subscribed and sworn to before me on the day and date first above written,",
  },
  // (2), the attesting witnesses' affidavit before a notary (the testator signs nothing more); the statute keeps
  // "his or her".
  NV: {
    citation: "NRS 133.050(2)",
    // Last amended by Statutes of Nevada 2017, p. 3440; the day it took effect is not in the copy.
    effectiveDate: "2017-07-01",
    verified: false,
    source: {
      url: "https://www.leg.state.nv.us/nrs/nrs-133.html",
      read: "2026-11-26",
      quote: "The affidavit described in subsection 1 may be in substantially the following form",
    },
    witnesses:
      "Then and there personally appeared ____ and ____, who, being duly sworn, depose and say: That they witnessed the execution of the foregoing will of the testator, {testator}; that the testator subscribed the will and declared it to be his or her last will and testament in their presence; that they thereafter subscribed the will as witnesses in the presence of the testator and in the presence of each other and at the request of the testator; and that the testator at the time of the execution of the will appeared to them to be of full age and of sound mind and memory.",
    jurat: "Subscribed and sworn to before me this ____ day of the month of ____ of the year ____",
  },
  // § 108 lists the four facts the sworn acknowledgment covers, in its own words, without a form: the facts are
  // printed as enacted; the opening words and the jurat are ours (marked unverified like every entry here).
  VT: {
    citation: "14 V.S.A. § 108",
    // Last amended by 2017, No. 195 (Adj. Sess.); Vermont acts of that session took effect July 1, 2018 unless
    // they said otherwise (the day is not in the copy).
    effectiveDate: "2018-07-01",
    verified: false,
    source: {
      url: "https://legislature.vermont.gov/statutes/section/14/003/00108",
      read: "2026-11-26",
      quote:
        "A will may be self-proved as to its execution, by the sworn acknowledgment of the testator and the witnesses",
    },
    testator:
      "We, {testator}, ____ and ____, the testator and the witnesses, being first duly sworn, acknowledge before the undersigned officer that: (1) The testator signed the instrument as the testator's will or expressly directed another to sign for the testator in the presence of two witnesses. (2) The signing was the testator's free and voluntary act for the purposes expressed in the will. (3) Each witness signed at the request of the testator, in the testator's presence, and in the presence of the other witness. (4) To the best knowledge of each witness at the time of the signing, the testator was at least 18 years of age or emancipated by court order and was of sound mind and under no constraint or undue influence.",
    jurat:
      "Subscribed, sworn to and acknowledged before me by {testator}, the testator, and subscribed and sworn to before me by ____ and ____, witnesses, this ____ day of ____, ____.",
  },
};
