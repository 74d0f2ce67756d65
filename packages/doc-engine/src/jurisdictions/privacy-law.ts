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
    source: {
      url: "https://privacy.gtlaw.com/effective-and-operative-dates/",
      read: "2026-11-26",
      quote: "Except as provided in subdivision (b), this act shall become operative January 1, 2023",
    },
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
  // The summary of SB 21-190 on the General Assembly's page (its thresholds); 2023-07-01 not shown there.
  CO: {
    ...l("Colorado Privacy Act", "CPA", "C.R.S. § 6-1-1301 et seq.", "2023-07-01", "date"),
    source: {
      url: "https://leg.colorado.gov/bills/sb21-190",
      read: "2026-11-27",
      quote: "Control or process personal data of at least 100,000 consumers per calendar year",
    },
  },
  // The Attorney General's press releases (an agency's page, not the statute): the Act "took effect on July 1,
  // 2023" (2024 release). The date not read in the General Statutes: unverified.
  CT: {
    ...l("Connecticut Data Privacy Act", "CTDPA", "Conn. Gen. Stat. § 42-515 et seq.", "2023-07-01", "date"),
    source: {
      url: "https://portal.ct.gov/ag/press-releases/2023-press-releases/ag-tong-advises-connecticut-consumers-of-upcoming-rights-under-the-connecticut-data-privacy-act",
      read: "2026-11-27",
      quote:
        "The Connecticut Data Privacy Act gives consumers powerful new baseline rights, including the right to access, correct, and delete personal data stored and collected by businesses, and the right to opt-out of the sale of personal data and targeted advertising.",
    },
  },
  DE: {
    ...l("Delaware Personal Data Privacy Act", "DPDPA", "6 Del. C. § 12D-101 et seq.", "2025-01-01"),
    source: {
      url: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page176.html",
      read: "2026-11-26",
      quote: 'This chapter shall be known and may be cited as the "Delaware Personal Data Privacy Act."',
    },
  },
  DC: null,
  FL: null,
  GA: null,
  HI: null,
  ID: null,
  IL: null,
  IN: {
    ...l("Indiana Consumer Data Protection Act", "ICDPA", "Ind. Code § 24-15-1-1 et seq.", "2026-01-01"),
    source: {
      url: "https://codes.findlaw.com/in/title-24-trade-regulation/in-code-sect-24-15-1-1/",
      read: "2026-11-26",
      quote:
        "Sec. 1. (a) This article applies to a person that conducts business in Indiana or produces products or services that are targeted to residents of Indiana",
    },
  },
  IA: {
    ...l("Iowa Consumer Data Protection Act", "ICDPA", "Iowa Code ch. 715D", "2025-01-01"),
    source: {
      url: "https://law.counselstack.com/statute/ia/715D.1",
      read: "2026-11-26",
      quote: "Ch. 715DCONSUMER DATA PROTECTIONS ... As used in this chapter, unless the context otherwise requires:",
    },
  },
  KS: null,
  // The Legislature's record of 2024 HB 15 (Acts Ch. 72), enacted version: the name and "EFFECTIVE January 1,
  // 2026", verified. It does not number the new KRS sections (367.3611 read in a copy).
  // The Act's name and date are on the Legislature's record of HB 15; its KRS numbers were read only in a copy.
  KY: {
    ...l("Kentucky Consumer Data Protection Act", "KCDPA", "KRS 367.3611 et seq.", "2026-01-01", "figure"),
    source: {
      url: "https://apps.legislature.ky.gov/record/24rs/hb15.html",
      read: "2026-11-27",
      quote:
        "provides that the Act may be cited as the Kentucky Consumer Data Protection Act. EFFECTIVE January 1, 2026.",
    },
  },
  LA: null,
  ME: null,
  // Codified as Subtitle 47 (the bill numbered it 46): read in a copy headed "[Effective 10/1/2025]".
  MD: {
    ...l("Maryland Online Data Privacy Act", "MODPA", "Md. Code, Com. Law § 14-4701 et seq.", "2025-10-01", "date"),
    source: {
      url: "https://lexace.ai/us/statute/maryland/CL-14-4701",
      read: "2026-11-26",
      quote: "(a) In this subtitle the following words have the meanings indicated.",
    },
  },
  MA: null,
  MI: null,
  MN: {
    ...l("Minnesota Consumer Data Privacy Act", "MCDPA", "Minn. Stat. § 325M.10 et seq.", "2025-07-31"),
    source: {
      url: "https://revisor.mn.gov/statutes/cite/325M.14",
      read: "2026-11-26",
      quote:
        "(a) Except as provided in sections 325M.10 to 325M.21, a controller must comply with a request to exercise the consumer rights provided in this subdivision.",
    },
  },
  MS: null,
  MO: null,
  MT: {
    ...l("Montana Consumer Data Privacy Act", "MCDPA", "Mont. Code § 30-14-2801 et seq.", "2024-10-01"),
    source: {
      url: "https://cliclaw.com/node/9139",
      read: "2026-11-26",
      quote:
        '30-14-2801. (Effective October 1, 2024) Short title. This part may be cited as the "Consumer Data Privacy Act".',
    },
  },
  NE: {
    ...l("Nebraska Data Privacy Act", "NDPA", "Neb. Rev. Stat. § 87-1101 et seq.", "2025-01-01"),
    source: {
      url: "https://self-law.org/code/ne/chapter-87/87-1103",
      read: "2026-11-26",
      quote: "(1)The Data Privacy Act applies only to a person that:",
    },
  },
  NV: null,
  // The Department of Justice's Data Privacy Unit page (an agency's page, not the statute): RSA 507-H, "effective
  // as of January 1, 2025". It names the law the "New Hampshire Data Privacy Act" ("NHDPA"), not "New Hampshire
  // Privacy Act" ("NHPA") as before; an agency page, not the statute's, so unverified.
  NH: {
    ...l("New Hampshire Data Privacy Act", "NHDPA", "RSA 507-H", "2025-01-01", "date"),
    source: {
      url: "https://www.doj.nh.gov/data-privacy-enforcement",
      read: "2026-11-27",
      quote:
        "The New Hampshire Data Privacy Act (“NHDPA”), RSA 507-H, creates consumer rights with respect to personal data and imposes certain responsibilities on businesses.",
    },
  },
  NJ: {
    ...l("New Jersey Data Privacy Act", "NJDPA", "N.J.S.A. 56:8-166.4 et seq.", "2025-01-15"),
    source: {
      url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/new-jersey-statutes/title-56-trade-names-trade-marks-and-unfair-trade-practices/chapter-568/section-568-1664-effective-1152025-definitions",
      read: "2026-11-26",
      quote:
        "Section 56:8-166.4 - [Effective 1/15/2025] Definitions As used in P.L. 2023, c. 266 (C.56:8-166.4 et seq.):",
    },
  },
  NM: null,
  NY: null,
  NC: null,
  ND: null,
  OH: null,
  OK: null,
  OR: {
    ...l("Oregon Consumer Privacy Act", "OCPA", "ORS 646A.570 et seq.", "2024-07-01"),
    source: {
      url: "https://oregon.public.law/statutes/ors_646a.572",
      read: "2026-11-26",
      quote:
        "ORS 646A.570 (Definitions) to 646A.589 (Investigative demand by Attorney General) apply to any person that conducts business in this state",
    },
  },
  PA: null,
  RI: {
    ...l(
      "Rhode Island Data Transparency and Privacy Protection Act",
      "RIDTPPA",
      "R.I. Gen. Laws § 6-48.1-1 et seq.",
      "2026-01-01",
    ),
    source: {
      url: "http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-4.htm",
      read: "2026-11-26",
      quote: "Chapter 48.1 Rhode Island Data Transparency and Privacy Protection Act [Effective January 1, 2026.]",
    },
  },
  SC: null,
  SD: null,
  TN: {
    ...l("Tennessee Information Protection Act", "TIPA", "Tenn. Code § 47-18-3301 et seq.", "2025-07-01"),
    source: {
      url: "https://cliclaw.com/library/us-state-laws/privacy/tennessee-information-protection-act-%E2%80%9Ctipa%E2%80%9D-tenn-code-ann-%C2%A7-47-18-3301",
      read: "2026-11-26",
      quote: "Part 33 -Tennessee Information Protection Act [Effective on July 1, 2025.]",
    },
  },
  TX: {
    ...l("Texas Data Privacy and Security Act", "TDPSA", "Tex. Bus. & Com. Code § 541.001 et seq.", "2024-07-01"),
    source: {
      url: "https://app.legiplex.com/tx/legislature/2023/88-0/bills/hb4/draft-608460",
      read: "2026-11-26",
      quote: "SECTION 1. This Act may be cited as the Texas Data Privacy and Security Act.",
    },
  },
  // 2022 S.B. 227 (2nd substitute) on the Legislature's site, a bill with "a special effective date" it does not
  // state in the part read; 2023-12-31 read only in copies: unverified.
  UT: {
    ...l("Utah Consumer Privacy Act", "UCPA", "Utah Code § 13-61-101 et seq.", "2023-12-31", "date"),
    source: {
      url: "https://le.utah.gov/~2022/bills/sbillamd/SB0227S02.htm",
      read: "2026-11-27",
      quote: "This bill enacts the Utah Consumer Privacy Act.",
    },
  },
  VT: null,
  VA: {
    ...l("Virginia Consumer Data Protection Act", "VCDPA", "Va. Code § 59.1-575 et seq.", "2023-01-01"),
    source: {
      url: "https://law.lis.virginia.gov/vacode/title59.1/chapter53/section59.1-578/",
      read: "2026-11-26",
      quote: "Chapter 53. Consumer Data Protection Act",
    },
  },
  WA: null,
  WV: null,
  WI: null,
  WY: null,
};
