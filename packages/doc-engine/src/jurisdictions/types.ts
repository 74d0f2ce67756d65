/** A state (or DC) and the rules in it that change documents. Every rule carries its citation. */
export type Citation = { citation: string; effectiveDate: string };

export type Jurisdiction = {
  name: string;
  code: string;
  /** e.g. "the laws of the State of California" / "the laws of the District of Columbia". */
  governingLaw: string;
  /** e.g. "the state and federal courts located in the State of California". */
  venue: string;
  will: { witnesses: number; notary: boolean; selfProvingAffidavit: boolean; holographic: boolean } & Citation;
  poa: { witnesses: number; notary: boolean; statutoryForm: boolean } & Citation;
  /** maxMonths: cap in months of rent (null = no statutory cap); returnDays: deadline to return it. */
  securityDeposit: { maxMonths: number | null; returnDays: number | null } & Citation;
  /** "void": non-competes unenforceable; "restricted": allowed with limits (thresholds in note); "allowed". */
  nonCompete: { status: "void" | "restricted" | "allowed"; note: string } & Citation;
  /** Comprehensive consumer privacy law, if any (CCPA/CPRA, VCDPA, CPA, ...). */
  privacyLaw: ({ name: string; shortName: string } & Citation) | null;
};
