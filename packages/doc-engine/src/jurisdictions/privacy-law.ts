import type { Dated, PrivacyLawRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Law = Dated<PrivacyLawRule> & { sourcing: Sourcing };
type Entry = Law | null;

function l(name: string, shortName: string, citation: string, effectiveDate: string, sourcing: Sourcing = "ok"): Law {
  return { name, shortName, citation, effectiveDate, sourcing };
}

// Comprehensive consumer privacy statutes only; sectoral laws (biometrics, health data) are out of scope.
// Florida's Digital Bill of Rights applies only to businesses with over $1 billion in revenue, so it is
// left out as it would mislead the small businesses that use this generator.
export const PRIVACY_LAWS: Record<StateCode, Entry> = {
  AL: null,
  AK: null,
  AZ: null,
  AR: null,
  CA: {
    ...l(
      "California Consumer Privacy Act, as amended by the California Privacy Rights Act",
      "CCPA/CPRA",
      "Cal. Civ. Code § 1798.100 et seq.",
      "2023-01-01",
    ),
    history: [
      {
        name: "California Consumer Privacy Act",
        shortName: "CCPA",
        citation: "Cal. Civ. Code § 1798.100 et seq.",
        effectiveDate: "2020-01-01",
      },
    ],
  },
  CO: l("Colorado Privacy Act", "CPA", "C.R.S. § 6-1-1301 et seq.", "2023-07-01"),
  CT: l("Connecticut Data Privacy Act", "CTDPA", "Conn. Gen. Stat. § 42-515 et seq.", "2023-07-01"),
  DE: l("Delaware Personal Data Privacy Act", "DPDPA", "6 Del. C. § 12D-101 et seq.", "2025-01-01"),
  DC: null,
  FL: null,
  GA: null,
  HI: null,
  ID: null,
  IL: null,
  IN: l("Indiana Consumer Data Protection Act", "ICDPA", "Ind. Code § 24-15-1-1 et seq.", "2026-01-01"),
  IA: l("Iowa Consumer Data Protection Act", "ICDPA", "Iowa Code ch. 715D", "2025-01-01"),
  KS: null,
  KY: l("Kentucky Consumer Data Protection Act", "KCDPA", "KRS 367.3611 et seq.", "2026-01-01"),
  LA: null,
  ME: null,
  MD: l("Maryland Online Data Privacy Act", "MODPA", "Md. Code, Com. Law § 14-4601 et seq.", "2025-10-01"),
  MA: null,
  MI: null,
  MN: l("Minnesota Consumer Data Privacy Act", "MCDPA", "Minn. Stat. § 325M.10 et seq.", "2025-07-31"),
  MS: null,
  MO: null,
  MT: l("Montana Consumer Data Privacy Act", "MCDPA", "Mont. Code § 30-14-2801 et seq.", "2024-10-01"),
  NE: l("Nebraska Data Privacy Act", "NDPA", "Neb. Rev. Stat. § 87-1101 et seq.", "2025-01-01"),
  NV: null,
  NH: l("New Hampshire Privacy Act", "NHPA", "RSA 507-H", "2025-01-01"),
  NJ: l("New Jersey Data Privacy Act", "NJDPA", "N.J.S.A. 56:8-166.4 et seq.", "2025-01-15"),
  NM: null,
  NY: null,
  NC: null,
  ND: null,
  OH: null,
  OK: null,
  OR: l("Oregon Consumer Privacy Act", "OCPA", "ORS 646A.570 et seq.", "2024-07-01"),
  PA: null,
  RI: l(
    "Rhode Island Data Transparency and Privacy Protection Act",
    "RIDTPPA",
    "R.I. Gen. Laws § 6-48.1-1 et seq.",
    "2026-01-01",
  ),
  SC: null,
  SD: null,
  TN: l("Tennessee Information Protection Act", "TIPA", "Tenn. Code § 47-18-3301 et seq.", "2025-07-01"),
  TX: l("Texas Data Privacy and Security Act", "TDPSA", "Tex. Bus. & Com. Code § 541.001 et seq.", "2024-07-01"),
  UT: l("Utah Consumer Privacy Act", "UCPA", "Utah Code § 13-61-101 et seq.", "2023-12-31"),
  VT: null,
  VA: l("Virginia Consumer Data Protection Act", "VCDPA", "Va. Code § 59.1-575 et seq.", "2023-01-01"),
  WA: null,
  WV: null,
  WI: null,
  WY: null,
};
