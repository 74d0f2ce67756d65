/** A state (or DC) and the rules in it that change documents. Every rule carries its citation. */
export type Citation = {
  citation: string;
  effectiveDate: string;
  /** false: not confirmed against the statute; documents say "check with a lawyer". Absent means verified. */
  verified?: boolean;
};

/**
 * A rule as in force from `effectiveDate`, plus the versions it replaced. Rules are evaluated at the
 * document's date (see ruleAt), so a lease dated before a change still gets the old cap.
 */
export type Dated<T> = T & Citation & { history?: (T & Citation)[] };

export type WillRule = { witnesses: number; notary: boolean; selfProvingAffidavit: boolean; holographic: boolean };
export type PoaRule = { witnesses: number; notary: boolean; statutoryForm: boolean };
export type DepositRule = { maxMonths: number | null; returnDays: number | null };
export type NonCompeteRule = { status: "void" | "restricted" | "allowed"; note: string };
export type PrivacyLawRule = { name: string; shortName: string };

export type RuleFamily = "will-execution" | "poa-execution" | "security-deposit" | "non-compete" | "privacy-law";

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
};

/** An entry whose figure or effective date could not be sourced with confidence; reported by the lead. */
export type UnsourcedEntry = { jurisdiction: string; family: RuleFamily; reason: string };
