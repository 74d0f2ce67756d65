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
  // codified text, not read from the official code: unverified.
  CA: {
    form: "ca-prob-4128",
    durableOnly: true,
    statutoryShortForm: false,
    citation: "Cal. Prob. Code § 4128",
    effectiveDate: "2001-03-01",
    verified: false,
  },
  PA: {
    form: "pa-5601",
    durableOnly: false,
    statutoryShortForm: false,
    citation: "20 Pa.C.S. § 5601(c) (notice), (d) (agent's acknowledgment)",
    effectiveDate: "2015-01-01",
    verified: false,
  },
  // Whether this rendering "substantially conforms" to § 5-1513 (GOL § 5-1501B(2)) is a judgment: unverified.
  NY: {
    form: "ny-5-1513",
    durableOnly: false,
    statutoryShortForm: true,
    typeSize: 12,
    citation: "N.Y. Gen. Oblig. Law §§ 5-1501B, 5-1513",
    effectiveDate: "2021-06-13",
    verified: false,
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
 * Where a power of attorney survives the principal's incapacity only if it is titled and worded as the statute
 * says: the title it must carry and the sentence it must state (in substance; the statute's own words here).
 */
export type DurableWording = { title: string; sentence: string } & Citation;

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
};

/** The wording a durable power needs in this state, as in force on the document's date. */
export function durableWording(code: string, date: string): DurableWording | undefined {
  const wording = DURABLE_WORDING[code as StateCode];
  return wording && wording.effectiveDate <= date ? wording : undefined;
}
