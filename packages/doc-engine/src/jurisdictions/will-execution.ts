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
  AL: w(2, false, true, false, "Ala. Code § 43-8-131; self-proving § 43-8-132", "1983-01-01"),
  AK: w(2, false, true, true, "Alaska Stat. § 13.12.502", "1997-01-01"),
  AZ: w(2, false, true, true, "A.R.S. § 14-2502", "1995-01-01"),
  AR: w(2, false, true, true, "Ark. Code § 28-25-103; holographic § 28-25-104", "1949-01-01"),
  CA: w(2, false, false, true, "Cal. Prob. Code § 6110; holographic § 6111", "1991-07-01", "ok"),
  CO: w(2, false, true, true, "C.R.S. § 15-11-502", "2010-01-01"),
  CT: w(2, false, true, false, "Conn. Gen. Stat. § 45a-251; self-proving § 45a-285", "1985-10-01"),
  DE: w(2, false, true, false, "12 Del. C. § 202; self-proving § 1305", "1975-01-01"),
  DC: w(2, false, false, false, "D.C. Code § 18-103", "1981-01-01", "both"),
  FL: w(2, false, true, false, "Fla. Stat. § 732.502; self-proving § 732.503", "1976-01-01", "ok"),
  GA: w(2, false, true, false, "O.C.G.A. § 53-4-20; self-proving § 53-4-24", "1998-01-01", "ok"),
  HI: w(2, false, true, true, "Haw. Rev. Stat. § 560:2-502", "1997-01-01"),
  ID: w(2, false, true, true, "Idaho Code § 15-2-502", "1972-07-01"),
  IL: w(2, false, true, false, "755 ILCS 5/4-3; attestation § 5/6-4", "1976-01-01"),
  IN: w(2, false, true, false, "Ind. Code § 29-1-5-3; self-proving § 29-1-5-3.1", "1953-01-01"),
  IA: w(2, false, true, false, "Iowa Code § 633.279", "1964-01-01"),
  KS: w(2, false, true, false, "K.S.A. 59-606", "1939-07-01"),
  KY: w(2, false, true, true, "KRS 394.040; self-proving KRS 394.225", "1942-10-01"),
  LA: w(2, true, false, true, "La. Civ. Code arts. 1575 (olographic), 1577 (notarial)", "1999-07-01", "ok"),
  ME: w(2, false, true, true, "18-C M.R.S. § 2-502", "2019-09-01", "ok"),
  MD: w(2, false, false, false, "Md. Code, Est. & Trusts § 4-102", "1974-01-01"),
  MA: w(2, false, true, false, "Mass. Gen. Laws ch. 190B, § 2-502", "2012-03-31"),
  MI: w(2, false, true, true, "MCL 700.2502; self-proving MCL 700.2504", "2000-04-01", "ok"),
  MN: w(2, false, true, false, "Minn. Stat. § 524.2-502; self-proving § 524.2-504", "1975-01-01"),
  MS: w(2, false, true, true, "Miss. Code § 91-5-1", "1972-01-01"),
  MO: w(2, false, true, false, "Mo. Rev. Stat. § 474.320; self-proving § 474.337", "1981-01-01"),
  MT: w(2, false, true, true, "Mont. Code § 72-2-522", "1993-10-01"),
  NE: w(2, false, true, true, "Neb. Rev. Stat. § 30-2327; holographic § 30-2328", "1977-01-01"),
  NV: w(2, false, true, true, "NRS 133.040; holographic NRS 133.090", "1941-01-01"),
  NH: w(2, false, true, false, "RSA 551:2; self-proving RSA 551:2-a", "1971-01-01"),
  NJ: w(2, false, true, true, "N.J.S.A. 3B:3-2", "2005-02-27"),
  NM: w(2, false, true, false, "NMSA § 45-2-502", "1993-07-01"),
  NY: w(2, false, true, false, "N.Y. EPTL § 3-2.1; self-proving SCPA 1406", "1967-09-01"),
  NC: w(2, false, true, true, "N.C. Gen. Stat. § 31-3.3; self-proving § 31-11.6; holographic § 31-3.4", "1953-07-01"),
  ND: w(2, false, true, true, "N.D. Cent. Code § 30.1-08-02", "1975-07-01"),
  OH: w(2, false, false, false, "Ohio Rev. Code § 2107.03", "1953-10-01"),
  OK: w(2, false, true, true, "84 Okla. Stat. § 55; holographic § 54", "1910-01-01"),
  OR: w(2, false, true, false, "ORS 112.235", "1969-07-01"),
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
  RI: w(2, false, true, false, "R.I. Gen. Laws § 33-5-5", "1956-01-01"),
  SC: w(2, false, true, false, "S.C. Code § 62-2-502", "1987-07-01"),
  SD: w(2, false, true, true, "SDCL 29A-2-502", "1995-07-01"),
  TN: w(2, false, true, true, "Tenn. Code § 32-1-104; holographic § 32-1-105", "1941-01-01"),
  TX: w(2, false, true, true, "Tex. Est. Code § 251.051; self-proving § 251.104", "2014-01-01", "ok"),
  UT: w(2, false, true, true, "Utah Code § 75-2-502", "1998-07-01"),
  VT: w(2, false, true, false, "14 V.S.A. § 5; self-proving § 108", "2006-07-01", "both"),
  VA: w(2, false, true, true, "Va. Code § 64.2-403", "2012-10-01", "ok"),
  WA: w(2, false, true, false, "RCW 11.12.020; self-proving RCW 11.20.020", "1965-07-01"),
  WV: w(2, false, true, true, "W. Va. Code § 41-1-3", "1931-01-01"),
  WI: w(2, false, true, false, "Wis. Stat. § 853.03; self-proving § 853.04", "1999-01-01"),
  WY: w(2, false, true, true, "Wyo. Stat. § 2-6-112; holographic § 2-6-113", "1980-01-01"),
};
