import type { Dated, UsuryRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<UsuryRule> & { sourcing: Sourcing };

/**
 * personal / business: highest annual rate a lender who is not a licensed lender may agree in writing
 * (null: no general cap); criminal: rate above which charging interest is a crime; exemptAbove: principal
 * above which the civil cap does not apply (the criminal one still does).
 */
function u(
  personal: number | null,
  business: number | null,
  criminal: number | null,
  exemptAbove: number | null,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { personal, business, criminal, exemptAbove, citation, effectiveDate, sourcing };
}

// Where the statute's cap floats with a market rate (DE, KY, MT, ND, TN) the figure is the cap at the
// 2025 base rates, rounded down, and the entry is unverified. Where it was unclear whether business
// loans are exempt, the personal cap is used for them too: the lower figure is the safe one.
export const USURY_RULES: Record<StateCode, Entry> = {
  AL: u(8, 8, null, 2000, "Ala. Code §§ 8-8-1, 8-8-5", "1981-01-01", "both"),
  AK: u(10.5, 10.5, null, 25000, "Alaska Stat. § 45.45.010", "1981-01-01", "both"),
  AZ: u(null, null, null, null, "A.R.S. § 44-1201(A)", "1981-01-01"),
  AR: u(17, 17, null, null, "Ark. Const. amend. 89, § 3", "2011-01-01"),
  CA: u(10, 10, null, null, "Cal. Const. art. XV, § 1", "1979-11-06"),
  CO: u(45, 45, 45, null, "C.R.S. §§ 5-12-103, 18-15-104", "1981-07-01"),
  CT: u(12, 12, null, null, "Conn. Gen. Stat. §§ 37-4, 37-9", "1981-10-01", "both"),
  DE: u(9.5, 9.5, null, 100000, "6 Del. C. § 2301 (5% above the Federal Reserve discount rate)", "1982-01-01", "both"),
  DC: u(24, 24, null, null, "D.C. Code § 28-3301", "1982-01-01"),
  FL: u(18, 18, 25, 500000, "Fla. Stat. §§ 687.02, 687.03, 687.071", "1981-01-01"),
  GA: u(16, 16, 60, 3000, "O.C.G.A. §§ 7-4-2, 7-4-18", "1983-01-01"),
  HI: u(12, 12, null, null, "Haw. Rev. Stat. § 478-4", "1981-01-01"),
  ID: u(null, null, null, null, "Idaho Code § 28-22-104", "1983-07-01"),
  IL: u(9, null, 20, null, "815 ILCS 205/4; 720 ILCS 5/17-59", "1981-01-01"),
  IN: u(25, null, 72, null, "Ind. Code §§ 24-4.5-3-508, 35-45-7-2", "1993-07-01", "both"),
  IA: u(
    6.5,
    null,
    null,
    null,
    "Iowa Code § 535.2(3) (rate set monthly by the Superintendent of Banking)",
    "1981-01-01",
    "both",
  ),
  KS: u(15, null, null, null, "K.S.A. 16-207", "1981-07-01"),
  KY: u(
    8.5,
    null,
    null,
    15000,
    "KRS 360.010 (4% above the Federal Reserve discount rate, at most 19%)",
    "1982-07-15",
    "both",
  ),
  LA: u(12, null, null, null, "La. R.S. 9:3500", "1987-01-01"),
  ME: u(null, null, null, null, "9-B M.R.S. § 432 (no general cap on written loans)", "1975-01-01", "both"),
  MD: u(8, null, null, null, "Md. Code, Com. Law § 12-103", "1982-07-01", "both"),
  MA: u(20, 20, 20, null, "Mass. Gen. Laws ch. 271, § 49", "1970-01-01"),
  MI: u(7, null, 25, null, "MCL 438.31, 438.41", "1966-01-01"),
  MN: u(8, null, null, 100000, "Minn. Stat. § 334.01", "1981-01-01", "both"),
  MS: u(10, 10, null, null, "Miss. Code § 75-17-1", "1981-01-01", "both"),
  MO: u(10, null, null, null, "Mo. Rev. Stat. §§ 408.030, 408.035", "1979-01-01"),
  MT: u(
    15,
    15,
    null,
    null,
    "Mont. Code § 31-1-107 (15% or 6% above New York prime, whichever is greater)",
    "1981-01-01",
    "both",
  ),
  NE: u(16, null, null, 25000, "Neb. Rev. Stat. §§ 45-101.03, 45-101.04", "1981-01-01"),
  NV: u(null, null, null, null, "NRS 99.050", "1981-01-01"),
  NH: u(null, null, null, null, "RSA 336:1 (no general cap on written loans)", "1981-01-01", "both"),
  NJ: u(16, null, 30, 50000, "N.J.S.A. 31:1-1; N.J.S.A. 2C:21-19(a)", "1981-01-01"),
  NM: u(null, null, null, null, "NMSA § 56-8-11.1", "1981-01-01"),
  NY: u(
    16,
    null,
    25,
    250000,
    "N.Y. Gen. Oblig. Law § 5-501; N.Y. Banking Law § 14-a; N.Y. Penal Law § 190.40",
    "1980-01-01",
  ),
  NC: u(8, 8, null, 25000, "N.C. Gen. Stat. § 24-1.1", "1981-01-01"),
  ND: u(
    9.5,
    null,
    null,
    null,
    "N.D. Cent. Code § 47-14-09 (5.5% above the six-month Treasury bill rate, at least 7%)",
    "1981-07-01",
    "both",
  ),
  OH: u(8, null, 25, 100000, "Ohio Rev. Code §§ 1343.01, 2905.21", "1981-01-01"),
  OK: u(10, 10, null, null, "15 Okla. Stat. § 266", "1981-01-01", "both"),
  OR: u(12, 12, null, 50000, "ORS 82.010", "1981-01-01"),
  PA: u(6, null, 25, 50000, "41 P.S. § 201; 18 Pa.C.S. § 911(h)(1)(iv)", "1974-01-30"),
  RI: u(21, 21, 21, null, "R.I. Gen. Laws § 6-26-2", "1981-01-01"),
  SC: u(null, null, null, null, "S.C. Code § 34-31-30", "1982-01-01", "both"),
  SD: u(null, null, null, null, "SDCL 54-3-1.1", "1980-01-01"),
  TN: u(10, 10, null, null, "Tenn. Code §§ 47-14-103, 47-14-105", "1983-01-01", "both"),
  TX: u(18, 18, null, null, "Tex. Fin. Code §§ 302.001, 303.009", "1997-09-01"),
  UT: u(null, null, null, null, "Utah Code § 15-1-1", "1981-05-12"),
  VT: u(12, 12, null, null, "9 V.S.A. § 41a", "1981-07-01"),
  VA: u(12, null, null, null, "Va. Code §§ 6.2-303, 6.2-317", "2010-10-01"),
  WA: u(12, null, null, null, "RCW 19.52.020, 19.52.080", "1981-01-01"),
  WV: u(8, 8, null, null, "W. Va. Code § 47-6-5", "1981-01-01"),
  WI: u(12, null, null, 150000, "Wis. Stat. § 138.05", "1981-01-01", "both"),
  WY: u(
    null,
    null,
    null,
    null,
    "Wyo. Stat. § 40-14-348 (no general cap outside consumer credit)",
    "1971-01-01",
    "both",
  ),
};
