/**
 * Statutory notices, agent acknowledgments and forms a state requires on a power of attorney, beyond the
 * witness and notary counts in poa-execution.ts. Most states' statutory forms (the Uniform Power of
 * Attorney Act's § 301 form and its relatives) are optional: a non-statutory power is valid and those
 * states only get the existing warning. The states below require something on the document itself.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type PoaNoticeForm = "ca-prob-4128" | "pa-5601" | "ny-5-1513";

export type PoaForms = {
  form: PoaNoticeForm;
  /** The notice applies only to a durable power of attorney (California's). */
  durableOnly: boolean;
  /** New York: the document is the statutory short form itself. */
  statutoryShortForm: boolean;
  /** Smallest type the statute allows for the whole document, in points. */
  typeSize?: number;
} & Citation;

const POA_FORMS: Partial<Record<StateCode, PoaForms>> = {
  // The notices' wording was assembled from the statute as amended by SB 1869 (2000) and copies of the
  // codified text, not read from the official code: unverified. The rule (printed durable forms carry the warnings)
  // read in SB 1869 as chaptered (Stats. 2000, ch. 999) on the Legislature's page; 2001-03-01 not printed there.
  CA: {
    form: "ca-prob-4128",
    durableOnly: true,
    statutoryShortForm: false,
    citation: "Cal. Prob. Code § 4128",
    effectiveDate: "2001-03-01",
    verified: false,
    source: {
      url: "http://www.leginfo.ca.gov/pub/99-00/statute/ch_0951-1000/ch_999_st_2000_sb_1869",
      read: "2026-11-27",
      quote:
        "4128. (a) Subject to subdivision (b), a printed form of a durable power of attorney that is sold or otherwise distributed in this state for use by a person who does not have the advice of legal counsel shall contain, in not less than 10-point boldface type or a reasonable equivalent thereof, the following warning statements: Notice to Person Executing Durable Power of Attorney",
    },
  },
  PA: {
    form: "pa-5601",
    durableOnly: false,
    statutoryShortForm: false,
    citation: "20 Pa.C.S. § 5601(c) (notice), (d) (agent's acknowledgment)",
    effectiveDate: "2015-01-01",
    verified: false,
  },
  // Whether this rendering "substantially conforms" to § 5-1513 (GOL § 5-1501B(2)) is a judgment: unverified. The
  // twelve-point type is read on the Senate's official page, which gives no effective date (2021-06-13 not confirmed).
  NY: {
    form: "ny-5-1513",
    durableOnly: false,
    statutoryShortForm: true,
    typeSize: 12,
    citation: "N.Y. Gen. Oblig. Law §§ 5-1501B, 5-1513",
    effectiveDate: "2021-06-13",
    verified: false,
    source: {
      url: "https://www.nysenate.gov/legislation/laws/GOB/5-1501B/",
      read: "2026-11-27",
      quote:
        "(a) Be typed or printed using letters which are legible or of clear type no less than twelve point in size, or, if in writing, a reasonable equivalent thereof.",
    },
  },
};

export function poaForms(code: string): PoaForms | undefined {
  return POA_FORMS[code as StateCode];
}

/**
 * Powers an agent holds only where the principal has signed or initialed beside each one on the document
 * itself (Florida's "superpowers"): without the mark the power does not exist, whatever the grant says.
 * `powers` are the questionnaire's answers that are such a power.
 */
export type InitialedPowers = { powers: "powerGifts"[]; enumeration: string } & Citation;

const INITIALED_POWERS: Partial<Record<StateCode, InitialedPowers>> = {
  FL: {
    powers: ["powerGifts"],
    enumeration: "(c) Make a gift",
    citation: "Fla. Stat. § 709.2202(1)(c)",
    effectiveDate: "2011-10-01",
    source: {
      url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0709/Sections/0709.2202.html",
      read: "2026-11-26",
      quote:
        "an agent may exercise the following authority only if the principal signed or initialed next to each specific enumeration of the authority",
    },
  },
};

export function initialedPowers(code: string): InitialedPowers | undefined {
  return INITIALED_POWERS[code as StateCode];
}

/**
 * Where a power of attorney survives the principal's incapacity only if it is worded (and, in Missouri, titled)
 * as the statute says: the sentence it must state (in substance; the statute's own words here) and the title.
 */
export type DurableWording = { title?: string; sentence: string } & Citation;

const DURABLE_WORDING: Partial<Record<StateCode, DurableWording>> = {
  // § 404.705.1 also requires the acknowledgment a deed takes (poa-execution.ts: a notary). The statute prints
  // the sentence in capitals and asks for it "in substance": its words, in sentence case. Read from a copy of
  // the statute, "current as of January 01, 2023"; the date is the Act's: unverified.
  MO: {
    title: "Durable Power of Attorney",
    sentence:
      "This is a durable power of attorney and the authority of my attorney in fact shall not terminate if I become disabled or incapacitated or in the event of later uncertainty as to whether I am dead or alive",
    citation: "Mo. Rev. Stat. § 404.705.1",
    effectiveDate: "1989-08-28",
    verified: false,
    source: {
      url: "https://codes.findlaw.com/mo/title-xxvi-trade-and-commerce/mo-rev-st-404-705/",
      read: "2026-11-26",
      quote: 'is denominated a "Durable Power of Attorney"',
    },
  },
  // § 751.0021(a)(3)(A)(i)'s words, or "words similar"; read in copies of the section, not the official code:
  // unverified. The section came with H.B. 1974 (2017).
  TX: {
    sentence: "This power of attorney is not affected by subsequent disability or incapacity of the principal",
    citation: "Tex. Est. Code § 751.0021(a)(3)",
    effectiveDate: "2017-09-01",
    verified: false,
    source: {
      url: "https://powerofattorney.com/texas/durable-power-attorney-texas-form-adobe-pdf/",
      read: "2026-11-26",
      quote: "This power of attorney is not affected by subsequent disability or incapacity of the principal",
    },
  },
};

/** The wording a durable power needs in this state, as in force on the document's date. */
export function durableWording(code: string, date: string): DurableWording | undefined {
  const wording = DURABLE_WORDING[code as StateCode];
  return wording && wording.effectiveDate <= date ? wording : undefined;
}

/**
 * What a state requires on or with the power of attorney in words its statute prescribes but that were not read
 * whole, so they are not reproduced: the document says what is missing instead of printing a lookalike.
 */
export type UnreproducedForm = Citation & {
  /** Only for a durable power (the requirement's own scope). */
  durableOnly: boolean;
  /** The warning: what the law requires and that this document does not carry it. */
  warning: string;
  /** The "Before you sign" line: what to attach or sign, and when. */
  action: string;
};

const UNREPRODUCED_FORMS: Partial<Record<StateCode, UnreproducedForm>> = {
  // Both forms were read only in copies that stop before their ends and signature lines.
  NH: {
    durableOnly: false,
    warning:
      "New Hampshire requires a general power of attorney to have attached a disclosure statement in the form RSA 564-E:105 gives, signed by the principal, and the agent has no authority until signing and attaching the acknowledgment RSA 564-E:113 gives. This document does not reproduce those two forms.",
    action:
      "Attach the RSA 564-E:105 disclosure statement, signed by the principal (not electronically), before this power is used; the agent signs and attaches the RSA 564-E:113 acknowledgment before first acting. Both forms are in the statute; a lawyer can supply them.",
    citation: "RSA 564-E:105, 564-E:113",
    effectiveDate: "2018-01-01",
    verified: false,
    source: {
      url: "https://lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_564-e_105",
      read: "2026-11-26",
      quote:
        "A disclosure statement in substantially the following form, signed (other than by electronic signature) by the principal",
    },
  },
  // Known from a summary of the statute; the current section was not read.
  ME: {
    durableOnly: true,
    warning:
      "Maine requires a durable power of attorney to carry the statute's notices to the principal and to the agent (18-C M.R.S. § 5-905(2)). This document does not reproduce them.",
    action:
      "Add the notice to the principal and the notice to the agent that 18-C M.R.S. § 5-905 prescribes before signing; the agent signs the agent's notice before acting.",
    citation: "18-C M.R.S. § 5-905(2)",
    effectiveDate: "2019-09-01",
    verified: false,
    source: {
      url: "https://ezel.ai/surveys/power-of-attorney-requirements/maine",
      read: "2026-11-26",
      quote: "a durable POA must also carry mandatory statutory notices to the principal and agent",
    },
  },
  // § 113(2) read in a copy; the § 302 template it points to was not found. A missing acknowledgment does not
  // affect the agent's authority (§ 113(3)).
  MI: {
    durableOnly: true,
    warning:
      "In Michigan the agent must sign an acknowledgment of the agent's duties, with the statements of the statutory Agent's Acknowledgment (MCL 556.302), before acting under a durable power of attorney (MCL 556.213(2)). This document does not reproduce it; a missing acknowledgment does not end the agent's authority.",
    action:
      "Before first acting, the agent signs the Agent's Acknowledgment in the form of MCL 556.302 and keeps it with this power of attorney.",
    citation: "MCL 556.213(2)",
    effectiveDate: "2024-07-01",
    verified: false,
    source: {
      url: "https://law.justia.com/codes/michigan/chapter-556/statute-act-187-of-2023/article-1/section-556-213",
      read: "2026-11-26",
      quote:
        "Before exercising authority under a durable power of attorney, an agent shall execute an acknowledgment of the agent's duties",
    },
  },
};

/** A statutory form this state requires that the document does not reproduce, as in force on its date. */
export function unreproducedForm(code: string, date: string, durable: boolean): UnreproducedForm | undefined {
  const form = UNREPRODUCED_FORMS[code as StateCode];
  return form && form.effectiveDate <= date && (durable || !form.durableOnly) ? form : undefined;
}
