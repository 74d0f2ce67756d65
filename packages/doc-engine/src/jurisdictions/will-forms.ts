/**
 * The form of each state's will execution instruments: the witnesses' attestation clause, the
 * self-proving affidavit (where the state allows one, see will-execution.ts) and the interested-witness
 * rule. A state's own statutory affidavit is used where it prescribes one and we have its text (Texas, Florida,
 * North Carolina, Missouri, Kentucky, Georgia, Pennsylvania, Virginia, Indiana, South Carolina here; twenty-four
 * more kept as data in will-affidavit-texts.ts);
 * elsewhere the Uniform Probate Code § 2-504(b) form, which UPC states enacted and others accept in
 * substance. Entries not confirmed against the state's statute carry verified: false.
 */
import { ruleAt } from "./rule-at";
import type { Citation } from "./types";
import type { StateCode } from "./states";
import { STATUTORY_AFFIDAVIT_TEXT } from "./will-affidavit-texts";
import { WILL_RULES } from "./will-execution";

export type AttestationForm = "standard" | "ca-penalty-of-perjury" | "la-notarial-testament";
export type AffidavitForm =
  | "tx-251-104"
  | "fl-732-503"
  | "ny-scpa-1406"
  | "nc-31-11-6"
  | "mo-474-337"
  | "ky-394-225"
  | "ga-53-4-24"
  | "pa-3132-1"
  | "va-64-2-452"
  | "in-29-1-5-3-1"
  | "nh-551-2-a"
  | "sc-62-2-503"
  | "statutory-text"
  | "upc-2-504";

/**
 * Indiana's self-proving clause is signed by the testator and the witnesses alone, under the penalties for
 * perjury: no oath before an officer, so no venue, jurat or notary.
 */
export const affidavitSworn = (form: AffidavitForm) => form !== "in-29-1-5-3-1";

/**
 * Affidavits of the attesting witnesses alone (New York's, and Rhode Island's and Nevada's statutory ones): the
 * testator signs the will and nothing more.
 */
export const affidavitWitnessesOnly = (form: AffidavitForm, code: string) =>
  form === "ny-scpa-1406" || (form === "statutory-text" && !STATUTORY_AFFIDAVIT_TEXT[code as StateCode]?.testator);

/** Forms only the officer signs: the testator and the witnesses swear before the officer and sign nothing more. */
export const affidavitOfficerOnly = (form: AffidavitForm) => form === "mo-474-337" || form === "nh-551-2-a";

export type WillForms = {
  attestation: { form: AttestationForm } & Citation;
  /** null where the state has no self-proving affidavit (California, Louisiana, Ohio, ...). */
  /** `standIn`: the state's own wording is not reproduced and the Uniform Probate Code form is used instead. */
  affidavit: ({ form: AffidavitForm; standIn?: true } & Citation) | null;
  /** What a gift to an attesting witness costs, where the statute says. */
  interestedWitness: ({ text: string } & Citation) | null;
  /** Youngest competent witness. */
  witnessAge: number;
};

/** States with their own affidavit wording, reproduced from the statute (or, for New York, its practice form). */
const OWN_AFFIDAVIT: Partial<Record<StateCode, { form: AffidavitForm } & Citation>> = {
  TX: {
    form: "tx-251-104",
    citation: "Tex. Est. Code § 251.104(e)",
    effectiveDate: "2014-01-01",
    source: {
      url: "https://texas.public.law/statutes/tex._est._code_section_251.104",
      read: "2026-11-26",
      quote:
        "An affidavit that is in form and content substantially as provided by Subsection (e) is a self-proving affidavit.",
    },
  },
  FL: { form: "fl-732-503", citation: "Fla. Stat. § 732.503", effectiveDate: "2020-01-01", verified: false },
  // The (a) form for a will self-proved as it is signed. Read from a copy of the statute, not the official
  // code, and the copy stops after the officer's signature: unverified.
  NC: {
    form: "nc-31-11-6",
    citation: "N.C. Gen. Stat. § 31-11.6(a)",
    effectiveDate: "1977-01-01",
    verified: false,
    source: {
      url: "http://laws9.com/statutes/north-carolina/Chapter_31/GS_31-11_6",
      read: "2026-11-26",
      quote:
        "simultaneously executed, attested, and made self-proved, by acknowledgment thereof by the testator and affidavits of the witnesses",
    },
  },
  // Subsection 1's form read whole in a copy of the statute, with no date or history line: unverified.
  MO: {
    form: "mo-474-337",
    citation: "Mo. Rev. Stat. § 474.337.1",
    effectiveDate: "1981-01-01",
    verified: false,
    source: {
      url: "https://www.lawserver.com/law/state/missouri/mo-laws/missouri_laws_474-337",
      read: "2026-11-26",
      quote:
        "evidenced by the officer's certificate, under official seal, attached or annexed to the will in form and content substantially as follows",
    },
  },
  // Read in two copies of the code (2017, 2018) that agree word for word; both stop at the jurat's date, before
  // the notary's signature and seal, which the affidavit page supplies: unverified.
  GA: {
    form: "ga-53-4-24",
    citation: "O.C.G.A. § 53-4-24(b)",
    effectiveDate: "1998-01-01",
    verified: false,
    source: {
      url: "https://law.justia.com/codes/georgia/2017/title-53/chapter-4/article-3/section-53-4-24/index.html",
      read: "2026-11-26",
      quote:
        "The affidavit shall be evidenced by a certificate, affixed with the official seal of the notary public, that is attached or annexed to the will or codicil, in form and content substantially as follows",
    },
  },
  // Every word read in a copy that dropped the form's blanks; where they stand is inferred: unverified.
  KY: {
    form: "ky-394-225",
    citation: "KRS 394.225",
    effectiveDate: "1942-10-01",
    verified: false,
    source: {
      url: "https://lawserver.com/law/state/kentucky/ks-statutes/kentucky_statutes_394-225",
      read: "2026-11-26",
      quote:
        "in the presence and hearing of the testator and in the presence of the other subscribing witness, hereby signs this will as witness",
    },
  },
  // The three forms below were read whole in copies of the legislatures' own pages kept in a public repository
  // (Evans4207/my-defender-will-trust, docs/statutes), not on the official sites themselves: unverified until
  // compared with the live page. Their source is the official page the copy names.
  // Subsection (b)'s form, "substantially as set forth in the Uniform Probate Code or as follows": the
  // testator's acknowledgment and the witnesses' affidavit, each sworn before the officer.
  PA: {
    form: "pa-3132-1",
    citation: "20 Pa.C.S. § 3132.1(b)",
    effectiveDate: "1984-10-12",
    verified: false,
    source: {
      url: "https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/20/00.031.032.001..HTM",
      read: "2026-11-26",
      quote:
        "The acknowledgment and affidavits shall in form and content be substantially as set forth in the Uniform Probate Code or as follows",
    },
  },
  // One officer's certificate that the testator and the witnesses swore before the officer; all three sign it.
  VA: {
    form: "va-64-2-452",
    citation: "Va. Code § 64.2-452",
    effectiveDate: "2012-10-01",
    verified: false,
    source: {
      url: "https://law.lis.virginia.gov/vacode/title64.2/chapter4/section64.2-452/",
      read: "2026-11-26",
      quote: "The officer's certificate shall be substantially as follows in form and content",
    },
  },
  // Subsection (c)'s clause for a will signed in person (subsection (e) is for paper counterparts).
  IN: {
    form: "in-29-1-5-3-1",
    citation: "Ind. Code § 29-1-5-3.1(c)",
    effectiveDate: "2021-07-01",
    verified: false,
    source: {
      url: "https://iga.in.gov/ic/2025/Title_29.html",
      read: "2026-11-26",
      quote:
        "evidenced by the signatures of the testator and witnesses (which may be made under the penalties for perjury) attached or annexed to the will in form and content substantially as follows",
    },
  },
  // Subsection (a)'s form "or ... a similar form showing the same intent"; the copy prints no jurat, so the
  // officer's certificate the subsection requires is the usual one. Only one witness need swear.
  SC: {
    form: "sc-62-2-503",
    citation: "S.C. Code § 62-2-503(a)",
    effectiveDate: "2014-01-01",
    verified: false,
    source: {
      url: "https://www.scstatehouse.gov/code/t62c002.php",
      read: "2026-11-26",
      quote:
        "evidenced by the officer's certificate, under official seal, in the following form or in a similar form showing the same intent",
    },
  },
  // Read whole in a copy of the General Court's page kept in a public repository (see will-affidavit-texts.ts).
  NH: {
    form: "nh-551-2-a",
    citation: "RSA 551:2-a, I",
    effectiveDate: "2000-01-01",
    verified: false,
    source: {
      url: "https://www.gencourt.state.nh.us/rsa/html/LVI/551/551-2-a.htm",
      read: "2026-11-26",
      quote: "the signatures of the testator and witnesses shall be followed by a sworn acknowledgment",
    },
  },
  // SCPA 1406 says what the witnesses' affidavit must show, not its words: this is the customary form. The section
  // read on the Senate's official page, which gives no effective date or history: 1967-09-01 not confirmed.
  NY: {
    form: "ny-scpa-1406",
    citation: "N.Y. Surr. Ct. Proc. Act § 1406",
    effectiveDate: "1967-09-01",
    verified: false,
    source: {
      url: "https://www.nysenate.gov/legislation/laws/SCP/1406",
      read: "2026-11-27",
      quote:
        "any or all of the attesting witnesses to a will may at the request of the testator or after his death, at the request of the executor named in the will or of the proponent or the attorney for the proponent or of any person interested, make an affidavit before any officer authorized to administer oaths",
    },
  },
};

/** A state whose statute's own words are kept as data (will-affidavit-texts.ts). */
function statutoryText(state: StateCode): WillForms["affidavit"] | undefined {
  const text = STATUTORY_AFFIDAVIT_TEXT[state];
  if (!text) return undefined;
  const { citation, effectiveDate, verified, source } = text;
  return { form: "statutory-text", citation, effectiveDate, verified, ...(source ? { source } : {}) };
}

const STANDARD_ATTESTATION = { form: "standard" as const };

const ATTESTATION: Partial<Record<StateCode, WillForms["attestation"]>> = {
  // Signed under penalty of perjury, the attestation proves the will without an affidavit (Prob. Code § 8220).
  // The declaration follows the witnesses' statement of the § 6240 statutory will, not read from the code.
  CA: {
    form: "ca-penalty-of-perjury",
    citation: "Cal. Prob. Code §§ 6110, 8220; declaration as in § 6240",
    effectiveDate: "1991-07-01",
    verified: false,
  },
  LA: { form: "la-notarial-testament", citation: "La. Civ. Code art. 1577", effectiveDate: "1999-07-01" },
};

/**
 * From 2025-08-01 (Acts 2025, No. 30) art. 1576 holds the notarial testament's form and art. 1577 is repealed. The
 * new text was not read: the former art. 1577 clause is kept (an attestation clause signed by the notary and the
 * witnesses is what makes the testament self-proving, in the summaries read), and marked unverified.
 */
const LA_AFTER_ACT_30 = {
  form: "la-notarial-testament",
  citation: "La. Civ. Code art. 1576, as amended by Acts 2025, No. 30 (the attestation clause of former art. 1577)",
  effectiveDate: "2025-08-01",
  verified: false,
} as const;

const INTERESTED_WITNESS: Partial<Record<StateCode, WillForms["interestedWitness"]>> = {
  CA: {
    text: "A gift to a witness is presumed to have been procured by duress, menace, fraud or undue influence unless there are two other disinterested witnesses.",
    citation: "Cal. Prob. Code § 6112",
    source: {
      url: "https://www.thelegacylawyers.com/2016/11/04/will-contest-contesting-an-improperly-witnessed-will/",
      read: "2026-11-26",
      quote:
        "Unless there are at least two other subscribing witnesses to the will who are disinterested witnesses, ... creates a presumption that the witness procured the devise by duress, menace, fraud",
    },
    effectiveDate: "1991-07-01",
  },
  // Read on the Senate's official page, which gives no effective date or history: 1967-09-01 not confirmed.
  NY: {
    text: "A witness who is also a beneficiary loses any gift beyond what the witness would take without the will, unless there are two other disinterested witnesses.",
    citation: "N.Y. EPTL § 3-3.2",
    source: {
      url: "https://www.nysenate.gov/legislation/laws/EPT/3-3.2",
      read: "2026-11-27",
      quote:
        "Any such disposition or appointment made to an attesting witness is void unless there are, at the time of execution and attestation, at least two other attesting witnesses to the will who receive no beneficial disposition or appointment thereunder.",
    },
    effectiveDate: "1967-09-01",
    verified: false,
  },
  TX: {
    text: "A gift to an attesting witness is void unless the will is otherwise corroborated; the witness takes no more than the witness's intestate share.",
    citation: "Tex. Est. Code § 254.002",
    source: {
      url: "https://codes.findlaw.com/tx/estates-code/est-sect-254-002/",
      read: "2026-11-26",
      quote:
        "if a devisee under a will is also a subscribing witness to the will and the will cannot be otherwise established: (1) the bequest is void",
    },
    effectiveDate: "2014-01-01",
  },
  // Art. 1581 read on the Legislature's official page ("Acts 1997, No. 1421, §1, eff. July 1, 1999"): the age of
  // sixteen. Arts. 1582 and 1582.1 (the legacy to a witness or a spouse; 1582.1 dated 2004 in a copy) were not found
  // there, and that page may predate Acts 2025, No. 30 (which amends art. 1581, in summaries): unverified.
  LA: {
    text: "A legacy to a witness or to a witness's spouse is invalid (the testament itself stands); a witness must be at least sixteen, able to sign and not blind or insane.",
    citation: "La. Civ. Code arts. 1581, 1582, 1582.1",
    source: {
      url: "https://legis.la.gov/Legis/Law.aspx?d=108907",
      read: "2026-11-27",
      quote:
        "A person cannot be a witness to any testament if he is insane, blind, under the age of sixteen, or unable to sign his name.",
    },
    effectiveDate: "1999-07-01",
    verified: false,
  },
};

/** The will execution forms for a state, for a will dated `date`. */
export function willForms(code: string, date: string): WillForms {
  const state = code as StateCode;
  const rule = ruleAt(WILL_RULES[state], date);
  // Where the state's own words are not reproduced (Delaware's copy is damaged; Arkansas's, Mississippi's and New
  // Jersey's were not found): the Uniform Probate Code § 2-504(b) form, unverified.
  const fallback = {
    form: "upc-2-504" as const,
    standIn: true as const,
    citation: `${rule.citation} (the state's own affidavit wording is not reproduced; Uniform Probate Code § 2-504(b) form used)`,
    effectiveDate: rule.effectiveDate,
    verified: false,
  };
  return {
    attestation: (state === "LA" && date >= LA_AFTER_ACT_30.effectiveDate ? LA_AFTER_ACT_30 : ATTESTATION[state]) ?? {
      ...STANDARD_ATTESTATION,
      citation: rule.citation,
      effectiveDate: rule.effectiveDate,
    },
    affidavit: rule.selfProvingAffidavit ? (OWN_AFFIDAVIT[state] ?? statutoryText(state) ?? fallback) : null,
    interestedWitness: INTERESTED_WITNESS[state] ?? null,
    witnessAge: state === "TX" ? 14 : state === "LA" ? 16 : 18,
  };
}
