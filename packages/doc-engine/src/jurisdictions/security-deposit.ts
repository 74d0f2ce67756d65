import type { Dated, DepositRule } from "./types";
import type { Sourcing, StateCode } from "./states";

type Entry = Dated<DepositRule> & { sourcing: Sourcing };

/** maxMonths of rent (null = no statutory cap), returnDays after the tenancy ends. */
function d(
  maxMonths: number | null,
  returnDays: number | null,
  citation: string,
  effectiveDate: string,
  sourcing: Sourcing = "date",
): Entry {
  return { maxMonths, returnDays, citation, effectiveDate, sourcing };
}

/** Where the statute's text was read (2026-11-26) and the words that carry the entry's figures. */
const read = (url: string, quote: string) => ({ source: { url, read: "2026-11-26", quote } });

// Caps are those for a new, unfurnished, fixed-term residential lease (the document we generate). Where a
// state has two deadlines (no deductions / itemised deductions) the shorter one is used: a landlord who
// meets it meets both.
export const DEPOSIT_RULES: Record<StateCode, Entry> = {
  AL: {
    ...d(1, 60, "Ala. Code § 35-9A-201", "2007-01-01"),
    source: {
      url: "https://law.onecle.com/alabama/title-35/35-9A-201.html",
      read: "2026-11-26",
      quote:
        "A landlord may not demand or receive money as security, in an amount in excess of one month's periodic rent",
    },
  },
  AK: {
    ...d(2, 14, "Alaska Stat. § 34.03.070", "1974-01-01"),
    source: {
      url: "https://touchngo.com/lglcntr/akstats/2007Statutes/Title34/Chapter03/Section070.htm",
      read: "2026-11-26",
      quote:
        "in an amount or value in excess of two months' periodic rent. This section does not apply to rental units where the rent exceeds $2,000 a month.",
    },
  },
  // The Legislature's page for HB 2263 (2018, as introduced) reprints § 33-1321 as it stood: one and one-half
  // month's rent (a law firm's copy → that page). Date not read there; a 2018 amendment (HB 2651) only in copies.
  AZ: {
    ...d(1.5, 14, "A.R.S. § 33-1321", "1995-01-01"),
    source: {
      url: "https://www.azleg.gov/legtext/53leg/2r/bills/hb2263p.htm",
      read: "2026-11-27",
      quote:
        "This subsection does not prohibit a tenant from voluntarily paying more than one and one‑half month's rent in advance.",
    },
  },
  AR: d(2, 60, "Ark. Code §§ 18-16-304, 18-16-305", "1979-01-01"),
  CA: {
    ...d(1, 21, "Cal. Civ. Code § 1950.5(c) (as amended by AB 12)", "2024-07-01", "ok"),
    smallLandlordMonths: 2,
    // The section's words, in a copy of the code (the official page was not reached from here).
    source: {
      url: "https://lexace.ai/us/statute/california/civ-1950.5",
      read: "2026-11-26",
      quote:
        "a landlord shall not demand or receive security, however denominated, in an amount or value in excess of an amount equal to one month's rent",
    },
    history: [
      {
        maxMonths: 2,
        furnishedMonths: 3,
        returnDays: 21,
        citation: "Cal. Civ. Code § 1950.5(c)",
        effectiveDate: "1977-01-01",
      },
    ],
  },
  // SB 23-184's page on the General Assembly's site: the act caps deposits at two months' rent, "EFFECTIVE August
  // 7, 2023" (the act's summary; it does not name § 38-12-102.5). The return period is read only in a copy of
  // § 38-12-103 ("within one month after the termination of a lease", so 30 days is the usual reading): not verified.
  CO: {
    ...d(2, 30, "C.R.S. §§ 38-12-102.5, 38-12-103", "2023-08-07", "figure"),
    source: {
      url: "https://leg.colorado.gov/bills/sb23-184",
      read: "2026-11-27",
      quote:
        "The act prohibits a landlord from requiring a tenant to submit a security deposit in an amount that exceeds the amount of 2 monthly rent payments.",
    },
    history: [{ maxMonths: null, returnDays: 30, citation: "C.R.S. § 38-12-103", effectiveDate: "1976-07-01" }],
  },
  // One month for a tenant of 62 or older (secondary sources agree; the statute was not read).
  CT: {
    ...d(2, 21, "Conn. Gen. Stat. § 47a-21", "2023-10-01"),
    olderTenant: { age: 62, months: 1 },
    history: [
      {
        maxMonths: 2,
        returnDays: 30,
        olderTenant: { age: 62, months: 1 },
        citation: "Conn. Gen. Stat. § 47a-21",
        effectiveDate: "1979-10-01",
      },
    ],
  },
  DE: {
    ...d(1, 20, "25 Del. C. § 5514", "1972-01-01"),
    source: {
      url: "http://www.apartmentsusa.com/delaware/dl-rent-tips-securitydeposit.htm",
      read: "2026-11-26",
      quote:
        "No landlord may require a security deposit in excess of 1 month's rent where the rental agreement is for 1 year or more.",
    },
  },
  // § 42-3502.17's history in the Council's codified XML: "July 17, 1985, D.C. Law 6-10" (1985-01-01 → 1985-07-17);
  // its later amendments (OAH jurisdiction, the 2017 wear-and-tear subsection) leave the cap and the 45 days,
  // which are in 14 DCMR §§ 308-309 (not read).
  DC: {
    ...d(1, 45, "D.C. Code § 42-3502.17; 14 DCMR § 308", "1985-07-17"),
    source: {
      url: "https://d1tvxue8o4w0fl.cloudfront.net/regulation/district-of-columbia-administrative-code/title-14-housing/chapter-14-3-landlord-and-tenant/rule-14-308-security-deposits",
      read: "2026-11-26",
      quote:
        "shall not exceed an amount equivalent to the first full month's rent charged that tenant for the dwelling unit",
    },
  },
  FL: {
    ...d(null, 15, "Fla. Stat. § 83.49", "1973-01-01"),
    source: {
      url: "https://mcneallegal.com/get-security-deposit-back-landlord/",
      read: "2026-11-26",
      quote:
        "the landlord shall have 15 days to return the security deposit together with interest if otherwise required, or the landlord shall have 30 days to give the tenant written notice",
    },
  },
  // HB 404 (the Safe at Home Act, 2024) added the two-month cap in § 44-7-30.1: read in the bill's text and
  // summaries, not the enacted code; the 30 days in a copy of § 44-7-34.
  GA: {
    ...d(2, 30, "O.C.G.A. §§ 44-7-30.1, 44-7-34", "2024-07-01", "both"),
    ...read(
      "https://self-law.org/code/ga/title-44-property/article-2-security-deposits/44-7-34",
      "Within 30 days after obtaining possession of the premises",
    ),
    history: [{ maxMonths: null, returnDays: 30, citation: "O.C.G.A. § 44-7-34", effectiveDate: "1976-07-01" }],
  },
  HI: {
    ...d(1, 14, "Haw. Rev. Stat. § 521-44", "1972-01-01"),
    source: {
      url: "https://statutes.laws.com/hawaii/volume-12/title-28/chapter-521/hrs-521-44-htm",
      read: "2026-11-26",
      quote: "in an amount not in excess of a sum equal to one month's rent",
    },
  },
  ID: {
    ...d(null, 21, "Idaho Code § 6-321", "1977-07-01"),
    source: {
      url: "https://tenvale.com/security-deposit-law/idaho",
      read: "2026-11-26",
      quote:
        "Refunds shall be made within twenty-one (21) days if no time is fixed by agreement and, in any event, within thirty (30) days after surrender of the premises.",
    },
  },
  IL: {
    // The current text (every residential lessor; 30 days from vacating or the end of possession, whichever is
    // later) is Public Act 103-0224, law on 2023-06-30 (the bill's status page on ilga.gov); the day it took
    // effect was not read. Before it, the section reached only buildings of 5 or more units.
    ...d(null, 30, "765 ILCS 710/1", "2024-01-01", "date"),
    source: {
      url: "http://ilga.gov/legislation/ilcs/fulltext.asp?DocName=076507100K1",
      read: "2026-11-27",
      quote:
        "within 30 days of the date that the lessee vacated the leased premises or within 30 days of the date the lessee's right of possession ends, whichever is later",
    },
  },
  IN: {
    ...d(null, 45, "Ind. Code § 32-31-3-12", "2002-07-01"),
    source: {
      url: "https://codes.findlaw.com/in/title-32-property/in-code-sect-32-31-3-12.html",
      read: "2026-11-26",
      quote:
        "delivered to the tenant not more than forty-five (45) days after termination of the rental agreement and delivery of possession",
    },
  },
  IA: {
    ...d(2, 30, "Iowa Code § 562A.12", "1979-01-01"),
    source: {
      url: "https://codes.findlaw.com/ia/title-xiv-property-chs-555-594a/ia-code-sect-562a-12/",
      read: "2026-11-26",
      quote:
        "A landlord shall not demand or receive as a security deposit an amount or value in excess of two months' rent.",
    },
  },
  // The official page: one month unfurnished (one and a half furnished, half a month more with pets).
  KS: {
    ...d(1, 30, "K.S.A. 58-2550", "1975-07-01", "ok"),
    ...read(
      "https://www.ksrevisor.org/statutes/chapters/ch58/058_025_0050.html",
      "a security deposit for an unfurnished dwelling unit in an amount or value in excess of one month's periodic rent",
    ),
  },
  KY: d(null, 30, "KRS 383.580", "1984-07-13"),
  LA: {
    // The page's history line ends at "Acts 1985, No. 578": the year of the current text; its day was not read.
    // "Within one month", not 30 days: a February month is shorter.
    ...d(null, 30, "La. R.S. 9:3251", "1985-01-01"),
    returnPeriod: "one month",
    source: {
      url: "https://www.legis.la.gov/Legis/Law.aspx?d=107468",
      read: "2026-11-26",
      quote:
        "shall be returned to the tenant or lessee of residential or dwelling premises within one month after the lease shall terminate",
    },
  },
  ME: d(2, 30, "14 M.R.S. §§ 6032, 6033", "1977-01-01"),
  MD: {
    ...d(1, 45, "Md. Code, Real Prop. § 8-203 (Renters' Rights and Stabilization Act of 2024)", "2024-10-01"),
    history: [{ maxMonths: 2, returnDays: 45, citation: "Md. Code, Real Prop. § 8-203", effectiveDate: "1974-07-01" }],
  },
  // Read on the Trial Court's self-help page (an official court page), not the statute; the date was not read.
  MA: {
    ...d(1, 30, "Mass. Gen. Laws ch. 186, § 15B", "1978-01-01"),
    ...read(
      "http://www.mass.gov/courts/selfhelp/housing/sec-dep-pay.html",
      "A landlord may request a security deposit of no more than one month’s rent. The amount may be less in certain types of subsidized housing.",
    ),
  },
  // The legislature's page for Act 348 of 1972: "History: 1972, Act 348, Eff. Apr. 1, 1973" (1973-01-01 →
  // 1973-04-01); later amendments of §§ 554.602, 554.609 were not looked for. The figures are read only in a copy.
  MI: {
    ...d(1.5, 30, "MCL 554.602, 554.609", "1973-04-01"),
    source: {
      url: "https://thelpa.com/lpa/landlord-tenant-law/mi-security_deposits.html",
      read: "2026-11-26",
      quote:
        "A security deposit shall be required and maintained in accordance with the terms of this act and shall not exceed 1 1/2 months' rent.",
    },
  },
  // Read in the revisor's 2007 edition, not the current one: unverified until the current text is read.
  MN: {
    ...d(null, 21, "Minn. Stat. § 504B.178", "1999-01-01"),
    ...read(
      "https://www.revisor.mn.gov/statutes/?id=504B.178&year=2007",
      "Every landlord shall: (1) within three weeks after termination of the tenancy;",
    ),
  },
  MS: {
    ...d(null, 45, "Miss. Code § 89-8-21", "1991-07-01"),
    source: {
      url: "https://legalfix.com/statutes/state-codes/mississippi/title-89/chapter-8/section-89-8-21",
      read: "2026-11-26",
      quote:
        "shall be returned to the tenant no later than forty-five (45) days after the termination of his tenancy, the delivery of possession and demand by the tenant",
    },
  },
  // The Revisor's page: "Effective - 28 Aug 2016".
  MO: {
    ...d(2, 30, "Mo. Rev. Stat. § 535.300", "2016-08-28", "ok"),
    ...read(
      "http://revisor.mo.gov/main/OneSection.aspx?section=535.300&bid=33548",
      "A landlord may not demand or receive a security deposit in excess of two months' rent.",
    ),
  },
  MT: {
    // 10 days where nothing is deducted, 30 where something is (§ 70-25-204(2)(b), (d)): 10 is always lawful. The
    // date is the 1993 amendment's year from the page's history line; its day was not read.
    ...d(null, 10, "Mont. Code §§ 70-25-202, 70-25-204", "1993-10-01", "both"),
    source: {
      url: "https://leg.mt.gov/bills/mca/title_0700/chapter_0250/part_0020/section_0040/0700-0250-0020-0040.html",
      read: "2026-11-27",
      quote:
        "the expiration of a 10-day period after the landlord has indicated there were no damages to the premises, no cleaning was required, no rent was unpaid, and no utilities were unpaid by the tenant.",
    },
  },
  // The 14 days run from the end of the tenancy only since LB 433 (2019; before, from the tenant's demand): the
  // Legislature's news page says it "passed May 24" [2019]; copies give September 1 or 3, 2019 for its start, the
  // earlier taken (1974-07-01 → 2019-09-01), unverified.
  NE: {
    ...d(1, 14, "Neb. Rev. Stat. § 76-1416", "2019-09-01", "date"),
    ...read(
      "http://nebraskalegislature.gov/laws/statutes.php?statute=76-1416",
      "in an amount or value in excess of one month's periodic rent",
    ),
  },
  NV: {
    ...d(3, 30, "NRS 118A.242", "1977-07-01"),
    source: {
      url: "https://instalawyer.io/laws/nevada-revised-statutes/chapter-118a-landlord-and-nrs-118a242-security-deposit",
      read: "2026-11-26",
      quote: "including the last month's rent, whose total amount or value exceeds 3 months' periodic rent",
    },
  },
  NH: {
    // § 540-A:7's source line: "2006, 296:2, eff. July 1, 2006". The cap is the greater of a month or $100.
    ...d(1, 30, "RSA 540-A:6, 540-A:7", "2006-07-01"),
    source: {
      // § 540-A:7's own words; the cap's (§ 540-A:6) were read only in a copy.
      url: "http://www.gencourt.state.nh.us/rsa/html/LV/540-A/540-A-7.htm",
      read: "2026-11-27",
      quote:
        "a landlord shall return a security deposit to a tenant and pay the interest due, if any, within 30 days from the termination of the tenancy.",
    },
  },
  NJ: {
    ...d(1.5, 30, "N.J.S.A. 46:8-21.1, 46:8-21.2", "1971-01-01"),
    source: {
      url: "https://casetext.com/statute/new-jersey-statutes/title-46-property/chapter-468-attornments-by-tenant-to-strangers-to-title-effect/section-468-212-limitation-on-amount-of-deposit",
      read: "2026-11-26",
      quote: "An owner or lessee may not require more than a sum equal to 1 1/2 times 1 month's rental",
    },
  },
  NM: d(1, 30, "NMSA § 47-8-18", "1975-07-01"),
  NY: {
    ...d(
      1,
      14,
      "N.Y. Gen. Oblig. Law § 7-108 (Housing Stability and Tenant Protection Act of 2019)",
      // The Act was signed on June 14, 2019; its deposit part took effect thirty days later.
      "2019-07-14",
      "ok",
    ),
    ...read(
      "https://www.nysenate.gov/legislation/laws/GOB/7-108",
      "No deposit or advance shall exceed the amount of one month's rent",
    ),
    history: [
      { maxMonths: null, returnDays: null, citation: "N.Y. Gen. Oblig. Law § 7-103", effectiveDate: "1965-01-01" },
    ],
  },
  // Two weeks' rent week to week, one and one-half months' month to month, two months' for longer terms (copies of
  // § 42-51 agree; not read on the General Assembly's page). The lower month-to-month cap is the safe side.
  NC: { ...d(2, 30, "N.C. Gen. Stat. §§ 42-51, 42-52", "1977-10-01"), monthToMonthMonths: 1.5 },
  ND: {
    ...d(1, 30, "N.D. Cent. Code § 47-16-07.1", "1979-07-01"),
    source: {
      url: "https://codes.findlaw.com/nd/title-47-property/nd-cent-code-sect-47-16-07-1.html",
      read: "2026-11-26",
      quote:
        "A lessor may not demand or receive security, however denominated, in an amount or value in excess of one month's rent",
    },
  },
  OH: {
    ...d(null, 30, "Ohio Rev. Code § 5321.16", "1974-11-04", "ok"),
    ...read(
      "http://codes.ohio.gov/orc/5321.16",
      "delivered to the tenant together with the amount due, within thirty days after termination of the rental agreement",
    ),
  },
  OK: {
    ...d(null, 45, "41 Okla. Stat. § 115", "1978-10-01"),
    source: {
      url: "https://jonespropertylaw.com/products/letter-to-landlord-demanding-return-of-security-deposit-oklahoma/",
      read: "2026-11-26",
      quote:
        "within forty-five (45) days after the termination of tenancy, delivery of possession and written demand by the tenant",
    },
  },
  OR: d(null, 31, "ORS 90.300", "1995-01-01"),
  PA: {
    // One month's rent from the second year of the lease or a renewal (§ 250.511a(b); legal-aid summaries agree,
    // the subsection was not read).
    ...d(2, 30, "68 P.S. §§ 250.511a, 250.512", "1951-04-06"),
    laterYearsMonths: 1,
    source: {
      url: "https://govt.westlaw.com/pac/Document/N8FEBECA0343711DA8A989F4EECDB8638?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)",
      read: "2026-11-26",
      quote: "No landlord may require a sum in excess of two months' rent to be deposited in escrow",
    },
  },
  // Read in P.L. 2015, ch. 134 on the legislature's site, which restates the section as amended ("Enacted
  // 06/26/2015"): 1986-01-01 → 2015-01-01, year only, the day it took effect not read. A 2018 bill (H 7600) may have
  // amended the section again (a furniture deposit): not confirmed.
  RI: {
    ...d(1, 20, "R.I. Gen. Laws § 34-18-19", "2015-01-01", "date"),
    ...read(
      "http://webserver.rilin.state.ri.us/PublicLaws/law15/law15134.htm",
      "in an amount or value in excess of one month's periodic rent",
    ),
  },
  SC: {
    ...d(null, 30, "S.C. Code § 27-40-410", "1986-07-01"),
    source: {
      url: "https://answers.uslegal.com/landlord-tenant/security-deposit/28795/",
      read: "2026-11-26",
      quote:
        "within thirty days after termination of the tenancy and delivery of possession and demand by the tenant, whichever is later",
    },
  },
  // § 43-32-24's source line: "SL 1976, ch 267, § 3; SL 1984, ch 281, § 1"; the cap (§ 43-32-6.1) was read only
  // as a heading. The day of the 1984 act was not read.
  SD: {
    ...d(1, 14, "SDCL 43-32-6.1, 43-32-24", "1984-07-01"),
    ...read(
      "http://sdlegislature.gov/Statutes/Codified_Laws/DisplayStatute.aspx?Type=Statute&Statute=43-32-24",
      "Every lessor of residential premises shall, within two weeks after the termination of the tenancy and receipt of the tenant's mailing address or delivery instructions, return the security deposit to the tenant",
    ),
  },
  TN: d(null, 30, "Tenn. Code § 66-28-301", "1975-01-01", "both"),
  TX: d(null, 30, "Tex. Prop. Code § 92.103", "1984-01-01"),
  // The Utah State Courts' self-help page (a summary, not the statute): 30 days. The date was not read.
  UT: {
    ...d(null, 30, "Utah Code § 57-17-3", "1981-05-12"),
    source: {
      url: "https://legacy.utcourts.gov/howto/landlord/refunding_deposits.html",
      read: "2026-11-27",
      quote: "The landlord must refund the deposit within 30 days after the tenancy has ended.",
    },
  },
  VT: d(null, 14, "9 V.S.A. § 4461", "1986-07-01"),
  VA: {
    ...d(2, 45, "Va. Code § 55.1-1226", "2019-10-01", "ok"),
    source: {
      url: "https://instalawyer.io/laws/code-of-virginia/551-1226-security-deposits",
      read: "2026-11-26",
      quote:
        "No landlord may demand or receive a security deposit, however denominated, in an amount or value in excess of two months' periodic rent.",
    },
  },
  // The House Bill Report on SHB 1074 (2023) as passed, on the legislature's site: 21 days became 30. The day the
  // act took effect was not read.
  WA: {
    ...d(null, 30, "RCW 59.18.280", "2023-07-23"),
    source: {
      url: "https://lawfilesext.leg.wa.gov/Biennium/2023-24/Htm/Bill%20Reports/House/1074-S%20HBR%20PL%2023.htm",
      read: "2026-11-27",
      quote:
        "Extends the timeline for a landlord to provide a statement and documentation for retaining any portion of a tenant deposit from 21 days to 30 days.",
    },
    history: [{ maxMonths: null, returnDays: 21, citation: "RCW 59.18.280", effectiveDate: "1973-07-16" }],
  },
  // Article 6A was added by H.B. 3202, enrolled "[Passed March 12, 2011; in effect ninety days from passage.]"
  // (wvlegislature.gov): 2001-06-08 → 2011-06-10. The 60 days were read only in a copy.
  WV: {
    ...d(null, 60, "W. Va. Code § 37-6A-2", "2011-06-10"),
    source: {
      url: "https://lexace.ai/us/statute/west-virginia/37-6A-2",
      read: "2026-11-26",
      quote:
        "within the applicable notice period, any security deposit held by the landlord, minus any deductions for damages or other charges, shall be delivered to the tenant",
    },
  },
  WI: {
    ...d(null, 21, "Wis. Stat. § 704.28; Wis. Admin. Code ATCP § 134.06", "1999-01-01"),
    source: {
      url: "http://petriestocking.com/blog/2010/03/04/security-deposit-transmittal-letters-how-to-draft-a-legal-21-day-letter/",
      read: "2026-11-26",
      quote:
        "within 21 days after a tenant surrenders the rental property, the landlord shall deliver or mail to the tenant the full amount of any security deposit held by the landlord",
    },
  },
  WY: {
    ...d(null, 30, "Wyo. Stat. § 1-21-1208", "1981-01-01"),
    source: {
      url: "https://gowhale.com/security-deposit-laws/wyoming",
      read: "2026-11-26",
      quote:
        "within thirty (30) days after termination of the rental agreement or within fifteen (15) days after receipt of the renter's new mailing address, whichever is later",
    },
  },
};
