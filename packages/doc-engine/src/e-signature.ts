/**
 * Whether a document may be signed electronically, by type and state, with the law that decides it. ESIGN
 * (15 U.S.C. § 7001(a)) and each state's electronic-transactions act give an electronic signature the effect
 * of a handwritten one, except where § 7003(a) (and UETA § 3(b)) leave the matter to the law of wills or of
 * family law; and a document the law makes valid only before witnesses or a notary needs them whatever the
 * signature is made of. Browser-safe: the document view reads it.
 */
import type { Citation } from "./jurisdictions/types";
import type { DocumentType } from "./model";

export type SigningPath = Citation & {
  /** true: the parties may sign electronically; false: print, and sign on paper as the checklist says. */
  electronic: boolean;
  /** One sentence the document view shows: why. */
  reason: string;
};

// ESIGN's text read in a copy of the U.S. Code (not the official uscode.house.gov page): unverified.
const ESIGN_SOURCE = {
  url: "http://www.lawserver.com/law/country/us/code/15_usc_7003",
  read: "2026-11-26",
  quote:
    "a statute, regulation, or other rule of law governing the creation and execution of wills, codicils, or testamentary trusts",
};

const EXCLUDED: Partial<Record<DocumentType, SigningPath>> = {
  will: {
    electronic: false,
    reason:
      "Sign this will on paper: the federal e-signature law does not reach wills (15 U.S.C. § 7003(a)(1)), and the will is valid only when signed in front of the witnesses as the checklist below says.",
    citation: "15 U.S.C. § 7003(a)(1); UETA § 3(b)(1)",
    effectiveDate: "2000-10-01",
    verified: false,
    source: ESIGN_SOURCE,
  },
  "child-custody": {
    electronic: false,
    reason:
      "Sign this agreement on paper: the federal e-signature law leaves family-law matters to state law (15 U.S.C. § 7003(a)(2)), and the agreement goes to the court for approval, which may ask for signatures before a notary.",
    citation: "15 U.S.C. § 7003(a)(2)",
    effectiveDate: "2000-10-01",
    verified: false,
    source: {
      ...ESIGN_SOURCE,
      quote:
        "a State statute, regulation, or other rule of law governing adoption, divorce, or other matters of family law",
    },
  },
};

/** Documents nobody signs (a privacy policy is published) have no signing path. */
const UNSIGNED: readonly DocumentType[] = ["privacy-policy"];

/**
 * The signing path for a document of this type, where its state's rule for the type asks for witnesses or a
 * notary (`formalities`, from the rule tables: a power of attorney's acknowledgment).
 */
export function signingPath(
  type: DocumentType,
  formalities?: { place: string; witnesses: number; notary: boolean } & Citation,
): SigningPath | undefined {
  if (UNSIGNED.includes(type)) return undefined;
  const excluded = EXCLUDED[type];
  if (excluded) return excluded;
  if (formalities && (formalities.notary || formalities.witnesses > 0)) {
    const before = [
      formalities.notary ? "a notary public" : "",
      formalities.witnesses > 0 ? `${formalities.witnesses} witness${formalities.witnesses === 1 ? "" : "es"}` : "",
    ].filter(Boolean);
    return {
      electronic: false,
      reason: `Sign this document on paper: in ${formalities.place} it is valid only when signed before ${before.join(" and ")}, which an electronic signature alone does not satisfy.`,
      citation: formalities.citation,
      effectiveDate: formalities.effectiveDate,
      ...(formalities.verified === false ? { verified: false } : {}),
      ...(formalities.source ? { source: formalities.source } : {}),
    };
  }
  return {
    electronic: true,
    reason:
      "The parties may sign this document electronically: an electronic signature has the same legal effect as a handwritten one (15 U.S.C. § 7001(a)).",
    citation: "15 U.S.C. § 7001(a)",
    effectiveDate: "2000-10-01",
    verified: false,
    // Read in a copy of the U.S. Code, as ESIGN_SOURCE: unverified.
    source: {
      url: "https://www.govregs.com/uscode/15/7001",
      read: "2026-11-26",
      quote: "may not be denied legal effect, validity, or enforceability solely because it is in electronic form",
    },
  };
}
