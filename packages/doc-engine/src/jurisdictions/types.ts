/** A state (or DC) and the rules in it that change documents. Every rule carries its citation. */
export type Citation = {
  citation: string;
  effectiveDate: string;
  /** false: not confirmed against the statute; documents say "check with a lawyer". Absent means verified. */
  verified?: boolean;
  /** Where the statute's text was read, when, and the operative words that carry the rule. */
  source?: { url: string; read: string; quote: string };
};

/**
 * Facts the document already states, which a disclosure's paragraphs may name: rules/disclosures.ts writes the
 * fact in, or the blank a person fills in where the answers do not give it.
 */
export const FACT = {
  rent: "⟦rent⟧",
  deposit: "⟦deposit⟧",
  premises: "⟦premises⟧",
  landlord: "⟦landlord⟧",
} as const;
export type FactName = keyof typeof FACT;

/** A disclosure or notice a document must carry or come with (rules/disclosures.ts prints it). */
export type Disclosure = Citation & {
  /** Stable id: "<state lower-case>-<slug>", e.g. "md-deposit-receipt". */
  id: string;
  /** Heading of its part of the document, e.g. "Security Deposit Receipt". */
  title: string;
  /**
   * What is printed: the statute's own words where it prescribes them, otherwise a plain statement of what the
   * law requires the other party to be told, with blanks as "____________" and check boxes as "☐".
   */
  paragraphs: string[];
  /** The "Before you sign" line: what must be done (attach, hand over, fill in, sign), in one sentence. */
  action: string;
  /**
   * When the law requires it only in a case the answers do not tell ("the property has a swimming pool"):
   * the page then opens with a box to tick, applies or does not, instead of stating the case as a fact.
   */
  appliesIf?: string;
  /**
   * How the statute says it must be printed: in bold, in type of at least `points`, or beginning on the first
   * page. The document prints it so (a boxed notice, a front notice); nothing is left to the party to reformat.
   */
  print?: { bold?: true; points?: number; firstPage?: true };
};

/**
 * A rule as in force from `effectiveDate`, plus the versions it replaced. Rules are evaluated at the
 * document's date (see ruleAt), so a lease dated before a change still gets the old cap.
 */
export type Dated<T> = T & Citation & { history?: (T & Citation)[] };

export type WillRule = {
  witnesses: number;
  notary: boolean;
  selfProvingAffidavit: boolean;
  holographic: boolean;
  /** The witnesses prove the will (at probate, or by self-proving it) but its validity needs only the signature. */
  witnessesProveOnly?: true;
};
export type PoaRule = {
  witnesses: number;
  /** The document has the principal's signature acknowledged before a notary. */
  notary: boolean;
  statutoryForm: boolean;
  /**
   * Where the law does not itself require that acknowledgment: "presumption" (an acknowledged signature is only
   * presumed genuine), "witnesses" (two witnesses would do instead), "none" (the statute sets no formality).
   * The document keeps the notary, which banks and land registries ask for; its words do not call it the law's.
   */
  notaryInstead?: "presumption" | "witnesses" | "none";
};
export type DepositRule = {
  maxMonths: number | null;
  returnDays: number | null;
  /** The period as the statute words it, where that is not a count of days (La. R.S. 9:3251: "one month"). */
  returnPeriod?: string;
  /** Cap for a small landlord (Cal. Civ. Code § 1950.5(c)(4): a natural person with at most two properties, four units). */
  smallLandlordMonths?: number;
  /** Cap for a furnished home, where higher. */
  furnishedMonths?: number;
  /** Cap for a month-to-month tenancy, where lower (N.C. Gen. Stat. § 42-51: one and one-half months' rent). */
  monthToMonthMonths?: number;
  /** A lower cap where the tenant is at least `age` (Conn. Gen. Stat. § 47a-21(b): one month at 62), which the lease does not ask. */
  olderTenant?: { age: number; months: number };
  /** The cap from the second year of a tenancy (68 P.S. § 250.511a(b): one month), the excess then returned. */
  laterYearsMonths?: number;
};
export type NonCompeteRule = {
  status: "void" | "restricted" | "allowed";
  note: string;
  /** The rule also reaches covenants signed before it took effect (Washington's 2026 ban); most do not. */
  reachesEarlierCovenants?: true;
};
export type PrivacyLawRule = { name: string; shortName: string };
/** Highest annual interest rates (percent) for a written loan by a lender that is not licensed; null: no cap. */
export type UsuryRule = {
  personal: number | null;
  business: number | null;
  criminal: number | null;
  exemptAbove: number | null;
  /** A business loan of at least this principal has no civil cap (Va. Code § 6.2-317: $5,000); a smaller one has `business`. */
  businessExemptFrom?: number;
  /** A business loan of more than this principal has no civil cap (D.C. Code § 28-3301(d)(1): over $2,500). */
  businessExemptAbove?: number;
};
export type LateFeeRule = {
  percent: number | null;
  flat: number | null;
  combine: "lesser" | "greater";
  flatByRent?: [number, number][];
  /**
   * Where the fee may only accrue by the day (Iowa Code § 562A.9(4): $12 a day up to $60 a month where the rent is
   * $700 or less, $20 up to $100 above): the most a day, with [rent at or below, a day] tiers as for `flat`.
   */
  perDay?: number;
  perDayByRent?: [number, number][];
  graceDays: number | null;
};

/** The amount for this rent from [rent at or below, amount] tiers, else `otherwise`; without the rent, the lowest. */
export function byRent(tiers: [number, number][] | undefined, otherwise: number | null, rent: number | undefined) {
  if (!tiers) return otherwise;
  if (rent === undefined) return Math.min(...tiers.map(([, amount]) => amount));
  return tiers.find(([upTo]) => rent <= upTo)?.[1] ?? otherwise;
}
export type NonCompeteLimit = {
  salaryFloor: number | null;
  /**
   * The floor is recomputed each calendar year (indexed to inflation, wages or the poverty line): a figure is
   * the law only in the year it was published for, and a later year's is not in the table until added.
   */
  indexedYearly?: true;
  maxMonths: number | null;
  /** The statute presumes `maxMonths` reasonable rather than forbidding more (Alabama, Washington): still the cap used. */
  maxPresumed?: true;
  notice: string | null;
  parishList: boolean;
  /** Limits the statute writes into any covenant it allows, as sentences of the agreement. */
  covenantLimits?: string[];
  /**
   * What a confidentiality clause may not forbid, where the statute restricts those clauses too: a sentence the
   * agreement's confidentiality section states whether or not it has a non-compete.
   */
  confidentiality?: string;
};
/** Marital property regime: community property changes what a married testator's will can give away. */
export type MaritalPropertyRule = {
  community: boolean;
  forcedHeirship: boolean;
  /** In a separate-property state, what the surviving spouse may claim where it is not an elective share: a noun phrase. */
  spouseRight?: string;
};

export type RuleFamily =
  | "will-execution"
  | "poa-execution"
  | "security-deposit"
  | "non-compete"
  | "privacy-law"
  | "usury"
  | "late-fee"
  | "non-compete-limits"
  | "marital-property";

export type Jurisdiction = {
  name: string;
  code: string;
  /** The name as it reads after a preposition: "Texas", "the District of Columbia" ("in Texas", "of the District of Columbia"). */
  place: string;
  /** e.g. "the laws of the State of California" / "the laws of the District of Columbia". */
  governingLaw: string;
  /** e.g. "the state and federal courts located in the State of California". */
  venue: string;
  will: Dated<WillRule>;
  poa: Dated<PoaRule>;
  /** maxMonths: cap in months of rent (null = no statutory cap); returnDays: deadline to return it. */
  securityDeposit: Dated<DepositRule>;
  /** "void": non-competes unenforceable; "restricted": allowed with limits (thresholds in note); "allowed". */
  nonCompete: Dated<NonCompeteRule>;
  /** Comprehensive consumer privacy law, if any (CCPA/CPRA, VCDPA, CPA, ...). */
  privacyLaw: Dated<PrivacyLawRule> | null;
  usury: Dated<UsuryRule>;
  lateFee: Dated<LateFeeRule>;
  /** Salary floor, longest duration, notice duty, parish list: null where no statute sets any. */
  nonCompeteLimits: Dated<NonCompeteLimit> | null;
  maritalProperty: Dated<MaritalPropertyRule>;
};

/** An entry whose figure or effective date could not be sourced with confidence; reported by the lead. */
export type UnsourcedEntry = { jurisdiction: string; family: RuleFamily; reason: string };
