import type { Dated, LateFeeRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<LateFeeRule> & { sourcing: Sourcing };

/**
 * percent: cap as a percentage of the monthly rent; flat: cap in dollars; both: the `combine` of the two.
 * flatByRent: [rent at or below, cap] tiers before `flat` (Iowa). graceDays: days after the due date before
 * any late fee may be charged. All null: no statute caps a residential late fee (reasonableness only).
 */
function f(
  cap: Partial<Pick<LateFeeRule, "percent" | "flat" | "combine" | "flatByRent">>,
  graceDays: number | null,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return {
    percent: cap.percent ?? null,
    flat: cap.flat ?? null,
    combine: cap.combine ?? "lesser",
    ...(cap.flatByRent ? { flatByRent: cap.flatByRent } : {}),
    graceDays,
    citation,
    effectiveDate,
    sourcing,
  };
}

/** No statute: the fee must be a reasonable estimate of the landlord's costs (liquidated damages). */
const none = (state: string, date = "1980-01-01"): Entry =>
  f({}, null, `${state} has no statute capping residential late fees (general liquidated-damages law)`, date, "both");

export const LATE_FEE_RULES: Record<StateCode, Entry> = {
  AL: none("Alabama"),
  AK: none("Alaska"),
  AZ: none("Arizona"),
  AR: none("Arkansas"),
  CA: {
    ...f({}, null, "Cal. Civ. Code § 1671(d); Orozco v. Casimiro, 121 Cal. App. 4th Supp. 7 (2004)", "2004-07-29"),
    source: {
      url: "https://californialitigation.blogspot.com/2014/02/late-charges-in-california-residential.html",
      read: "2026-11-26",
      quote:
        "a provision in a contract liquidating damages for the breach of the contract is void except that the parties to such a contract may agree therein upon an amount",
    },
  },
  CO: f({ percent: 5, flat: 50, combine: "greater" }, 7, "C.R.S. § 38-12-105", "2021-10-01"),
  CT: {
    ...f({ percent: 5, flat: 50, combine: "lesser" }, 9, "Conn. Gen. Stat. § 47a-15a", "2023-10-01", "both"),
    source: {
      url: "https://casetext.com/statute/general-statutes-of-connecticut/title-47a-landlord-and-tenant/chapter-830-rights-and-responsibilities-of-landlord-and-tenant/section-47a-15a-nonpayment-of-rent-by-tenant-landlords-remedy",
      read: "2026-11-26",
      quote:
        "late charge may not exceed the lesser of (1) five dollars per day, up to a maximum of fifty dollars, or (2) five per cent of the delinquent rent payment",
    },
  },
  DE: {
    ...f({ percent: 5 }, 5, "25 Del. C. § 5501(d)", "1995-01-01"),
    source: {
      url: "https://print.casetext.com/statute/delaware-code/title-25-property/part-iii-residential-landlord-tenant-code/chapter-55-tenant-obligations-and-landlord-remedies/section-5501-tenant-obligations-rent",
      read: "2026-11-26",
      quote: "such late charge shall not exceed 5 percent of the monthly rent",
    },
  },
  // Added by D.C. Law 21-172 (the official page); its date, eff="2016-12-08", is the DC Council's own codified
  // XML (DCCouncil/law-xml-codified), the official code's source.
  DC: {
    ...f({ percent: 5 }, 5, "D.C. Code § 42-3505.31", "2016-12-08", "ok"),
    source: {
      url: "https://preview.code.dccouncil.gov/us/dc/council/laws/21-172",
      read: "2026-11-27",
      quote: "a housing provider may charge a late fee of no more than 5% of the full amount of rent due by a tenant.",
    },
  },
  FL: none("Florida"),
  GA: none("Georgia"),
  // § 521-21(f) sets no grace period (read in a copy): the 5 days the table held had no source.
  HI: {
    ...f({ percent: 8 }, null, "Haw. Rev. Stat. § 521-21(f)", "1990-01-01", "both"),
    source: {
      url: "https://instalawyer.io/laws/hawaii-revised-statutes/521-21-rent",
      read: "2026-11-26",
      quote: "the late charge shall not exceed eight per cent of the amount of rent due",
    },
  },
  ID: none("Idaho"),
  IL: none("Illinois"),
  IN: none("Indiana"),
  // Read in Senate File 463 (2019, as introduced) on the legislature's site, which reprints § 562A.9(4): rent over
  // $700, $20 a day or $100 a month; $700 or less, $12 a day or $60 a month (the daily caps are not modelled). The
  // bill is not the Code, and the date was not read.
  // "$12 per day or a total amount of $60 per month" where the rent is $700 or less, $20 and $100 above: the fee
  // accrues by the day (the Code 2019 text, reprinted in 2019's SF 463 on the legislature's site).
  IA: {
    ...f({ flat: 100, flatByRent: [[700, 60]] }, null, "Iowa Code § 562A.9(4)", "2013-07-01"),
    perDay: 20,
    perDayByRent: [[700, 12]],
    source: {
      url: "https://www.legis.iowa.gov/publications/search/document?fq=id:1039457",
      read: "2026-11-27",
      quote: "exceeds twenty dollars per day or a total amount of one hundred",
    },
  },
  KS: none("Kansas"),
  KY: none("Kentucky"),
  LA: none("Louisiana"),
  ME: {
    ...f({ percent: 4 }, 15, "14 M.R.S. § 6028", "1988-01-01"),
    source: {
      url: "https://legalfix.com/statutes/state-codes/maine/title-14/part-7/chapter-710/section-6028",
      read: "2026-11-26",
      quote:
        "A landlord may not assess a penalty for the late payment of rent which exceeds 4% of the amount due for one month.",
    },
  },
  // § 8-208(d)(3) on the General Assembly's page (read for the lease disclosures of § 8-208(c)); the date was not read.
  // A 2025 bill (HB 273) would make it 5% of the "UNPAID" rent: whether enacted not known.
  MD: {
    ...f({ percent: 5 }, null, "Md. Code, Real Prop. § 8-208(d)(3)", "1990-01-01"),
    source: {
      url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-208",
      read: "2026-11-27",
      quote: "in excess of 5% of the amount of rent due for the rental period",
    },
  },
  MA: f({}, 30, "Mass. Gen. Laws ch. 186, § 15B(1)(c)", "1978-01-01"),
  MI: none("Michigan"),
  MN: f({ percent: 8 }, null, "Minn. Stat. § 504B.177", "2021-08-01"),
  MS: none("Mississippi"),
  MO: none("Missouri"),
  MT: none("Montana"),
  NE: none("Nebraska"),
  // The 5% cap came in 2019 (AB 308) and a 2021 act added three calendar days before any late fee: years from the
  // acts' digests and copies of the section, the days they took effect not read.
  NV: {
    ...f({ percent: 5 }, 3, "NRS 118A.210(4)", "2021-01-01", "both"),
    source: {
      url: "https://nevada.public.law/statutes/nrs_118a.210",
      read: "2026-11-26",
      quote: "Such a late fee must not exceed 5 percent of the amount of the periodic rent",
    },
    history: [
      {
        percent: 5,
        flat: null,
        combine: "lesser",
        graceDays: null,
        citation: "NRS 118A.210(4)",
        effectiveDate: "2019-01-01",
      },
    ],
  },
  NH: none("New Hampshire"),
  NJ: none("New Jersey"),
  // A 2025 amendment is reported to have cut the cap to five per cent from June 20, 2025 (one summary quoting the
  // amended text; no official page read, and other summaries still say ten). Five per cent is lawful under either
  // text, so it applies from that date, unverified; the ten per cent was read in a 2023 bill on the legislature's site.
  NM: {
    ...f({ percent: 5 }, null, "NMSA § 47-8-15(D) (as amended 2025)", "2025-06-20", "both"),
    source: {
      url: "https://cityrulelookup.com/rental-property/late-fees/albuquerque-nm",
      read: "2026-11-27",
      quote:
        "a late fee in an amount not to exceed five percent of the rent for each rental period that the resident is in default",
    },
    history: [
      {
        percent: 10,
        flat: null,
        combine: "lesser",
        graceDays: null,
        citation: "NMSA § 47-8-15(D)",
        effectiveDate: "1995-07-01",
        verified: false,
        source: {
          url: "https://nmlegis.gov/Sessions/23%20Regular/bills/senate/SB0375.HTML",
          read: "2026-11-26",
          quote:
            "a late fee in an amount not to exceed ten percent of the total rent payment for each rental period that the resident is in default",
        },
      },
    ],
  },
  NY: {
    source: {
      url: "https://legalservicesli.org/?p=1414",
      read: "2026-11-26",
      quote:
        "unless the payment of rent has not been made within five days of the date it was due, and such payment, fee, or charge shall not exceed fifty dollars or 5 percent",
    },
    ...f({ percent: 5, flat: 50, combine: "lesser" }, 5, "N.Y. Real Prop. Law § 238-a(2)", "2019-06-14", "ok"),
    history: [
      {
        percent: null,
        flat: null,
        combine: "lesser",
        graceDays: null,
        citation: "New York had no statute capping residential late fees before the HSTPA of 2019",
        effectiveDate: "1965-01-01",
      },
    ],
  },
  NC: {
    ...f({ percent: 5, flat: 15, combine: "greater" }, 5, "N.C. Gen. Stat. § 42-46", "2009-10-01", "ok"),
    source: {
      url: "http://www.ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_42/GS_42-46.html",
      read: "2026-11-26",
      quote:
        "a landlord may charge a late fee not to exceed fifteen dollars ($15.00) or five percent (5%) of the monthly rent, whichever is greater",
    },
  },
  ND: none("North Dakota"),
  OH: none("Ohio"),
  OK: none("Oklahoma"),
  OR: f({ percent: 5 }, 4, "ORS 90.260", "2010-01-01", "both"),
  PA: none("Pennsylvania"),
  RI: none("Rhode Island"),
  SC: none("South Carolina"),
  SD: none("South Dakota"),
  TN: {
    ...f({ percent: 10 }, 5, "Tenn. Code § 66-28-201(d)", "1990-01-01"),
    source: {
      url: "http://statutes.laws-info.com/tennessee/title-66/chapter-28/part-2/66-28-201",
      read: "2026-11-26",
      quote:
        "which is charged by the landlord for the late payment of rent shall not exceed ten percent (10%) of the amount of rent past due",
    },
  },
  // SB 1414 (2019): 12% of the rent for a building of four units or fewer, 10% for a larger one. The lease does not
  // ask how many units the building has, so the figure lawful in every building is used. Read in the enrolled
  // bill's text on the legislature's site; the day it took effect was not read there.
  TX: {
    ...f(
      { percent: 10 },
      2,
      "Tex. Prop. Code § 92.019(a)(3) (10% of the rent; 12% for a building of four units or fewer)",
      "2019-09-01",
    ),
    source: {
      url: "https://www.legis.state.tx.us/tlodocs/86R/billtext/html/SB01414F.HTM",
      read: "2026-11-27",
      quote:
        "(B) 10 percent of the amount of rent for the rental period under the lease for a dwelling located in a structure that contains more than four dwelling units",
    },
  },
  UT: none("Utah"),
  VT: none("Vermont"),
  VA: f({ percent: 10 }, 5, "Va. Code § 55.1-1204(E)", "2019-10-01"),
  // ESHB 2535 (2020 session, approved March 27, 2020), the session law on the legislature's site, added the five
  // days to a section last amended in 1973. It was still before the Senate in March 2020, so not in force on
  // 2020-01-01: an act without an emergency clause takes effect 90 days after the session ends (March 12, 2020,
  // read in a copy): 2020-01-01 → 2020-06-11, inferred, unverified.
  // The act numbers the rule subsection (2); the current RCW's (4) was not checked, nor that no statute caps the fee.
  WA: {
    ...f({}, 5, "RCW 59.18.170(4)", "2020-06-11", "both"),
    source: {
      url: "https://lawfilesext.leg.wa.gov/biennium/2019-20/Htm/Bills/Session%20Laws/House/2535-S.SL.htm",
      read: "2026-11-27",
      quote:
        "The landlord may not charge a late fee for rent that is paid within five days following its due date. If rent is more than five days past due, the landlord may charge late fees commencing from the first day after the due date until paid.",
    },
  },
  WV: none("West Virginia"),
  WI: none("Wisconsin"),
  WY: none("Wyoming"),
};
