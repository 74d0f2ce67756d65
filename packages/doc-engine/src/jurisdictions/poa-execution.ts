import type { Dated, PoaRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<PoaRule> & { sourcing: Sourcing };

/** witnesses, notary (acknowledgment), statutory form (UPOAA adopters and states with a short form). */
function p(
  witnesses: number,
  notary: boolean,
  statutoryForm: boolean,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { witnesses, notary, statutoryForm, citation, effectiveDate, sourcing };
}

// Where a state accepts either a notary or witnesses, we require the notary: an acknowledged power of
// attorney is what banks and land registries accept, so it is the conservative choice.
export const POA_RULES: Record<StateCode, Entry> = {
  AL: p(0, true, true, "Ala. Code § 26-1A-105 (Uniform Power of Attorney Act)", "2012-01-01"),
  AK: p(0, true, true, "Alaska Stat. § 13.26.600 et seq.", "2016-07-01", "both"),
  AZ: p(1, true, false, "A.R.S. § 14-5506", "2009-09-30"),
  AR: p(0, true, true, "Ark. Code § 28-68-105 (Uniform Power of Attorney Act)", "2021-07-28"),
  CA: p(0, true, true, "Cal. Prob. Code § 4121; statutory form § 4401", "1995-01-01", "ok"),
  CO: p(0, true, true, "C.R.S. § 15-14-705 (Uniform Power of Attorney Act)", "2010-01-01"),
  CT: p(2, true, true, "Conn. Gen. Stat. § 1-350d (Uniform Power of Attorney Act)", "2016-10-01"),
  DE: p(1, true, false, "12 Del. C. § 49A-105", "2010-06-30"),
  DC: p(0, true, true, "D.C. Code § 21-2601.05 (Uniform Power of Attorney Act)", "2015-01-01"),
  FL: p(2, true, false, "Fla. Stat. § 709.2105", "2011-10-01", "ok"),
  GA: p(1, true, true, "O.C.G.A. § 10-6B-5 (Uniform Power of Attorney Act)", "2017-07-01", "ok"),
  HI: p(0, true, true, "Haw. Rev. Stat. § 551E-5 (Uniform Power of Attorney Act)", "2014-07-01"),
  ID: p(0, true, true, "Idaho Code § 15-12-105 (Uniform Power of Attorney Act)", "2008-07-01"),
  IL: p(1, true, true, "755 ILCS 45/3-3 (statutory short form)", "2011-07-01"),
  IN: p(0, true, true, "Ind. Code § 30-5-4-1", "1991-07-01"),
  IA: p(0, true, true, "Iowa Code § 633B.105 (Uniform Power of Attorney Act)", "2014-07-01"),
  KS: p(0, true, false, "K.S.A. 58-652", "1995-01-01", "both"),
  KY: p(0, true, true, "KRS 457.050 (Uniform Power of Attorney Act)", "2018-07-14"),
  LA: p(2, true, false, "La. Civ. Code art. 2993", "1998-01-01", "both"),
  ME: p(0, true, true, "18-C M.R.S. § 5-905 (Uniform Power of Attorney Act)", "2019-09-01", "ok"),
  MD: p(2, true, true, "Md. Code, Est. & Trusts § 17-110 (Uniform Power of Attorney Act)", "2010-10-01", "ok"),
  MA: p(0, true, false, "Mass. Gen. Laws ch. 190B, § 5-501", "2009-07-01", "both"),
  MI: {
    ...p(0, true, true, "MCL 556.205 (Uniform Power of Attorney Act)", "2024-07-01", "ok"),
    history: [
      { witnesses: 2, notary: false, statutoryForm: false, citation: "MCL 700.5501(2)", effectiveDate: "2012-10-01" },
    ],
  },
  MN: p(0, true, true, "Minn. Stat. § 523.23 (statutory short form)", "1984-08-01"),
  MS: p(0, true, false, "Miss. Code § 87-3-105", "1994-07-01", "both"),
  MO: p(0, true, false, "Mo. Rev. Stat. § 404.705", "1989-08-28"),
  MT: p(0, true, true, "Mont. Code § 72-31-305 (Uniform Power of Attorney Act)", "2011-10-01"),
  NE: p(0, true, true, "Neb. Rev. Stat. § 30-4005 (Uniform Power of Attorney Act)", "2013-01-01"),
  NV: p(0, true, true, "NRS 162A.220 (Uniform Power of Attorney Act)", "2009-10-01"),
  NH: p(0, true, true, "RSA 564-E:105 (Uniform Power of Attorney Act)", "2018-01-01", "ok"),
  NJ: p(0, true, false, "N.J.S.A. 46:2B-8.9", "2001-01-01", "both"),
  NM: p(0, true, true, "NMSA § 46B-1-105 (Uniform Power of Attorney Act)", "2007-07-01"),
  NY: p(2, true, true, "N.Y. Gen. Oblig. Law § 5-1501B; statutory short form § 5-1513", "2021-06-13", "ok"),
  NC: p(0, true, true, "N.C. Gen. Stat. § 32C-1-105 (Uniform Power of Attorney Act)", "2018-01-01", "ok"),
  ND: p(0, true, false, "N.D. Cent. Code § 30.1-30-01", "1985-07-01", "both"),
  OH: p(0, true, true, "Ohio Rev. Code § 1337.25 (Uniform Power of Attorney Act)", "2012-03-22"),
  OK: p(0, true, true, "58 Okla. Stat. § 1071 et seq.", "1988-11-01", "both"),
  OR: p(0, true, false, "ORS 127.005", "1981-01-01", "both"),
  PA: p(2, true, false, "20 Pa.C.S. § 5601(b)(3)", "2015-01-01"),
  RI: p(0, true, true, "R.I. Gen. Laws § 34-22-6.1", "1987-07-01", "both"),
  SC: p(2, true, false, "S.C. Code § 62-8-105 (Uniform Power of Attorney Act)", "2017-01-01"),
  SD: p(0, true, false, "SDCL 59-7-2.1", "1993-07-01", "both"),
  TN: p(0, true, false, "Tenn. Code § 34-6-102", "1989-01-01", "both"),
  TX: p(0, true, true, "Tex. Est. Code § 751.0021; statutory form § 752.051", "2017-09-01", "ok"),
  UT: p(0, true, true, "Utah Code § 75-9-105 (Uniform Power of Attorney Act)", "2016-05-10"),
  VT: p(1, true, false, "14 V.S.A. § 3503", "2012-07-01", "both"),
  VA: p(0, true, true, "Va. Code § 64.2-1603 (Uniform Power of Attorney Act)", "2012-10-01", "ok"),
  WA: p(0, true, true, "RCW 11.125.050 (Uniform Power of Attorney Act)", "2017-01-01", "ok"),
  WV: p(0, true, true, "W. Va. Code § 39B-1-105 (Uniform Power of Attorney Act)", "2012-06-08"),
  WI: p(0, true, true, "Wis. Stat. § 244.05 (Uniform Power of Attorney Act)", "2010-09-01"),
  WY: p(0, true, true, "Wyo. Stat. § 3-9-105 (Uniform Power of Attorney Act)", "2016-07-01"),
};
