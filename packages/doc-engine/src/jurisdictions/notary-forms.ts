/**
 * Notarial certificates: the acknowledgment (a signer acknowledges a signature, e.g. on a power of
 * attorney) and the jurat (a signer swears to a statement, e.g. an affidavit). Where a state prescribes
 * the wording, its form is used; elsewhere the short forms of the Revised Uniform Law on Notarial Acts
 * (RULONA § 16), which most states accept, marked unverified because the state's own wording was not checked.
 */
import type { Citation } from "./types";
import type { StateCode } from "./states";

export type AcknowledgmentForm = "ca-civ-1189" | "ny-rpl-309a" | "tx-cprc-121-007" | "fl-695-25" | "rulona";
export type JuratForm = "ca-gov-8202" | "rulona";

export type NotaryForms = {
  acknowledgment: AcknowledgmentForm;
  jurat: JuratForm;
  /** The venue's local unit: "COUNTY", "PARISH" (Louisiana), "CITY/COUNTY" (Virginia), none in DC. */
  venueUnit: "COUNTY" | "PARISH" | "CITY/COUNTY" | "JUDICIAL DISTRICT" | null;
} & Citation;

const RULONA: Citation = {
  citation: "Revised Uniform Law on Notarial Acts § 16 (short-form certificates)",
  effectiveDate: "2010-07-01",
  verified: false,
};

const uniform = (venueUnit: NotaryForms["venueUnit"] = "COUNTY"): NotaryForms => ({
  acknowledgment: "rulona",
  jurat: "rulona",
  venueUnit,
  ...RULONA,
});

const PRESCRIBED: Partial<Record<StateCode, NotaryForms>> = {
  CA: {
    acknowledgment: "ca-civ-1189",
    jurat: "ca-gov-8202",
    venueUnit: "COUNTY",
    citation: "Cal. Civ. Code § 1189(a) (acknowledgment); Cal. Gov. Code § 8202 (jurat)",
    effectiveDate: "2015-01-01",
  },
  NY: {
    acknowledgment: "ny-rpl-309a",
    jurat: "rulona",
    venueUnit: "COUNTY",
    citation: "N.Y. Real Prop. Law § 309-a (uniform acknowledgment)",
    effectiveDate: "1999-09-01",
  },
  TX: {
    acknowledgment: "tx-cprc-121-007",
    jurat: "rulona",
    venueUnit: "COUNTY",
    citation: "Tex. Civ. Prac. & Rem. Code § 121.007 (short form acknowledgment)",
    effectiveDate: "1985-09-01",
  },
  FL: {
    acknowledgment: "fl-695-25",
    jurat: "rulona",
    venueUnit: "COUNTY",
    citation: "Fla. Stat. § 695.25 (short form acknowledgment)",
    effectiveDate: "2020-01-01",
    verified: false,
  },
};

/** The certificate forms for a state: its prescribed wording, or the uniform short forms. */
export function notaryForms(code: string): NotaryForms {
  const prescribed = PRESCRIBED[code as StateCode];
  if (prescribed) return prescribed;
  if (code === "DC") return uniform(null);
  if (code === "LA") return uniform("PARISH");
  if (code === "VA") return uniform("CITY/COUNTY");
  if (code === "AK") return uniform("JUDICIAL DISTRICT");
  return uniform();
}
