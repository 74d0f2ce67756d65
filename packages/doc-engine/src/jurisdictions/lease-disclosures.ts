/**
 * What a residential lease must contain or come with, state by state: notices, statutory statements,
 * receipts, checklists and state publications for the lease's disclosures addendum (rules/lease-disclosures.ts).
 * Drafted on 2026-11-26 from research notes, with a few statutes re-read.
 * Caps, deposit-return deadlines and late fees live in their own tables and are left out here.
 *
 * Counts: 164 entries (1 federal, 163 state); 1 verified, 163 verified: false; 33 with appliesIf. Nothing
 * beyond federal lead was found for AR, ID, LA, MS and VT.
 * Only an entry whose notes quote the statute's own text from a primary source, with the date in that text,
 * may be verified; one does (md-lead-packet, read on the General Assembly's page with its date in the text):
 * every other rule here was read through secondary summaries, statute-copy sites, bills or undated copies.
 *
 * effectiveDate: the notes' date where they give one, or one found on re-reading (commented); `// year only`
 * where only the year is known.
 * `// date not found`: no date for the section was found, so the date security-deposit.ts uses for the
 * state's landlord-tenant act stands in. It is old enough that the disclosure still prints on every
 * current lease; the section may be younger. Such entries are all verified: false.
 *
 * Limits that DisclosureCondition cannot express (unit counts, counties, owner type, a pool, a shared meter)
 * are in the comment above the entry and in its `appliesIf`, a clause completing "This part applies only
 * if ___": the page opens with a box the Landlord ticks, applies or does not, so the case is never stated
 * as a fact. An entry whose own boxes already answer the case (the landlord's knowledge of meth use, a
 * pending foreclosure, a flood plain) has none. Rules that apply only in one city are left out.
 */
import { GAP } from "../execution/notary";
import type { Disclosure } from "./types";
import { FACT } from "./types";
import type { StateCode } from "./states";

/** When a disclosure applies beyond "every residential lease in the state". */
export type DisclosureCondition = "deposit" | "pre-1978";

export type LeaseDisclosure = Disclosure & {
  /** Absent: prints in every residential lease in the state (a narrower case is left to `appliesIf`). */
  when?: DisclosureCondition;
};

/**
 * The manager and the owner (or the owner's agent for service and notices), in the words the states that took
 * the Uniform Residential Landlord and Tenant Act's disclosure share.
 */
function ownerManager(
  id: string,
  citation: string,
  effectiveDate: string,
  extra?: Partial<LeaseDisclosure>,
): LeaseDisclosure {
  return {
    id,
    title: "Owner and Manager",
    paragraphs: [
      `Name and address of the person authorized to manage the premises: ${GAP}`,
      `Name and address of the owner, or of a person authorized to act for the owner for service of process and for receiving notices and demands: ${GAP}`,
    ],
    action: "Fill in the manager's and the owner's (or owner's agent's) names and addresses.",
    citation,
    effectiveDate,
    verified: false,
    ...extra,
  };
}

/** Where C.R.S. § 38-12-801 was read. */
const CO_801 = { url: "https://colorado.public.law/statutes/crs_38-12-801", read: "2026-11-26" };

/** Kentucky's Uniform Residential Landlord and Tenant Act applies only where a city or county adopted it. */
const KY_URLTA =
  "the property is in a city or county that has adopted the Uniform Residential Landlord and Tenant Act (KRS 383.500 to 383.705)";
/** Tennessee's applies only in counties of more than 75,000 people, T.C.A. § 66-28-102(a). */
const TN_URLTA =
  "the property is in a county where the Uniform Residential Landlord and Tenant Act applies (more than 75,000 people in the 2010 census)";
/** Who O.C.G.A. §§ 44-7-31 to 44-7-33 bind (§ 44-7-36). */
const GA_DEPOSIT_ACT = "the Landlord owns more than ten rental units, or the units are managed by an outside agent";
/** Truth in Renting scope: not premises of two or fewer units, or owner-occupied premises of three or fewer. */
const NJ_TRUTH_IN_RENTING =
  "the building has more than two dwelling units and is not an owner-occupied building of three units";

/** Federal: applies in every state. */
export const FEDERAL_LEASE_DISCLOSURES: LeaseDisclosure[] = [
  // The warning statement is the wording public lease generators and form sites share; 40 CFR 745.113(b)(1)
  // itself was not reached, and a court has held a lease must track it exactly. Exempt (not expressible
  // here): 0-bedroom units, elderly or disabled housing with no child under 6, leases of 100 days or less,
  // housing certified lead-free. The attachment must be in the language of the lease.
  {
    id: "us-lead-paint",
    title: "Lead-Based Paint Disclosure",
    paragraphs: [
      "Lead Warning Statement",
      "Housing built before 1978 may contain lead-based paint. Lead from paint, paint chips, and dust can pose health hazards if not managed properly. Lead exposure is especially harmful to young children and pregnant women. Before renting pre-1978 housing, lessors must disclose the presence of known lead-based paint and/or lead-based paint hazards in the dwelling. Lessees must also receive a federally approved pamphlet on lead poisoning prevention.",
      `Landlord's disclosure (check one): ☐ The Landlord knows of lead-based paint and/or lead-based paint hazards in the housing: ${GAP} ☐ The Landlord has no knowledge of lead-based paint and/or lead-based paint hazards in the housing.`,
      `Records and reports (check one): ☐ The Landlord has given the Tenant all available records and reports about lead-based paint and/or lead-based paint hazards in the housing, listed here: ${GAP} ☐ The Landlord has no records or reports about lead-based paint and/or lead-based paint hazards in the housing.`,
      'Tenant\'s acknowledgment: ☐ The Tenant has received copies of all information listed above. ☐ The Tenant has received the pamphlet "Protect Your Family From Lead in Your Home".',
      "Agent's acknowledgment (where an agent acts for the Landlord): The agent has told the Landlord of the Landlord's duties under 42 U.S.C. § 4852d and is aware of the agent's responsibility to ensure they are met.",
      "Certification of accuracy: Each party has reviewed the information above and certifies that, to the best of that party's knowledge, the information that party provided is true and accurate.",
      `Landlord: ${GAP} Date: ${GAP} Tenant: ${GAP} Date: ${GAP} Agent: ${GAP} Date: ${GAP}`,
    ],
    action:
      "Before the Tenant signs, complete the Landlord's disclosure, hand over the EPA pamphlet and any lead records, and have the Landlord, the Tenant and any agent sign and date this page.",
    when: "pre-1978",
    citation: "42 U.S.C. § 4852d; 24 C.F.R. § 35.92; 40 C.F.R. § 745.113(b)",
    // EPA's own pages give both dates: "took effect on September 6, 1996 (for sellers and lessors of five or more
    // residential dwelling units) and on December 6, 1996, (for sellers or lessors of one to four ...)"
    // (epa.gov/reg3wcmd/lp-aboutdisclosurerule.htm). The regulation's text itself (§ 745.113(b)) was read only in
    // EPA's summary and in copies, so the entry stays unconfirmed.
    effectiveDate: "1996-09-06",
    verified: false,
    source: {
      url: "https://www.epa.gov/node/241471",
      read: "2026-11-26",
      quote:
        'Include a "Lead Warning Statement" in the lease explaining, among other things, that lead from paint can pose health hazards if not managed properly',
    },
  },
];

export const LEASE_DISCLOSURES: Record<StateCode, LeaseDisclosure[]> = {
  // Statute text not found; the notes' sources are secondary only.
  AL: [
    {
      id: "al-owner-manager",
      title: "Owner and Manager",
      paragraphs: [
        `Name and business address of the person authorized to manage the premises: ${GAP}`,
        `Name and business address of the owner, or of a person authorized to act for the owner for receiving notices and demands and for service of process: ${GAP}`,
        "The Landlord will keep this information current.",
      ],
      action: "Fill in the manager's and the owner's (or owner's agent's) names and business addresses.",
      citation: "Ala. Code § 35-9A-202",
      effectiveDate: "2007-01-01", // date not found
      verified: false,
    },
  ],
  AK: [
    {
      id: "ak-deposit-terms",
      title: "Security Deposit and Prepaid Rent",
      paragraphs: [
        `Where practicable, the Landlord holds the security deposit and any prepaid rent in a trust account at (bank, savings and loan association, or licensed escrow agent): ${GAP}`,
        `Terms and conditions under which the Landlord may withhold all or part of the deposit or prepaid rent: ${GAP}`,
      ],
      action: "Fill in where the deposit is held and the terms on which it may be withheld.",
      when: "deposit",
      // Read in a 2007 compilation, cut off before the withholding terms.
      citation: "Alaska Stat. § 34.03.070(c)",
      effectiveDate: "1974-01-01", // date not found
      verified: false,
      source: {
        url: "https://touchngo.com/lglcntr/akstats/2007Statutes/Title34/Chapter03/Section070.htm",
        read: "2026-11-26",
        quote:
          "shall be promptly deposited by the landlord, wherever practicable, in a trust account ... and the landlord shall provide to the tenant the terms and conditions",
      },
    },
    ownerManager("ak-owner-manager", "Alaska Stat. § 34.03.080", "1974-01-01"), // date not found
    // § 34.03.020(e) premises condition statement: only "if required by the landlord", so not listed.
  ],
  AZ: [
    {
      id: "az-move-in",
      title: "Move-In Form and Move-Out Inspection",
      paragraphs: [
        "With this lease the Landlord gives the Tenant a signed copy of the lease and a move-in form on which the Tenant may note any existing damage to the dwelling unit.",
        "The Tenant may be present at the move-out inspection.",
      ],
      action: "At move-in, give the Tenant a signed copy of the lease and a move-in form for noting existing damage.",
      citation: "A.R.S. § 33-1321(C)",
      // HB 2263 (2018, as introduced) on the Legislature's page reprints subsection C (a blog → that page): it
      // reaches tenancies begun "after January 1, 1996", an applicability date, not the section's effective date.
      effectiveDate: "1996-01-01",
      verified: false,
      source: {
        url: "https://www.azleg.gov/legtext/53leg/2r/bills/hb2263p.htm",
        read: "2026-11-27",
        quote:
          "a landlord shall furnish the tenant with a signed copy of the lease, a move‑in form for specifying any existing damages to the dwelling unit and written notification to the tenant that the tenant may be present at the move‑out inspection",
      },
    },
    {
      id: "az-nonrefundable-fees",
      title: "Nonrefundable Fees",
      paragraphs: [
        `Nonrefundable fees or deposits and the purpose of each: ${GAP}`,
        "Any fee or deposit not listed here as nonrefundable is refundable.",
      ],
      action: "List each nonrefundable fee or deposit with its purpose.",
      citation: "A.R.S. § 33-1321(B)",
      // Subsection B's words, reprinted in HB 2263 (2018, as introduced) on the Legislature's page.
      effectiveDate: "1995-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.azleg.gov/legtext/53leg/2r/bills/hb2263p.htm",
        read: "2026-11-27",
        quote: "The purpose of all nonrefundable fees or deposits shall be stated in writing by the landlord.",
      },
    },
    ownerManager("az-owner-manager", "A.R.S. § 33-1322(A)", "1995-01-01"), // date not found
    // The Attorney General's page hosting the 2018 tenants' handbook names the Department of Housing (the
    // Secretary of State supplied it before); the wording of § 33-1322(B) and its amending act were not read.
    {
      id: "az-act-available",
      title: "Arizona Residential Landlord and Tenant Act",
      paragraphs: [
        "A free copy of the Arizona Residential Landlord and Tenant Act (A.R.S. §§ 33-1301 to 33-1381) is available from the Arizona Department of Housing.",
      ],
      action: "Confirm which state office supplies the Act and leave this notice in the lease.",
      citation: "A.R.S. § 33-1322(B)",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.azag.gov/office/publications/tenants-rights-and-responsibilities-handbook-community-legal-services",
        read: "2026-11-27",
        quote: "You can get a free copy of the Act from the Arizona Department of Housing in Phoenix",
      },
    },
    // Only where the premises include a swimming pool.
    {
      id: "az-pool-safety",
      title: "Pool Safety Notice",
      appliesIf: "the premises include a swimming pool",
      paragraphs: ["The Landlord has given the Tenant the pool safety notice required by A.R.S. § 36-1681(E)."],
      action: "If the premises include a swimming pool, give the Tenant the state pool safety notice.",
      citation: "A.R.S. § 36-1681(E)",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
    },
    // Only where utilities are billed by ratio utility billing or submetering.
    {
      id: "az-utility-billing",
      title: "Submetered or Allocated Utilities",
      appliesIf: "the Landlord bills utilities to the Tenant by submetering or a ratio utility billing system",
      paragraphs: [
        `Utilities billed to the Tenant by submetering or a ratio utility billing system: ${GAP}`,
        `Method used to allocate the charges: ${GAP}`,
        `Administrative fee, if any: ${GAP}`,
      ],
      action: "If utilities are submetered or allocated, fill in the method and any administrative fee.",
      citation: "A.R.S. § 33-1314.01",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
    },
    // Not for single-family residences.
    {
      id: "az-bedbugs",
      title: "Bedbug Information",
      appliesIf: "the dwelling unit is not a single-family residence",
      paragraphs: ["The Landlord has given the Tenant educational materials about bedbugs."],
      action: "Give the Tenant bedbug educational materials (for example, CDC or state housing agency information).",
      citation: "A.R.S. § 33-1319",
      effectiveDate: "2011-01-01", // year only
      verified: false,
      source: {
        url: "https://www.avvo.com/legal-guides/ugc/how-to-deal-with-bedbugs-as-an-arizona-tenant-or-landlord-bed-bugs-bed-bug-bedbug",
        read: "2026-11-26",
        quote: "The landlord shall provide bedbug educational materials to existing and new tenants.",
      },
    },
  ],
  // No disclosure confirmed in Ark. Code §§ 18-17-502 or 18-16-110. A 2025 form site claims a name/address and
  // move-in defect disclosure under § 18-17-502; § 18-17-301(5) implies a disclosure duty whose section was
  // not found.
  AR: [],
  CA: [
    // The DRE guide prints "...in which the offender resides"; the notes' copy reads "he or she resides".
    // The statute covers single-family leases and buildings of more than four units.
    {
      id: "ca-megans-law",
      title: "Registered Sex Offender Database",
      paragraphs: [
        "Notice: Pursuant to Section 290.46 of the Penal Code, information about specified registered sex offenders is made available to the public via an Internet Web site maintained by the Department of Justice at www.meganslaw.ca.gov. Depending on an offender's criminal history, this information will include either the address at which the offender resides or the community of residence and ZIP Code in which he or she resides.",
      ],
      print: { points: 8 },
      action: "Leave this notice in the lease.",
      citation: "Cal. Civ. Code § 2079.10a",
      effectiveDate: "2006-04-01", // current wording's start date, per a statute copy and the DRE guide
      verified: false,
      source: {
        url: "https://getpocketlaw.com/law/state_california/section-2079-10a-section-2079-10a_d2aeec884dc2",
        read: "2026-11-26",
        quote: "A contract entered into by the parties on or after April 1, 2006, shall contain the following notice",
      },
    },
    // The covered-property notice in the notes stops mid-sentence, so its box carries a plain statement.
    {
      id: "ca-tenant-protection-act",
      title: "Tenant Protection Act Notice",
      paragraphs: [
        "Check the box that applies:",
        "☐ California law limits the amount the rent for this property can be increased (Civil Code § 1947.12). California law also limits when the Landlord may end the tenancy once the tenants have lawfully occupied the property for the period set by Civil Code § 1946.2.",
        "☐ This property is not subject to the rent limits imposed by Section 1947.12 of the Civil Code and is not subject to the just cause requirements of Section 1946.2 of the Civil Code. This property meets the requirements of Sections 1947.12 (d)(5) and 1946.2 (e)(8) of the Civil Code and the owner is not any of the following: (1) a real estate investment trust, as defined by Section 856 of the Internal Revenue Code; (2) a corporation; or (3) a limited liability company in which at least one member is a corporation.",
      ],
      print: { points: 12 },
      action:
        "Check the covered-property notice (copying its full text from Civil Code § 1946.2(f)) or, for an exempt single-family home or condominium, the exemption notice.",
      citation: "Cal. Civ. Code §§ 1946.2(e)(8), (f), 1947.12(d)(5)",
      effectiveDate: "2020-07-01",
      verified: false,
      source: {
        url: "https://tenantprotections.org/eligibility/state/coverage/exemptionnotice/",
        read: "2026-11-26",
        quote: "This property is not subject to the rent limits imposed by Section 1947.12 of the Civil Code",
      },
    },
    {
      id: "ca-rent-concessions",
      title: "Rent and Concessions",
      paragraphs: [
        `Gross monthly rent: ${FACT.rent}`,
        `Discounts, incentives, concessions or credits offered by the owner: ${GAP}`,
      ],
      action: "List the gross monthly rent and each owner-offered discount, concession or credit separately.",
      citation: "Cal. Civ. Code § 1947.12(a)(1)",
      effectiveDate: "2020-01-01",
      verified: false,
      source: {
        url: "https://lexace.ai/us/statute/california/civ-1947.12",
        read: "2026-11-26",
        quote:
          "any owner-offered discounts, incentives, concessions, or credits shall be separately listed and identified in the lease or rental agreement",
      },
    },
    {
      id: "ca-owner-manager",
      title: "Owner, Manager and Rent Payment",
      // § 1962(a) read in a copy: each manager, and the owner or the owner's agent, each with name, telephone and
      // street address for service; whom rent is paid to; the days and hours if it can be paid in person. Source:
      // the copy → the Legislative Counsel's digest of AB 1953 (2012, as amended) restating the duty. Whom rent is
      // paid to, and how, came with SB 985, "Lease requirements effective January 1, 2002" (the City of Berkeley's
      // page): 1977-01-01 → 2002-01-01, unverified.
      paragraphs: [
        `Person authorized to manage the premises (name, telephone, street address for service): ${GAP}`,
        `Owner, or person authorized to act for the owner for service of process and notices and demands (name, telephone, street address): ${GAP}`,
        `Rent is payable to ${GAP} (telephone ${GAP}) at ${GAP} by (form of payment) ${GAP}; if in person, on these days and hours: ${GAP}.`,
      ],
      action:
        "Fill in the manager and the owner (or the owner's agent for notices) on separate lines, and to whom, where, how and when rent is paid.",
      citation: "Cal. Civ. Code § 1962(a)",
      effectiveDate: "2002-01-01",
      verified: false,
      source: {
        url: "http://www.leginfo.ca.gov/pub/11-12/bill/asm/ab_1951-2000/ab_1953_bill_20120329_amended_asm_v98.html",
        read: "2026-11-27",
        quote:
          "Existing law requires an owner of a dwelling structure, as\nspecified, or a party signing a rental agreement or lease on behalf\nof the owner, or in the case of an oral rental agreement, the owner\nor a person acting on behalf of the owner, as specified, to provide\nspecified information to a tenant, including, among other things, the\nname, telephone number, and address of the person or entity to whom\nrent payments shall be made.",
      },
    },
    {
      id: "ca-shared-meter",
      title: "Shared Gas or Electric Meter",
      paragraphs: [
        `☐ The gas or electric meter for this unit also serves areas outside the unit: ${GAP}. Costs for those areas are allocated as follows: ${GAP}`,
        "☐ No gas or electric meter for this unit serves areas outside the unit.",
      ],
      action: "Check a box and, for a shared meter, describe the areas served and how costs are allocated.",
      citation: "Cal. Civ. Code § 1940.9",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    // Only where the landlord knows of such a site.
    {
      id: "ca-ordnance",
      title: "Former Military Ordnance Site",
      paragraphs: [
        `☐ The Landlord knows of a former federal or state ordnance location within one mile of the premises: ${GAP}`,
        "☐ The Landlord knows of no such location.",
      ],
      action: "Check a box and describe any known former ordnance location within one mile.",
      citation: "Cal. Civ. Code § 1940.7",
      // Added by Stats. 1989, ch. 294 (from a secondary source); it speaks of tenancies existing on January 1, 1990.
      effectiveDate: "1990-01-01",
      verified: false,
      source: {
        url: "https://codes.findlaw.com/ca/civil-code/civ-sect-1940-7.html",
        read: "2026-11-26",
        quote:
          "shall give written notice to a prospective tenant of that knowledege prior to the execution of a rental agreement",
      },
    },
    {
      id: "ca-mold",
      title: "Mold",
      paragraphs: [
        `☐ The Landlord knows, or has reason to know, of mold in the unit that exceeds permissible exposure limits or poses a health threat: ${GAP}`,
        "☐ The Landlord knows of no such mold.",
      ],
      action: "Check a box and describe any known mold condition.",
      citation: "Cal. Health & Safety Code § 26147",
      // Added by Stats. 2001, ch. 584, effective 2002-01-01; (e) defers the duty until six months after the state
      // adopts permissible exposure standards, which was not checked: printed as the cautious course.
      effectiveDate: "2002-01-01",
      verified: false,
      source: {
        url: "https://law.onecle.com/california/health/26147.html",
        read: "2026-11-26",
        quote:
          "residential landlords shall provide written disclosure to prospective and current tenants of the affected units",
      },
    },
    {
      id: "ca-mold-booklet",
      title: "Mold Information Booklet",
      paragraphs: ["The Landlord has given the Tenant the state Department of Public Health consumer booklet on mold."],
      action: "Give the Tenant the state mold booklet before signing.",
      citation: "Cal. Health & Safety Code § 26148",
      // Chapter 18 (§ 26100 et seq.) was added by SB 732, Stats. 2001, ch. 584 (the chaptered bill on leginfo.ca.gov):
      // 1977-01-01 → 2002-01-01, the act's date; § 26148's own operative date and later amendments not read.
      effectiveDate: "2002-01-01",
      verified: false,
    },
    // Only where a contract for periodic pest control service has been executed. Form sites print a "CAUTION –
    // PESTICIDES ARE TOXIC CHEMICALS" paragraph here: that is the wording of Civ. Code § 1940.8.5 (from 2016),
    // the notice a landlord gives before each application of a pesticide without a licensed operator, not
    // this duty, so it is left out. The § 8538 notice's own words were not read: the operator's notice is
    // handed over as issued.
    {
      id: "ca-pesticides",
      title: "Pest Control",
      appliesIf: "a contract for periodic pest control service has been executed for the unit",
      paragraphs: [
        "The Landlord has given the Tenant a copy of the notice provided by the registered structural pest control company under Business and Professions Code § 8538.",
      ],
      action:
        "If the unit has a contract for periodic pest control service, give the Tenant a copy of the pest control company's notice.",
      citation: "Cal. Civ. Code § 1940.8; Cal. Bus. & Prof. Code § 8538",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
      source: {
        url: "https://self-law.org/code/ca/civil-code/1940-8",
        read: "2026-11-26",
        quote:
          "shall provide each new tenant that occupies the unit with a copy of the notice provided by a registered structural pest control company pursuant to Section 8538",
      },
    },
    // Only where a demolition permit has been applied for.
    {
      id: "ca-demolition",
      title: "Demolition Permit",
      // (b) asks for both dates: the earliest approximate demolition and the approximate end of the tenancy.
      paragraphs: [
        `☐ An application for a permit to demolish the unit or building has been filed. Earliest approximate date of demolition: ${GAP}. Approximate date the tenancy will end: ${GAP}`,
        "☐ No demolition permit has been applied for.",
      ],
      action:
        "Check a box and, if a permit was applied for, give the approximate demolition date and the approximate date the tenancy will end, before any fee is taken.",
      citation: "Cal. Civ. Code § 1940.6(a), (b)",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
      source: {
        url: "http://law.onecle.com/california/civil/1940.6.html",
        read: "2026-11-26",
        quote:
          "shall give written notice of that fact to: (1) A prospective tenant prior to the occurrence of any of the following actions",
      },
    },
    // Only where a local health officer's methamphetamine contamination order applies to the property.
    {
      id: "ca-meth-order",
      title: "Methamphetamine Contamination Order",
      appliesIf: "a local health officer has issued an order concerning methamphetamine contamination of the property",
      // (b): the tenant acknowledges the notice and order in writing before signing, and the notice is attached.
      paragraphs: [
        "If a local health officer's order concerning methamphetamine contamination applies to the property, the Landlord has given the Tenant written notice of it and a copy of the order, attached to this Lease.",
        `The Tenant acknowledges receiving the notice and the order: ${GAP} (Tenant's signature)`,
      ],
      action:
        "If a health officer's methamphetamine contamination order applies to the property, give the Tenant the notice and a copy of the order, attach them, and have the Tenant sign the acknowledgment before signing the lease.",
      citation: "Cal. Health & Safety Code § 25400.28(b)",
      // AB 1596 (Stats. 2019, ch. 691, approved 2019-10-09) amended § 25400.28 (the Legislature's bill page): 1977-01-01
      // → 2020-01-01, a non-urgency act's date; the chapter dates from Stats. 2005, ch. 570. The 2019 act added fentanyl.
      effectiveDate: "2020-01-01",
      verified: false,
      source: {
        url: "https://law.onecle.com/california/health/25400.28.html",
        read: "2026-11-26",
        quote:
          "The property owner shall provide written notice to all prospective tenants that have completed an application to rent an affected dwelling unit",
      },
    },
    // Statutory wording not retrieved.
    {
      id: "ca-flood",
      title: "Flood Hazard",
      paragraphs: [
        "☐ The Landlord has actual knowledge that the property is in a special flood hazard area or an area of potential flooding. ☐ The Landlord has no such knowledge.",
        "The Tenant may obtain information about hazards, including flood hazards, that may affect the property from the Internet website of the Office of Emergency Services.",
        "The Landlord's insurance does not cover the loss of the Tenant's personal possessions.",
        "The Landlord is not required to provide additional information about flood hazards.",
      ],
      print: { points: 8 },
      action: "Check a box.",
      citation: "Cal. Gov. Code § 8589.45",
      effectiveDate: "2018-07-01",
      verified: false,
    },
    // The statutory form in the notes is cut off after its first sections: the box text is a plain statement.
    {
      id: "ca-bed-bugs",
      title: "Bed Bugs",
      paragraphs: [
        "The Landlord gives the Tenant written information about bed bugs (their appearance, life cycle and bites, and the signs of an infestation) in the form set by Civil Code § 1954.603.",
        `To report a suspected bed bug infestation, the Tenant should: ${GAP}`,
      ],
      print: { points: 10 },
      action:
        "Attach the bed bug notice in the form of Civil Code § 1954.603 and fill in how to report an infestation.",
      citation: "Cal. Civ. Code § 1954.603",
      // The Legislative Counsel's digest of AB 551 (Stats. 2016, ch. 599) on leginfo.ca.gov: prospective tenants from
      // July 1, 2017. A digest, not the section's text (which it does not cite), and later amendments not looked for.
      effectiveDate: "2017-07-01",
      verified: false,
      source: {
        url: "http://www.leginfo.ca.gov/pub/15-16/bill/asm/ab_0551-0600/ab_551_bill_20160925_chaptered.htm",
        read: "2026-11-27",
        quote:
          "This bill would prescribe the duties of landlords and tenants with regard to the treatment and control of bed bugs. The bill would require a landlord to provide a prospective tenant, on and after July 1, 2017, and to all other tenants by January 1, 2018, information about bed bugs, as specified.",
      },
    },
    // Only where the lease prohibits smoking.
    {
      id: "ca-smoking-areas",
      title: "No-Smoking Areas",
      appliesIf: "the lease prohibits smoking on any part of the property",
      paragraphs: [`Areas of the property where smoking is prohibited: ${GAP}`],
      action: "If the lease prohibits smoking, list the areas where it is prohibited.",
      citation: "Cal. Civ. Code § 1947.5",
      // The Senate Judiciary Committee's analysis of SB 332 (2011) on leginfo.ca.gov; the enrolled bill's digest
      // gives January 1, 2012. Neither is the section's text; later amendments not looked for.
      effectiveDate: "2012-01-01",
      verified: false,
      source: {
        url: "http://www.leginfo.ca.gov/pub/11-12/bill/sen/sb_0301-0350/sb_332_cfa_20110425_145606_sen_comm.html",
        read: "2026-11-27",
        quote:
          "This bill would require every lease entered into on or after January 1, 2012 for residential real property where the landlord has prohibited smoking to include a provision specifying the areas where smoking is prohibited.",
      },
    },
    // Only for 16 or more units, or 15 or fewer where the owner is a corporation owning more than one property.
    {
      id: "ca-rent-reporting",
      title: "Positive Rent Reporting",
      appliesIf:
        "the building has 16 or more units, or the Landlord is a corporation that owns more than one residential rental property",
      paragraphs: [
        "A landlord covered by Civil Code § 1954.07 must offer the tenant the option of having the tenant's rent payments reported to at least one nationwide consumer reporting agency.",
        "Tenant's choice: ☐ The Tenant accepts. ☐ The Tenant declines.",
      ],
      action:
        "If the building has 16 or more units, or the Landlord is a corporation owning more than one rental property, make this offer at signing (and yearly after that) and record the Tenant's choice.",
      citation: "Cal. Civ. Code § 1954.07",
      effectiveDate: "2025-04-01",
      verified: false,
    },
    // Only for leases longer than one month negotiated mainly in one of these languages, unless the
    // tenant brought an adult interpreter of their own. Whether month-to-month agreements are covered: unclear.
    {
      id: "ca-translation",
      title: "Translation",
      paragraphs: [
        `☐ This lease was negotiated primarily in ${GAP} (Spanish, Chinese, Tagalog, Vietnamese or Korean), and the Landlord gave the Tenant a translation of it before the Tenant signed.`,
        "☐ This lease was not negotiated primarily in one of those languages.",
      ],
      action:
        "If the lease was negotiated primarily in one of these languages, give the Tenant an unsigned translation before signing.",
      citation: "Cal. Civ. Code § 1632",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    // Deposit photographs (§ 1950.5, AB 2801) are the landlord's record, not a tenant disclosure.
  ],
  CO: [
    // The copy of the signed lease (§ 38-12-801(1)) is not an addendum item.
    {
      id: "co-landlord-identity",
      title: "Landlord or Authorized Agent",
      paragraphs: [`Name and address of the landlord or the landlord's authorized agent: ${FACT.landlord}`],
      action: "Fill in the landlord's or authorized agent's name and address.",
      citation: "C.R.S. § 38-12-801(2)",
      effectiveDate: "1976-07-01", // date not found
      verified: false,
      source: {
        ...CO_801,
        quote:
          "A written rental agreement must include a statement indicating to the tenant the name and address of the person who is the landlord",
      },
    },
    // Not for a landlord with five or fewer single-family rental homes and no more than five rental units.
    {
      id: "co-source-of-income",
      title: "Source of Income",
      paragraphs: [
        "Section 24-34-502 (1), C.R.S., prohibits source of income discrimination and requires a non-exempt landlord to accept any lawful and verifiable source of money paid directly, indirectly, or on behalf of a person, including income derived from any lawful profession or occupation and income or rental payments derived from any government or private assistance, grant, or loan program.",
      ],
      action: "Leave this statement in the lease unless the Landlord is exempt.",
      citation: "C.R.S. § 38-12-801(2.5)",
      effectiveDate: "1976-07-01", // date not found
      verified: false,
      source: {
        ...CO_801,
        quote:
          "A written rental agreement must include a statement that section 24-34-502 (1) prohibits source of income discrimination",
      },
    },
    // The warning is a form vendor's copy, not checked against § 38-12-803. The duty is read in SB 23-206's summary
    // on the General Assembly's page ("EFFECTIVE August 7, 2023"), which names neither the section nor a signature.
    {
      id: "co-radon",
      title: "Radon Disclosure",
      paragraphs: [
        "The Colorado Department of Public Health and Environment strongly recommends that ALL tenants have an indoor radon test performed before leasing residential real property and recommends having the radon levels mitigated if elevated radon concentrations are found. Elevated radon concentrations can be reduced by a radon mitigation professional. Residential real property may present exposure to dangerous levels of indoor radon gas that may place the occupants at risk of developing radon-induced lung cancer. Radon, a Class A human carcinogen, is the leading cause of lung cancer in nonsmokers and the second leading cause of lung cancer overall. A landlord is required to provide the tenant with any known information on radon test results of the residential real property.",
        `Radon information known to the Landlord (tests, results, reports, mitigation, and any mitigation system): ☐ None ☐ ${GAP}`,
        "☐ The Tenant has received the current radon brochure of the Colorado Department of Public Health and Environment.",
        `Tenant's acknowledgment: ${GAP} Date: ${GAP}`,
      ],
      print: { bold: true },
      action:
        "Before signing, fill in what the Landlord knows about radon, give the Tenant the state radon brochure, and have the Tenant sign.",
      citation: "C.R.S. § 38-12-803",
      effectiveDate: "2023-08-07",
      verified: false,
      source: {
        url: "http://leg.colorado.gov/bills/sb23-206",
        read: "2026-11-27",
        quote:
          "The act requires a contract to sell residential real estate to contain, and a landlord of residential real estate to provide to prospective tenants, in writing: ... The most recent brochure published by the department of public health and environment that provides advice about radon in real estate transactions.",
      },
    },
    {
      id: "co-fees",
      title: "Charges Not in the Total Price",
      paragraphs: [
        `Total price (rent and every unavoidable fee): $${GAP}`,
        `Each charge not included in the total price, with its nature and purpose, whether it is refundable, and who receives it: ${GAP}`,
      ],
      action:
        "Before the Tenant signs, list every charge outside the advertised total price with its purpose, refundability and recipient.",
      citation: "C.R.S. §§ 6-1-737, 38-12-801(3)(a)(VI)",
      // The Division of Real Estate's summary of HB25-1090: "Effective Date: January 1, 2026". A summary that names
      // no section and states the duty only in general terms: not verified.
      effectiveDate: "2026-01-01",
      verified: false,
      source: {
        url: "https://dre.colorado.gov/hb25-1090-summary",
        read: "2026-11-27",
        quote: "To avoid deceptive pricing or hidden prices, disclosure of certain pricing information is required.",
      },
    },
  ],
  CT: [
    {
      id: "ct-sprinkler",
      title: "Fire Sprinkler System",
      paragraphs: [
        `☐ This dwelling unit has an operative fire sprinkler system. Last date of maintenance and inspection: ${GAP}`,
        "☐ This dwelling unit does not have an operative fire sprinkler system.",
      ],
      print: { bold: true, points: 12 },
      action: "Check a box and give the last inspection date if there is a system.",
      citation: "Conn. Gen. Stat. § 47a-3f",
      effectiveDate: "2015-10-01", // 2015 budget act text, quoted on a blog
      verified: false,
      source: {
        url: "https://legal-resources.uslegalforms.com/answers/32268-can-i-rent-the-house-without-getting-a-fire-sprinkler-system-fixed",
        read: "2026-11-26",
        quote:
          "the landlord of such dwelling unit shall include notice in the rental agreement as to the existence or nonexistence of an operative fire sprinkler system",
      },
    },
    {
      id: "ct-common-interest",
      title: "Common Interest Community",
      paragraphs: [
        "☐ The dwelling unit is in a common interest community (for example, a condominium or planned community).",
        "☐ The dwelling unit is not in a common interest community.",
      ],
      action: "Check the box that applies.",
      citation: "Conn. Gen. Stat. § 47a-3e",
      effectiveDate: "1979-10-01", // date not found
      verified: false,
    },
    ownerManager("ct-owner-manager", "Conn. Gen. Stat. § 47a-6", "1979-10-01"), // date not found
    {
      id: "ct-walk-through",
      title: "Pre-Occupancy Walk-Through",
      paragraphs: [
        "After signing and before moving in, the Tenant may conduct a walk-through of the dwelling unit with the Landlord.",
        "If the Tenant asks for a walk-through, the Landlord and the Tenant (or their designees) will use the preoccupancy walk-through checklist prepared by the Commissioner of Housing, sign duplicate copies, and each keep one.",
        "☐ The Tenant requests a walk-through. ☐ The Tenant declines.",
      ],
      action:
        "Offer the walk-through and, if the Tenant accepts, complete and sign the Department of Housing checklist in duplicate.",
      citation: "Conn. Gen. Stat. § 47a-7c",
      effectiveDate: "2024-01-01",
      verified: false,
      source: {
        url: "https://lawserver.com/law/state/connecticut/ct-laws/connecticut_statutes_47a-7c",
        read: "2026-11-26",
        quote:
          "On and after January 1, 2024, ... a landlord shall offer such tenant the opportunity to conduct a walk-through of the dwelling unit.",
      },
    },
    // Buildings of five or more units (and mobile manufactured home parks); at the lease and each renewal.
    {
      id: "ct-protected-tenants",
      title: "Rights of Protected Tenants",
      appliesIf: "the building has five or more dwelling units, or the home is in a mobile manufactured home park",
      paragraphs: [
        "The Landlord has given the Tenant the Department of Housing notice of the rights of protected tenants (tenants 62 or older or with a disability).",
      ],
      action:
        "In a building of five or more units, give the Tenant the Department of Housing notice at signing and at each renewal.",
      citation: "Conn. Gen. Stat. § 47a-23c (P.A. 23-207)",
      effectiveDate: "2024-01-01", // year only
      verified: false,
    },
    // § 47a-7a (bed bugs) asks for the last inspection date only on request; § 19a-37 (well water) not researched.
  ],
  DE: [
    {
      id: "de-owner-identity",
      title: "Owners",
      paragraphs: [
        `Names and usual business addresses of all owners of the rental unit, or of their resident agents: ${GAP}`,
      ],
      action: "Fill in every owner's (or resident agent's) name and business address, prominently.",
      citation: "25 Del. C. § 5105",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
    },
    {
      id: "de-code-summary",
      title: "Summary of the Landlord-Tenant Code",
      paragraphs: [
        "The Landlord has given the Tenant the summary of the Delaware Residential Landlord-Tenant Code approved by the Attorney General.",
      ],
      action: "Give the Tenant the Attorney General's summary of the Landlord-Tenant Code at the start of the term.",
      citation: "25 Del. C. § 5118",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
    },
    {
      id: "de-deposit-bank",
      title: "Security Deposit Account",
      paragraphs: [`Name and location of the federally insured bank holding the security deposit: ${GAP}`],
      action: "Fill in the bank holding the deposit account.",
      when: "deposit",
      citation: "25 Del. C. § 5514",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
    },
    // The section imposing the duty was not read; one vendor limits it to landlords of more than three units.
    {
      id: "de-right-to-counsel",
      title: "Right to Legal Representation",
      paragraphs: [
        "The Landlord has given the Tenant the state's notice of the right to legal representation in eviction and other landlord-tenant proceedings.",
      ],
      action: "Give the Tenant the Right to Representation notice with the lease and with each renewal.",
      citation: "25 Del. C. ch. 56 (84 Del. Laws c. 112)",
      effectiveDate: "2023-01-01", // year only
      verified: false,
    },
    // § 5311 limits nonrefundable fees (a rule, not a disclosure).
  ],
  DC: [
    // DC re-promulgated Title 14 around 2015-2016: the section numbers may have changed.
    {
      id: "dc-housing-regulations",
      title: "Housing Regulations",
      paragraphs: [
        "The Landlord has given the Tenant a copy of the housing regulations (14 DCMR chapter 3) and of 14 DCMR §§ 101 (Civil Enforcement Policy) and 106 (Notification of Tenants Concerning Violations).",
      ],
      action: "Give the Tenant a copy of the housing regulations at the start of the tenancy.",
      citation: "14 DCMR § 300.1",
      effectiveDate: "1985-01-01", // date not found
      verified: false,
      source: {
        url: "https://americanlandlord.com/district-of-columbia-landlord-tenant-laws/dc-landlord-notice-to-tenant-of-housing-code-required/",
        read: "2026-11-26",
        quote:
          "shall at the commencement of any tenancy provide to the tenant, a copy of the provisions of this chapter",
      },
    },
    {
      id: "dc-deposit-terms",
      title: "Security Deposit Terms",
      paragraphs: [`Terms and conditions under which the security deposit was collected: ${GAP}`],
      action: "State the terms and conditions of the deposit in the lease or the deposit receipt.",
      when: "deposit",
      citation: "D.C. Code § 42-3502.17; 14 DCMR §§ 308-310",
      effectiveDate: "1985-01-01", // date not found
      verified: false,
    },
    // The Council's codified XML: the form at application was "added Aug. 5, 2006, D.C. Law 16-145" to a section of
    // July 17, 1985 (1985-01-01 → 2006-08-05); later laws (2014 to 2025) changed items on it, which ones not settled.
    {
      id: "dc-rental-disclosure",
      title: "Housing Provider's Disclosure",
      paragraphs: [
        "The Landlord has given the Tenant the Rent Administrator's disclosure form for the unit (RAD Form 3: housing code violation reports, surcharges, rent-control status and the other items the form lists) and RAD Form 5.",
      ],
      action: "Complete the Rent Administrator's disclosure forms and give them to the Tenant before signing.",
      citation: "D.C. Code § 42-3502.22",
      effectiveDate: "2006-08-05",
      verified: false,
      source: {
        url: "https://github.com/DCCouncil/law-xml-codified/blob/33652ba2af867cb5004f88c3a96c3095872f6367/us/dc/council/code/titles/42/sections/42-3502.22.xml",
        read: "2026-11-27",
        quote:
          "At the time a prospective tenant files an application to lease any rental unit, the housing provider shall provide on a disclosure form published by the Rent Administrator (or in another suitable format until a form is published)",
      },
    },
    // The Council's codified XML: (b)(1)(L) and (1A) added by D.C. Law 20-147, "Dec. 17, 2014" (citation "§ 42-3502.22
    // (section not confirmed)" → (b)(1)(L), (b)(1A); 1985-01-01 → 2014-12-17). Owed with an application made 90 days
    // after the Bill of Rights is noticed in the DC Register.
    {
      id: "dc-tenant-bill-of-rights",
      title: "Tenant Bill of Rights",
      paragraphs: [
        "The Landlord has given the Tenant the Tenant Bill of Rights published by the Office of the Tenant Advocate.",
      ],
      action: "Attach the Office of the Tenant Advocate's current Tenant Bill of Rights.",
      citation: "D.C. Code § 42-3502.22(b)(1)(L), (b)(1A)",
      effectiveDate: "2014-12-17",
      verified: false,
      source: {
        url: "https://github.com/DCCouncil/law-xml-codified/blob/33652ba2af867cb5004f88c3a96c3095872f6367/us/dc/council/code/titles/42/sections/42-3502.22.xml",
        read: "2026-11-27",
        quote:
          "(L) A Tenant Bill of Rights published by the Office of the Tenant Advocate pursuant to § 42-3531.07(8).",
      },
    },
    // The Council's codified XML: (b)(1)(K) added by D.C. Law 20-135, "Sept. 9, 2014" (citation "§ 8-241 et seq.
    // (section not confirmed)" → § 42-3502.22(b)(1)(K); 1985-01-01 → 2014-09-09); the law's own record in the same
    // repository: "D.C. Law 20-135 became effective on Sep. 9, 2014." Checked. The boxes ask of any mold in three
    // years, the statute's exception for mold a licensed professional remediated left to the landlord's answer.
    {
      id: "dc-mold",
      title: "Mold",
      paragraphs: [
        `☐ The unit has had mold contamination within the past three years: ${GAP}`,
        "☐ The Landlord knows of no mold contamination in the unit within the past three years.",
      ],
      action: "Check a box and describe any mold contamination in the past three years.",
      citation: "D.C. Code § 42-3502.22(b)(1)(K) (definition in § 8-241.01(5))",
      effectiveDate: "2014-09-09",
      source: {
        url: "https://github.com/DCCouncil/law-xml-codified/blob/33652ba2af867cb5004f88c3a96c3095872f6367/us/dc/council/code/titles/42/sections/42-3502.22.xml",
        read: "2026-11-27",
        quote:
          "Information known or that should have been known about the presence of indoor mold contamination as defined in § 8-241.01(5) in the rental unit or common areas in the previous 3 years, unless the mold has been remediated by an indoor mold remediation professional certified and licensed by the District",
      },
    },
    // The Council's codified XML: § 42-3502.22(b)(1B) (citation "§ 42-3505 et seq. (section not confirmed)" →
    // (b)(1B)). D.C. Law 23-112's text in the same repository (periods/23/laws/23-112.xml) "is amended by adding a
    // new paragraph (1B)", and the section's history gives that law eff="2020-06-24": 1985-01-01 → 2020-06-24, checked.
    {
      id: "dc-voter-registration",
      title: "Voter Registration",
      paragraphs: ["The Landlord has given the Tenant a voter registration packet."],
      action: "Give the Tenant a District voter registration packet.",
      citation: "D.C. Code § 42-3502.22(b)(1B) (packet under § 1-1001.05(a)(20))",
      effectiveDate: "2020-06-24",
      source: {
        url: "https://github.com/DCCouncil/law-xml-codified/blob/33652ba2af867cb5004f88c3a96c3095872f6367/us/dc/council/code/titles/42/sections/42-3502.22.xml",
        read: "2026-11-27",
        quote:
          "(1B) The disclosure form published by the Rent Administrator, as required by paragraph (1) of this subsection, shall include the voter registration packet developed by the District of Columbia Board of Elections pursuant to § 1-1001.05(a)(20).",
      },
    },
    // A "bedbug notice" is listed by form sites without a citation or content; the copy of signed documents
    // (14 DCMR § 303) and rent history on request (14 DCMR § 4111) are not addendum items.
  ],
  FL: [
    {
      id: "fl-owner-agent",
      title: "Landlord and Agent for Notices",
      paragraphs: [
        `Name and address of the Landlord, or of the person authorized to receive notices and demands for the Landlord: ${FACT.landlord}`,
      ],
      action: "Fill in the name and address for notices and demands.",
      citation: "Fla. Stat. § 83.50",
      effectiveDate: "1973-01-01", // date not found
      verified: false,
    },
    // The fire-protection disclosure (§ 83.50(2), buildings over three stories) is gone: every version of the 2013
    // Senate companion on the Senate's site is "removing certain landlord disclosure requirements relating to fire
    // protection", and CS/HB 77 (ch. 2013-136, "Effective Date: 7/1/2013") "revises ... landlord disclosure
    // requirements". The enrolled text itself was not read; the address duty is cited as § 83.50 (was § 83.50(1)),
    // its subsection number after 2013 not confirmed.
    // The Department of Health's page quotes § 404.056(5)'s heading and first sentence; the date was not read.
    {
      id: "fl-radon",
      title: "Radon Gas",
      paragraphs: [
        "RADON GAS: Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Levels of radon that exceed federal and state guidelines have been found in buildings in Florida. Additional information regarding radon and radon testing may be obtained from your county health department.",
      ],
      action: "Leave this notice in the lease.",
      citation: "Fla. Stat. § 404.056(5)",
      effectiveDate: "1973-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.floridahealth.gov/environmental-health/radon/outreach/index.html",
        read: "2026-11-27",
        quote:
          'Section 404.056(5), Florida Statutes, requires "Radon Gas Notification on Real Estate Documents. Notification shall be provided at time of, or prior to, contract for sale and purchase of any building or execution of a rental agreement".',
      },
    },
    // The disclosure wording is a lease generator's transcription of an executed lease, not the statute book.
    // Some sources limit § 83.49 notices to landlords of five or more units: unresolved.
    {
      id: "fl-deposit-notice",
      title: "Security Deposit and Advance Rent",
      paragraphs: [
        `The security deposit and advance rent are held at (name and address of depository): ${GAP} ☐ Or: the Landlord has posted a surety bond.`,
        `Interest: ☐ The Tenant is not entitled to interest on the deposit. ☐ The Tenant is entitled to interest at the rate of ${GAP}, paid ${GAP}.`,
        "YOUR LEASE REQUIRES PAYMENT OF CERTAIN DEPOSITS. THE LANDLORD MAY TRANSFER ADVANCE RENTS TO THE LANDLORD'S ACCOUNT AS THEY ARE DUE AND WITHOUT NOTICE. WHEN YOU MOVE OUT, YOU MUST GIVE THE LANDLORD YOUR NEW ADDRESS SO THAT THE LANDLORD CAN SEND YOU NOTICES REGARDING YOUR DEPOSIT. THE LANDLORD MUST MAIL YOU NOTICE, WITHIN 30 DAYS AFTER YOU MOVE OUT, OF THE LANDLORD'S INTENT TO IMPOSE A CLAIM AGAINST THE DEPOSIT. IF YOU DO NOT REPLY TO THE LANDLORD STATING YOUR OBJECTION TO THE CLAIM WITHIN 15 DAYS AFTER RECEIPT OF THE LANDLORD'S NOTICE, THE LANDLORD WILL COLLECT THE CLAIM AND MUST MAIL YOU THE REMAINING DEPOSIT, IF ANY.",
        "IF THE LANDLORD FAILS TO TIMELY MAIL YOU NOTICE, THE LANDLORD MUST RETURN THE DEPOSIT BUT MAY LATER FILE A LAWSUIT AGAINST YOU FOR DAMAGES. IF YOU FAIL TO TIMELY OBJECT TO A CLAIM, THE LANDLORD MAY COLLECT FROM THE DEPOSIT, BUT YOU MAY LATER FILE A LAWSUIT CLAIMING A REFUND.",
        "YOU SHOULD ATTEMPT TO INFORMALLY RESOLVE ANY DISPUTE BEFORE FILING A LAWSUIT. GENERALLY, THE PARTY IN WHOSE FAVOR A JUDGMENT IS RENDERED WILL BE AWARDED COSTS AND ATTORNEY FEES PAYABLE BY THE LOSING PARTY.",
        "THIS DISCLOSURE IS BASIC. PLEASE REFER TO PART II OF CHAPTER 83, FLORIDA STATUTES, TO DETERMINE YOUR LEGAL RIGHTS AND OBLIGATIONS.",
      ],
      action:
        "Fill in where the deposit is held and whether interest is paid; give this notice in the lease or within 30 days of receiving the deposit.",
      when: "deposit",
      citation: "Fla. Stat. § 83.49(2)",
      effectiveDate: "1973-01-01", // date not found
      verified: false,
    },
    // Leases of one year or longer. Form text as a broker reproduced it; the enrolled bill was not read.
    {
      id: "fl-flood",
      title: "Flood Disclosure",
      appliesIf: "the lease is for a term of one year or longer",
      paragraphs: [
        "FLOOD DISCLOSURE",
        "Flood Insurance: Renters' insurance policies do not include coverage for damage resulting from floods. Tenant is encouraged to discuss the need to purchase separate flood insurance coverage with Tenant's insurance agent.",
        "1. Landlord has ☐ has no ☐ knowledge of any flooding that has damaged the dwelling unit during Landlord's ownership.",
        "2. Landlord has ☐ has not ☐ filed a claim with an insurance provider relating to flood damage, including, but not limited to, a claim with the National Flood Insurance Program.",
        "3. Landlord has ☐ has not ☐ received assistance for flood damage to the dwelling unit, including, but not limited to, assistance from the Federal Emergency Management Agency.",
        '4. For the purposes of this disclosure, "flooding" means a general or temporary condition of partial or complete inundation of the dwelling unit caused by: Overflow of inland or tidal waters; Rapid accumulation of runoff or surface waters from any established water source, such as a river, stream, or drainage ditch; Sustained periods of standing water resulting from rainfall.',
      ],
      action:
        "For a lease of one year or longer, complete this disclosure and give it to the Tenant as a separate document at or before signing.",
      citation: "Fla. Stat. § 83.512",
      effectiveDate: "2025-10-01",
      verified: false,
      source: {
        url: "https://flsenate.gov/Session/Bill/2025/948/BillText/Filed/HTML",
        read: "2026-11-26",
        quote:
          "A landlord must complete and provide a flood disclosure ... at or before the execution of a rental agreement for a term of 1 year or longer.",
      },
    },
    // § 83.491(4)(b) notice when a fee in lieu of a deposit is offered (2023-07-01): contents not in the notes.
  ],
  GA: [
    // Leases entered on or after 1995-07-01.
    {
      id: "ga-flooding",
      title: "Flooding",
      paragraphs: [
        `☐ Flooding has damaged the living space covered by this lease at least three times during the five years before the date of this lease: ${GAP}`,
        "☐ It has not.",
      ],
      action: "Check a box and, if it has flooded, describe the flooding, before the lease is signed.",
      citation: "O.C.G.A. § 44-7-20",
      effectiveDate: "1995-07-01",
      verified: false,
      source: {
        url: "https://instalawyer.io/laws/georgia-code/44-7-20-notification-to-prospective",
        read: "2026-11-26",
        quote:
          "the owner shall, either directly or through an agent, notify the prospective tenant in writing of the property's propensity of flooding",
      },
    },
    // §§ 44-7-31 to 44-7-33 do not bind a landlord of ten or fewer units not managed by an outside agent (§ 44-7-36).
    {
      id: "ga-move-in-list",
      title: "List of Existing Damage",
      appliesIf: GA_DEPOSIT_ACT,
      paragraphs: [
        "Before paying the security deposit, the Tenant has received a comprehensive list of existing damage to the premises, which the Tenant keeps.",
        "The Tenant may inspect the premises before moving in to check the list. The Landlord and the Tenant sign the list; if the Tenant disagrees with any item, the Tenant states in writing the items disputed and signs that statement.",
      ],
      action: "Before taking the deposit, give the Tenant the list of existing damage and have both parties sign it.",
      when: "deposit",
      citation: "O.C.G.A. § 44-7-33(a)",
      effectiveDate: "1976-07-01", // date not found
      verified: false,
      source: {
        url: "https://law.justia.com/codes/georgia/2022/title-44/chapter-7/article-2/section-44-7-33/",
        read: "2026-11-26",
        quote:
          "Prior to tendering a security deposit, the tenant shall be presented with a comprehensive list of any existing damage to the premises",
      },
    },
    {
      id: "ga-escrow",
      title: "Security Deposit Escrow",
      appliesIf: GA_DEPOSIT_ACT,
      paragraphs: [
        `☐ The security deposit is held in an escrow account at (depository): ${GAP}`,
        "☐ The Landlord has posted a surety bond instead.",
      ],
      action: "Fill in the depository holding the deposit, or check the surety bond box.",
      when: "deposit",
      citation: "O.C.G.A. §§ 44-7-31, 44-7-32",
      effectiveDate: "1976-07-01", // date not found
      verified: false,
    },
    ownerManager("ga-owner-manager", "O.C.G.A. § 44-7-3", "1976-07-01"), // date not found
  ],
  HI: [
    // The same-island agent comes from secondary sources.
    {
      id: "hi-owner-manager",
      title: "Owner and Manager",
      paragraphs: [
        `Name and address of each person authorized to manage the premises: ${GAP}`,
        `Name and address of each owner, or of each person authorized to act for the owner for service of process and for receiving and receipting for rents, notices and demands: ${GAP}`,
        `If the owner lives outside the State or on another island, agent living on this island: ${GAP}`,
        "The Landlord will keep this information current.",
      ],
      action: "Fill in the managers, the owners (or their agents) and, for an off-island owner, the on-island agent.",
      citation: "Haw. Rev. Stat. § 521-43(a)",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
      source: {
        url: "https://sammade.github.io/aloha-io/title-28/chapter-521/section-521-43",
        read: "2026-11-26",
        quote:
          "shall disclose to the tenant in writing at or before the commencement of the tenancy the name and address of",
      },
    },
    {
      id: "hi-excise-tax",
      title: "General Excise Tax Number",
      paragraphs: [`Landlord's general excise tax license number: ${GAP}`],
      action: "Fill in the Landlord's general excise tax number.",
      citation: "Haw. Rev. Stat. § 521-43",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
    },
    {
      id: "hi-inventory",
      title: "Move-In Inventory",
      paragraphs: [
        "Before the Tenant first occupies the premises, the Landlord inventories them and makes a written record of the condition of the premises and of any furnishings or appliances provided.",
        "The Landlord and the Tenant sign duplicate copies of the inventory, and each tenant receives a copy.",
      ],
      action: "Complete the inventory before move-in and have both parties sign duplicate copies.",
      citation: "Haw. Rev. Stat. § 521-42(a)",
      effectiveDate: "1972-01-01", // date not found
      verified: false,
      source: {
        url: "http://www.ncsl.org/research/environment-and-natural-resources/hawaii-landlord-and-tenant-duties.aspx",
        read: "2026-11-26",
        quote:
          "Duplicate copies of this inventory shall be signed by the landlord and by the tenant and a copy given to each tenant.",
      },
    },
    // Copy of the lease (§ 521-43(d)) and rent receipts (§ 521-43(e)) are not addendum items.
  ],
  // Nothing found in Idaho Code §§ 6-320, 6-321, 55-307 or the 2023 fee and notice bills. Form sites list
  // only lead; unconfirmed claims: fees in the written agreement, a business improvement district notice
  // (§ 50-2623), the deposit's bank (Attorney General's manual, a recommendation).
  ID: [],
  IL: [
    // Units below the third story; § 26 was rewritten by P.A. 103-298 (effective 2024-01-01). The form is
    // as the notes copied it from a statute site; the scope was not re-read.
    {
      id: "il-radon",
      title: "Disclosure of Information on Radon Hazards to Tenants",
      appliesIf: "the dwelling unit is below the third story above ground level",
      paragraphs: [
        "Radon Warning Statement",
        "Each tenant in this residence or dwelling unit is notified that the property may present exposure to levels of indoor radon gas that may place the occupants at risk of developing radon-induced lung cancer. Radon, a Class-A human carcinogen, is the leading cause of death in private homes and the leading cause of lung cancer in nonsmokers. The lessor of any residence is required to provide each tenant with any information on radon test results of the dwelling unit that present a radon hazard to the tenant.",
        "The Illinois Emergency Management Agency (IEMA) strongly recommends that ALL rental properties have a radon test performed and radon hazards mitigated if elevated levels are found in a dwelling unit or a routinely occupied area of a multiple family residence. Elevated radon concentrations can easily be reduced by a radon contractor.",
        `Dwelling Unit Address: ${FACT.premises}`,
        "Lessor's Disclosure (initial each of the following that apply)",
        `${GAP} Lessor has no knowledge of elevated radon concentrations (or records or reports pertaining to elevated radon concentrations) in the dwelling unit.`,
        `${GAP} Radon concentrations (at or above the IEMA recommended Radon Action Level 4.0 pCi/L) are known to be present within the dwelling unit.`,
        `${GAP} Lessor has provided the tenant with copies of all available records and reports, if any, pertaining to radon concentrations within the dwelling unit.`,
        "Tenant's Acknowledgment (initial each of the following that apply)",
        `${GAP} Tenant has received copies of all information listed above.`,
        `${GAP} Tenant has received the pamphlet "Radon Guide for Tenants".`,
        "Certification of Accuracy",
        "The following parties have reviewed the information above and each party certifies, to the best of his or her knowledge, that the information he or she provided is true and accurate.",
        `Lessor ${GAP} Date ${GAP}`,
        `Tenant ${GAP} Date ${GAP}`,
      ],
      action:
        'Before the lease is signed, give the Tenant this form, the IEMA pamphlet "Radon Guide for Tenants" and any radon records showing a hazard; both initial and sign.',
      citation: "420 ILCS 46/26",
      effectiveDate: "2024-01-01", // P.A. 103-298, per secondary sources
      verified: false,
      source: {
        url: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=042000460K26",
        read: "2026-11-26",
        quote:
          "the lessor shall provide ... the Disclosure of Information on Radon Hazards to Tenants form, as set forth in subsection (f)",
      },
    },
    // Only where tenants pay a share of master-metered utilities.
    {
      id: "il-master-meter",
      title: "Master-Metered Utilities",
      appliesIf: "the tenants pay a share of master-metered utility charges",
      paragraphs: [`Formula the Landlord uses to allocate master-metered utility charges among the tenants: ${GAP}`],
      action: "If tenants share master-metered utility charges, write out the allocation formula.",
      citation: "765 ILCS 740/5",
      effectiveDate: "1974-01-01", // date not found
      verified: false,
      source: {
        url: "https://self-law.org/code/il/chapter-765/act-740/5",
        read: "2026-11-26",
        quote:
          "a copy in writing either as part of the lease or another written agreement of the formula used by the landlord for allocating",
      },
    },
    {
      id: "il-rent-concessions",
      title: "Rent Concessions",
      paragraphs: [`Rent concessions given to the Tenant: ☐ None ☐ ${GAP}`],
      action: "Write any rent concession into the lease.",
      citation: "765 ILCS 730 (Rent Concession Act)",
      // The Act's source note on the official page: "(Source: Laws 1925, p. 457.)"; the day was not read.
      effectiveDate: "1925-07-01",
      verified: false,
      source: {
        url: "https://ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2206&ChapterID=0&Print=True",
        read: "2026-11-27",
        quote:
          "directly or indirectly, gives, or agrees or promises to give, to the lessee, without express mention thereof in the lease, any of the following:",
      },
    },
    {
      id: "il-detectors",
      title: "Smoke and Carbon Monoxide Detectors",
      paragraphs: [
        "The Landlord has given the Tenant written information on testing and maintaining the smoke detectors and carbon monoxide alarms in the unit.",
      ],
      action: "Give the Tenant written testing and maintenance information for the detectors.",
      citation: "430 ILCS 135 (Carbon Monoxide Alarm Detector Act); Smoke Detector Act (425 ILCS 60)",
      // 430 ILCS 135/10(c) as reprinted in House Amendment 1 to HB 825 (97th GA) on ilga.gov (its line numbers
      // and table marks left out of the quote). The Village of La Grange's page: "Effective January 1, 2007, every
      // dwelling unit is required to have at least one approved carbon monoxide alarm" (P.A. 94-741): 1974-01-01 →
      // 2007-01-01, not read in the Act's own history.
      effectiveDate: "2007-01-01",
      verified: false,
      source: {
        url: "https://ilga.gov/ftp/legislation/97/HB/09700HB0825ham001.htm",
        read: "2026-11-27",
        quote:
          "The owner is responsible for providing one tenant per dwelling unit with written information regarding alarm testing and maintenance.",
      },
    },
  ],
  IN: [
    {
      id: "in-owner-manager",
      title: "Owner and Manager",
      paragraphs: [
        `Name and address of the person in Indiana authorized to manage the premises: ${GAP}`,
        `Name and address of the owner, or of a person authorized to act for the owner for service of process and for receiving notices and demands: ${GAP}`,
      ],
      action: "Fill in the manager's and the owner's (or owner's agent's) names and addresses.",
      citation: "Ind. Code § 32-31-3-18",
      effectiveDate: "2002-07-01", // date not found
      verified: false,
    },
    // The section number is a form site's; leases entered or renewed after 2009-06-30.
    {
      id: "in-flood-plain",
      title: "Flood Plain",
      paragraphs: [
        "☐ The lowest floor of the building, including any basement, is at or below the 100-year frequency flood elevation.",
        "☐ It is not.",
      ],
      action: "Check the box that applies (using the Department of Natural Resources or FEMA flood maps).",
      citation: "Ind. Code § 32-31-1-21",
      effectiveDate: "2009-07-01", // leases after 2009-06-30, per a form site
      verified: false,
    },
  ],
  IA: [
    ownerManager("ia-owner-manager", "Iowa Code § 562A.13(1)", "1979-01-01"), // date not found
    // Not where the tenant pays the utility company directly.
    {
      id: "ia-utilities",
      title: "Utility Rates and Charges",
      appliesIf:
        "the Landlord bills the Tenant for a utility service (rather than the Tenant paying the utility company directly)",
      paragraphs: [`Utility services the Landlord bills to the Tenant, with their rates and charges: ${GAP}`],
      action:
        "If the Landlord bills or shares utilities, explain the rates, charges and services before the lease is signed.",
      citation: "Iowa Code § 562A.13(4)",
      effectiveDate: "1979-01-01", // date not found
      verified: false,
    },
    {
      id: "ia-cerclis",
      title: "Federal Hazardous Site List",
      paragraphs: [
        "☐ The property is listed in the federal EPA Comprehensive Environmental Response, Compensation and Liability Information System (CERCLIS).",
        "☐ The property is not listed.",
      ],
      action: "Check the box that applies.",
      citation: "Iowa Code § 562A.13(6)",
      effectiveDate: "1979-01-01", // date not found
      verified: false,
    },
  ],
  KS: [
    // The City of Salina's summary of the Act (not the statute): the five days and the signed copies.
    {
      id: "ks-inventory",
      title: "Move-In Inventory",
      paragraphs: [
        "Within five days after the Tenant first occupies the premises, the Landlord and the Tenant will jointly inventory the premises and record their condition in writing, and each will keep a copy.",
      ],
      action: "Do the joint inventory within five days of move-in and give the Tenant a signed copy.",
      citation: "K.S.A. § 58-2548",
      effectiveDate: "1975-07-01", // date not found
      verified: false,
      source: {
        url: "http://www.salina-ks.gov/content/18394/18518/23966/default.aspx",
        read: "2026-11-27",
        quote:
          "Within five days of receiving possession of the dwelling, the landlord (or a designated representative) and the tenant should inventory the property together. A written record detailing the condition of the premises and any furnishings or appliances provided should be done, and duplicate copies should be signed by the landlord and tenant.",
      },
    },
    ownerManager("ks-owner-manager", "K.S.A. § 58-2551", "1975-07-01"), // date not found
  ],
  // Kentucky's URLTA (KRS 383.500-.705) applies only in cities and counties that adopted it (Louisville/
  // Jefferson County, Lexington and others).
  KY: [
    {
      id: "ky-deposit-account",
      title: "Security Deposit Account",
      appliesIf: KY_URLTA,
      paragraphs: [
        `The security deposit is held in a separate account used only for deposits, at (bank or institution): ${GAP}, account number ${GAP}.`,
      ],
      action: "Fill in the bank and account number of the deposit account.",
      when: "deposit",
      citation: "KRS 383.580(1)",
      effectiveDate: "1984-07-13", // date not found
      verified: false,
      source: {
        url: "https://self-law.org/code/ky/chapter-383/383-580",
        read: "2026-11-26",
        quote: "Prospective tenants shall be informed of the location of the separate account and the account number.",
      },
    },
    {
      id: "ky-damage-list",
      title: "List of Existing Damage",
      appliesIf: KY_URLTA,
      paragraphs: [
        `Before paying the security deposit, the Tenant has received a comprehensive list of any existing damage to the unit that could be charged against the deposit, with the estimated cost of repairing each item: ${GAP}`,
        "The Tenant may inspect the premises before moving in to check the list. The Landlord and the Tenant sign the list.",
      ],
      action:
        "Before taking the deposit, give the Tenant the priced list of existing damage and have both parties sign it.",
      when: "deposit",
      citation: "KRS 383.580(2)",
      effectiveDate: "1984-07-13", // date not found
      verified: false,
      source: {
        url: "https://self-law.org/code/ky/chapter-383/383-580",
        read: "2026-11-26",
        quote:
          "the prospective tenant shall be presented with a comprehensive listing of any then-existing damage to the unit ... and the estimated dollar cost of repairing such damage",
      },
    },
    ownerManager("ky-owner-manager", "KRS 383.585", "1984-07-13", { appliesIf: KY_URLTA }), // date not found
  ],
  // Nothing found in La. R.S. 9:3251 or the Civil Code lease articles; form sites list only lead. A claimed
  // sex-offender notice under La. R.S. 37:1469 concerns real estate licensees.
  LA: [],
  ME: [
    // Only where the tenant pays for electricity used in common areas.
    {
      id: "me-common-electricity",
      title: "Common-Area Electricity",
      appliesIf: "the Tenant pays for electricity used in areas outside the unit",
      paragraphs: [
        `Areas outside the unit whose electricity the Tenant pays for: ${GAP}`,
        `Rent reduction or other consideration the Tenant receives in return: ${GAP}`,
      ],
      action:
        "If the Tenant's meter serves common areas, state the areas and the rent reduction or other consideration.",
      citation: "14 M.R.S. § 6024",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    {
      id: "me-energy-efficiency",
      title: "Energy Efficiency Disclosure Statement",
      paragraphs: [
        "The Landlord has given the Tenant the residential energy efficiency disclosure statement, signed by the Landlord and the Tenant.",
      ],
      action:
        "Before the Tenant signs or pays a deposit, give the Tenant the state energy efficiency disclosure statement; both sign it and the Landlord keeps it seven years.",
      citation: "14 M.R.S. § 6030-C; 35-A M.R.S. § 10006(1)",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    {
      id: "me-radon",
      title: "Radon Disclosure",
      paragraphs: [
        "The Landlord has given the Tenant the radon disclosure on the Department of Health and Human Services form, showing the date and results of the most recent radon test of the building and the risks of radon, and the Tenant has signed the acknowledgment.",
      ],
      action:
        "Give the Tenant the completed state radon disclosure form (test at least every ten years) and have the Tenant sign the acknowledgment.",
      citation: "14 M.R.S. § 6030-D",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    {
      id: "me-bedbugs",
      title: "Bedbugs",
      paragraphs: [
        "☐ A unit next to this unit is infested with or being treated for bedbugs.",
        "☐ No unit next to this unit is known to be infested with or being treated for bedbugs.",
      ],
      action: "Check the box that applies before renting the unit.",
      citation: "14 M.R.S. § 6021-A",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    {
      id: "me-smoking",
      title: "Smoking Policy",
      paragraphs: [`☐ Smoking is prohibited on the entire property. ☐ Smoking is allowed only in these areas: ${GAP}`],
      action: "State the property's smoking policy.",
      citation: "14 M.R.S. § 6030-E",
      effectiveDate: "1977-01-01", // date not found
      verified: false,
    },
    // § 6022 receipts are for cash payments as made; § 6038 (deposit's bank) is on request.
  ],
  MD: [
    {
      id: "md-deposit-receipt",
      title: "Security Deposit Receipt",
      paragraphs: [
        `Security deposit received: ${FACT.deposit} on ${GAP}.`,
        "The Tenant is notified of the following:",
        "(1) The right to have the dwelling unit inspected by the landlord in the tenant's presence for the purpose of making a written list of damages that exist at the commencement of the tenancy if the tenant so requests by certified mail within 15 days of the tenant's occupancy;",
        "(2) The right to be present when the landlord inspects the premises at the end of the tenancy in order to determine if any damage was done to the premises if the tenant notifies the landlord by certified mail at least 15 days prior to the date of the tenant's intended move, of the tenant's intention to move, the date of moving, and the tenant's new address;",
        "(3) The landlord's obligation to conduct the inspection within 5 days before or after the tenant's stated date of intended moving;",
        "(4) The landlord's obligation to notify the tenant in writing of the date of the inspection;",
        "(5) The tenant's right to receive, by first-class mail, delivered to the last known address of the tenant, a written list of the charges against the security deposit claimed by the landlord and the actual costs, within 45 days after the termination of the tenancy;",
        "(6) The obligation of the landlord to return any unused portion of the security deposit, by first-class mail, addressed to the tenant's last known address within 45 days after the termination of the tenancy; and",
        "(7) A statement that failure of the landlord to comply with the security deposit law may result in the landlord being liable to the tenant for a penalty of up to 3 times the security deposit withheld, plus reasonable attorney's fees.",
      ],
      action: "Keep this receipt in the lease, fill in the amount and date, and keep a copy for two years.",
      when: "deposit",
      // In the lease since 2016-10-01 per a trade association; the receipt text is from statute copies. § 8-203(c),
      // read on the General Assembly's page, puts the receipt in the lease (citation: § 8-203(c) added).
      citation: "Md. Code, Real Prop. §§ 8-203(c), 8-203.1(a), 8-208(c)(3)",
      effectiveDate: "2016-10-01",
      verified: false,
      source: {
        url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-203&enactments=False&archived=False",
        read: "2026-11-27",
        quote:
          "(c) (1) The landlord shall give the tenant a receipt for the security deposit as specified in § 8–203.1 of this subtitle. (2) The receipt shall be included in a written lease.",
      },
    },
    {
      id: "md-tenants-bill-of-rights",
      title: "Maryland Tenants' Bill of Rights",
      paragraphs: [
        "The Landlord has attached the most current version of the Maryland Tenants' Bill of Rights published by the Department of Housing and Community Development.",
      ],
      action:
        "Attach the current Maryland Tenants' Bill of Rights from the Department of Housing and Community Development.",
      // Act (HB 693 of 2024) effective 2024-10-01; the Bill of Rights was published in June 2025 and must be
      // attached from 2025-07-01 (secondary sources).
      citation: "Md. Code, Real Prop. § 8-208(c)(4)",
      effectiveDate: "2025-07-01",
      verified: false,
      source: {
        url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-208",
        read: "2026-11-26",
        quote:
          "A copy of the most current version of the Maryland Tenants' Bill of Rights published by the Office of Tenant and Landlord Affairs",
      },
    },
    {
      id: "md-condition-utilities",
      title: "Condition of Premises and Utilities",
      paragraphs: [
        "☐ The premises will be made available in a condition permitting habitation, with reasonable safety.",
        `☐ The parties' agreement about the condition of the premises: ${GAP}`,
        `Responsibility for heat: ${GAP}; gas: ${GAP}; electricity: ${GAP}; water: ${GAP}; repair of the premises: ${GAP}`,
      ],
      action:
        "Check the condition statement that applies and fill in who is responsible for each utility and for repairs.",
      citation: "Md. Code, Real Prop. § 8-208(c)(1)-(2)",
      effectiveDate: "1974-07-01", // date not found
      verified: false,
      source: {
        url: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-208",
        read: "2026-11-26",
        quote:
          "A lease shall include: (1) A statement that the premises will be made available in a condition permitting habitation, with reasonable safety",
      },
    },
    // The General Assembly's page: § 6-823(b) itself says "On or after February 24, 1996" (its date, verified).
    {
      id: "md-lead-packet",
      title: "Lead Poisoning Information Packet",
      paragraphs: [
        "The Landlord has given the Tenant the lead poisoning information packet prepared or designated by the Maryland Department of the Environment.",
      ],
      action: "At signing, give the Tenant the Department of the Environment's lead poisoning information packet.",
      when: "pre-1978",
      citation: "Md. Code, Envir. § 6-823(b)",
      effectiveDate: "1996-02-24",
      source: {
        url: "http://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gen&section=6-823",
        read: "2026-11-27",
        quote:
          "(b) On or after February 24, 1996, upon the execution of a lease or the inception of a tenancy for an affected property, the owner of the affected property shall give to the tenant a lead poisoning information packet prepared or designated by the Department.",
      },
    },
    {
      id: "md-landlord-identity",
      title: "Landlord and Agent",
      paragraphs: [
        `Name and address of the Landlord: ${FACT.landlord}`,
        `Name and address of the person authorized to receive notices and service of process for the Landlord: ${GAP}`,
      ],
      action: "Fill in the Landlord's and the agent's names and addresses.",
      citation: "Md. Code, Real Prop. § 8-210",
      effectiveDate: "1974-07-01", // date not found
      verified: false,
    },
    // Only where utilities are billed by a ratio utility billing system.
    {
      id: "md-utility-billing",
      title: "Ratio Utility Billing",
      appliesIf: "the Landlord bills utilities to the Tenant by a ratio utility billing system",
      paragraphs: [
        `Utilities (including gas and electricity) billed to the Tenant by a ratio utility billing system: ${GAP}`,
        `How the charges are calculated and any fees: ${GAP}`,
      ],
      action: "If utilities are billed by ratio, fill in the utilities, the calculation method and any fees.",
      citation: "Md. Code, Real Prop. § 8-212.4",
      effectiveDate: "2024-01-01", // year only
      verified: false,
    },
  ],
  MA: [
    // The Trial Court's self-help page (a summary, not the statute); the date was not read.
    {
      id: "ma-deposit-receipt",
      title: "Security Deposit Receipt",
      paragraphs: [
        `Security deposit received: $${GAP} on ${GAP}.`,
        `Received by (name, and for an agent the name of the Landlord): ${GAP}`,
        `Landlord: ${GAP} Tenant: ${GAP}`,
        `Address of the premises: ${GAP}`,
        `The Tenant is entitled to interest on the security deposit. Forwarding address for returning the deposit: ${GAP}`,
        `Signed by the person receiving the deposit: ${GAP}`,
      ],
      action: "Fill in and sign this receipt when the deposit is paid.",
      when: "deposit",
      citation: "Mass. Gen. Laws ch. 186, § 15B(2)(b)",
      effectiveDate: "1978-01-01", // date not found
      verified: false,
      source: {
        url: "http://www.mass.gov/courts/selfhelp/housing/sec-dep-pay.html",
        read: "2026-11-27",
        quote:
          "Yes, a landlord is required to give a written receipt to the tenant at the time of accepting the security deposit. The receipt should include the amount of the security deposit, the name of the person receiving it, the date it was received, the names of the landlord and tenant, and the address (or other description) of the leased property.",
      },
    },
    // The statutory notice paragraph for the statement was not retrieved. The ten days read on the Trial Court's
    // self-help page (a summary, not the statute); the date was not read.
    {
      id: "ma-statement-of-condition",
      title: "Statement of Condition",
      paragraphs: [
        "Within ten days after the tenancy begins or the deposit is received, whichever is later, the Landlord will give the Tenant a separate written statement of the present condition of the premises, signed by the Landlord, listing any damage and any known code violations.",
        "The statement will carry the notice set out in Mass. Gen. Laws ch. 186, § 15B(2)(c), telling the Tenant to review it, add any further damage, sign it and return it within fifteen days.",
      ],
      action:
        "Within ten days, give the Tenant the signed statement of condition with the statutory notice copied from ch. 186, § 15B(2)(c).",
      when: "deposit",
      citation: "Mass. Gen. Laws ch. 186, § 15B(2)(c)",
      effectiveDate: "1978-01-01", // date not found
      verified: false,
      source: {
        url: "http://www.mass.gov/courts/selfhelp/housing/sec-dep-pay.html",
        read: "2026-11-27",
        quote:
          "Within 10 days of collecting a security deposit, the landlord must provide a signed statement to the tenant that describes the condition of the property, including any known damage and violations of the state sanitary and building",
      },
    },
    {
      id: "ma-bank-receipt",
      title: "Security Deposit Bank",
      paragraphs: [
        `Name and address of the Massachusetts bank holding the security deposit: ${GAP}`,
        `Amount of the deposit: $${GAP} Account number: ${GAP}`,
      ],
      action:
        "Within 30 days of receiving the deposit, give the Tenant this receipt with the bank's name and address, the amount and the account number.",
      when: "deposit",
      citation: "Mass. Gen. Laws ch. 186, § 15B(3)(a)",
      // Mass.gov's guidance page (not the statute): 30 days, though counted there from depositing, not receiving.
      effectiveDate: "1978-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.mass.gov/info-details/learn-about-holding-a-security-deposit",
        read: "2026-11-27",
        quote: "Within 30 days of depositing the security deposit, the landlord must give the tenant in writing:",
      },
    },
    // All pre-1978 housing, whether or not children live there. The two copies read on the Department of Public
    // Health's page (a summary, not the regulation); "Effective September 1, 1995" only in a copy of 105 CMR 460.725.
    {
      id: "ma-lead",
      title: "Tenant Lead Law Notification",
      paragraphs: [
        "The Landlord has given the Tenant two copies of the Tenant Lead Law Notification and Tenant Certification form; the Landlord and the Tenant have completed and signed the Tenant Certification, and each keeps a copy.",
        `The Landlord has also given the Tenant any Letter of Full Compliance or Letter of Interim Control, and the most recent lead inspection or risk assessment report, for the unit: ☐ None ☐ ${GAP}`,
      ],
      action:
        "Before signing, give the Tenant two copies of the state notification form and any lead letters or reports, and both sign the Tenant Certification.",
      when: "pre-1978",
      citation: "105 CMR 460.725; Mass. Gen. Laws ch. 111, § 197A(d)",
      effectiveDate: "1995-09-01",
      verified: false,
      source: {
        url: "https://www.mass.gov/service-details/tenant-lead-law-notification-0",
        read: "2026-11-27",
        quote:
          "Two copies of the Tenant Notification and Tenant Certification Form (one for the owner to keep and one for the tenant to keep)",
      },
    },
    // Not researched: 940 CMR 3.17 (Attorney General's rental rules); ch. 186, § 21 (insurance, on request).
  ],
  MI: [
    {
      id: "mi-truth-in-renting",
      title: "Truth in Renting Act Notice",
      paragraphs: [
        "NOTICE: Michigan law establishes rights and obligations for parties to rental agreements. This agreement is required to comply with the Truth in Renting Act. If you have a question about the interpretation or legality of a provision of this agreement, you may want to seek assistance from a lawyer or other qualified person.",
        `Name and address at which notices may be given to the Landlord: ${GAP}`,
      ],
      print: { points: 12 },
      action: "Fill in the Landlord's address for notices.",
      citation: "MCL 554.634",
      effectiveDate: "1979-07-01", // per a law firm article
      verified: false,
      source: {
        url: "https://americanlandlord.com/landlord-tenant-laws-by-state/michigan-landlord-tenant-laws/",
        read: "2026-11-26",
        quote: "This agreement is required to comply with the Truth in Renting Act.",
      },
    },
    // May instead be posted in the management office or delivered at signing.
    {
      id: "mi-domestic-violence",
      title: "Domestic Violence, Sexual Assault or Stalking",
      paragraphs: [
        "A tenant who has a reasonable apprehension of present danger to him or her or his or her child from domestic violence, sexual assault, or stalking may have special statutory rights to seek a release of rental obligation under MCL 554.601b.",
      ],
      action: "Leave this notice in the lease (or post it in the management office).",
      citation: "MCL 554.601b",
      effectiveDate: "2010-10-05", // 2010 PA 199, per secondary sources
      verified: false,
      source: {
        url: "https://americanlandlord.com/landlord-tenant-laws-by-state/michigan-landlord-tenant-laws/",
        read: "2026-11-26",
        quote: "may have special statutory rights to seek a release of rental obligation under MCL 554.601b",
      },
    },
    // The statutory forwarding-address warning is cut off in the notes: plain statement. The 14 days read in the
    // Landlord-Tenant Benchbook on the courts' site, which quotes § 554.603 (its brackets are the benchbook's).
    {
      id: "mi-deposit-notice",
      title: "Security Deposit Notice",
      paragraphs: [
        `Name and address of the Landlord for communications about the deposit: ${GAP}`,
        `Name and address of the financial institution or surety holding the deposit: ${GAP}`,
        "The Tenant must notify the Landlord in writing, within 4 days after moving out, of a forwarding address where the Tenant can be reached and will receive mail; if the Tenant does not, the Landlord is relieved of certain duties under MCL 554.603.",
      ],
      print: { bold: true, points: 12 },
      action:
        "Within 14 days after the Tenant takes possession, give this notice with the statutory warning copied from MCL 554.603.",
      when: "deposit",
      citation: "MCL 554.603",
      effectiveDate: "1973-04-01", // 1972 PA 348, effective April 1, 1973 (the legislature's page)
      verified: false,
      source: {
        url: "https://www.courts.michigan.gov/4a54c6/siteassets/publications/benchbooks/lltbb/lltbbresponsivehtml5.zip/LLTBB/Ch_2_Specific_Acts/Chapter_2_Specific_Landlord-Tenant_Laws-.htm",
        read: "2026-11-27",
        quote:
          "“unless he [or she] notifies the tenant no later than 14 days from the date a tenant assumes possession in a written instrument of the landlord’s name and address for receipt of communications under [the LTRA], the name and address of the financial institution or surety required by [MCL 554.604] and the tenant’s obligation to provide in writing a forwarding mailing address to the landlord within 4 days after termination of occupancy.” MCL 554.603.",
      },
    },
    // Read in House Bill 4024 of 2009 as introduced (the legislature's site), which sets out § 554.608 without
    // marking the words it would change: the statute's own text not read.
    {
      id: "mi-inventory",
      title: "Inventory Checklists",
      paragraphs: [
        "At the start of the tenancy the Landlord gives the Tenant two blank inventory checklists. The Tenant completes them and returns one to the Landlord within 7 days.",
        "The Tenant may ask for a copy of the termination inventory checklist of the previous tenant of the unit.",
      ],
      action: "Give the Tenant two blank inventory checklists at move-in.",
      when: "deposit",
      citation: "MCL 554.608",
      effectiveDate: "1973-04-01", // 1972 PA 348, effective April 1, 1973 (the legislature's page)
      verified: false,
      source: {
        url: "https://www.legislature.mi.gov/documents/2009-2010/billintroduced/House/htm/2009-HIB-4024.htm",
        read: "2026-11-27",
        quote:
          "(2) At the commencement of the lease, the landlord shall furnish the tenant 2 blank copies of a commencement inventory checklist, which form shall be identical to the form used for the termination inventory checklist.",
      },
    },
  ],
  MN: [
    {
      id: "mn-owner-manager",
      title: "Owner and Manager",
      paragraphs: [
        `Name and address of the person authorized to manage the property: ${GAP}`,
        `Name and address of the landlord or of an agent authorized by the landlord to accept service of process and receive and give receipt for notices and demands: ${GAP}`,
      ],
      action: "Fill in both names and addresses and post the same information on the property.",
      // Read in the 1998 text of the predecessor, § 504A.155.
      citation: "Minn. Stat. § 504B.181, subd. 1",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.revisor.mn.gov/statutes/1998/cite/504A.155",
        read: "2026-11-26",
        quote:
          "Before a tenancy begins, a landlord must inform a residential tenant either in the lease or otherwise in writing the name and address of",
      },
    },
    {
      id: "mn-ag-handbook",
      title: "Attorney General's Handbook",
      paragraphs: [
        'The Minnesota Attorney General\'s handbook "Landlords and Tenants: Rights and Responsibilities" is available to the Tenant.',
      ],
      action: "Leave this notice in the lease.",
      citation: "Minn. Stat. § 504B.181, subd. 2(b)",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
      source: {
        url: "https://doksi.net/en/get.php?lid=33858",
        read: "2026-11-26",
        quote:
          "Minnesota Statutes § 504B.181, subd 2(b) requires landlords to notify residential tenants that this handbook is available to them.",
      },
    },
    // Enacted by the 2023 session laws; the section number was not found.
    {
      id: "mn-total-monthly-payment",
      title: "Total Monthly Payment",
      paragraphs: [`Total Monthly Payment (rent plus all mandatory fees): $${GAP}`],
      print: { firstPage: true },
      action: "Fill in the Total Monthly Payment, printed on the first page of the lease.",
      citation: "Minn. Stat. ch. 504B (2023 Minn. Laws; section not confirmed)",
      effectiveDate: "2024-01-01",
      verified: false,
    },
    {
      id: "mn-inspection-orders",
      title: "Inspection Orders and Condemnation",
      paragraphs: [
        `☐ There are outstanding inspection orders or a condemnation order for the unit or building, as follows: ${GAP}`,
        "☐ There are none.",
      ],
      action: "Before the lease is signed, check a box and describe any outstanding inspection or condemnation orders.",
      citation: "Minn. Stat. § 504B.195",
      // Read in the revisor's 2007 edition, not the current one.
      effectiveDate: "1999-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.revisor.mn.gov/statutes?id=504B.195&year=2007",
        read: "2026-11-27",
        quote: "(2) a person before signing a lease or paying rent or a security deposit to begin a new",
      },
    },
    // Only where a mortgage foreclosure or contract-for-deed cancellation is under way.
    {
      id: "mn-foreclosure",
      title: "Foreclosure or Contract for Deed Cancellation",
      paragraphs: [
        `☐ A mortgage foreclosure or contract-for-deed cancellation affecting the property is pending: ${GAP}`,
        "☐ None is pending.",
      ],
      action:
        "Check a box; while a foreclosure or cancellation is pending the lease may run no longer than two months.",
      citation: "Minn. Stat. § 504B.151",
      // Read in SF 2908 (2008, an engrossment on the revisor's site). The notice duty came between 1999 and 2014 (the
      // revisor's tables of sections); the act was not found, so the stand-in date stays.
      effectiveDate: "1999-01-01", // date not found
      verified: false,
      source: {
        url: "https://www.revisor.mn.gov/bills/text.php?number=SF2908&version=1&session=ls85&session_year=2008&session_number=0&type=ue",
        read: "2026-11-27",
        quote: "a periodic residential lease agreement with a term of not more than two months or",
      },
    },
    // Only where one meter serves more than one unit.
    {
      id: "mn-single-meter",
      title: "Shared Utility Meter",
      appliesIf: "one utility meter serves more than one unit",
      paragraphs: [`Method used to apportion the single-metered utility charges among the units: ${GAP}`],
      action: "If a utility meter serves more than one unit, write out the apportionment method.",
      citation: "Minn. Stat. § 504B.215",
      // Subd. 2a, read in the revisor's 2005 edition, was added by Laws 2000, ch. 268 (the revisor's page): 1999-01-01
      // → 2000-01-01; later amendments not read.
      effectiveDate: "2000-01-01", // year only
      verified: false,
      source: {
        url: "https://www.revisor.mn.gov/statutes/2005/cite/504B.215",
        read: "2026-11-27",
        quote: "(2) an equitable method of apportionment and the frequency of billing by the landlord",
      },
    },
    // § 504B.171's covenant is implied in every lease; § 504B.177 (late fees) is elsewhere.
  ],
  // Nothing found in Miss. Code § 89-8; a form site lists only lead.
  MS: [],
  MO: [
    ownerManager("mo-owner-manager", "Mo. Rev. Stat. § 535.185", "1983-08-13"), // date not found
    // Only where the landlord knows the property was used to make methamphetamine.
    {
      id: "mo-meth",
      title: "Methamphetamine",
      paragraphs: [
        `☐ The Landlord knows that the premises were used to manufacture or store methamphetamine: ${GAP}`,
        "☐ The Landlord has no such knowledge.",
      ],
      action: "Check the box that applies.",
      citation: "Mo. Rev. Stat. § 441.236",
      effectiveDate: "1983-08-13", // date not found
      verified: false,
    },
  ],
  MT: [
    {
      id: "mt-condition-statement",
      title: "Statement of Condition",
      paragraphs: [
        "The Landlord has given the Tenant a written statement of the condition of the premises at the start of the tenancy, signed by the Landlord and the Tenant.",
      ],
      action: "Give the Tenant a signed statement of the premises' condition at move-in.",
      when: "deposit",
      citation: "Mont. Code § 70-25-206",
      effectiveDate: "1977-07-01", // date not found
      verified: false,
    },
    ownerManager("mt-owner-manager", "Mont. Code § 70-24-301", "1977-07-01"), // date not found
    // Only contaminated property that has not been remediated.
    {
      id: "mt-meth",
      title: "Methamphetamine Contamination",
      paragraphs: [
        `☐ The property is contaminated by methamphetamine and has not been remediated: ${GAP}`,
        "☐ The Landlord knows of no unremediated methamphetamine contamination.",
      ],
      action: "Check the box that applies.",
      citation: "Mont. Code § 75-10-1305",
      effectiveDate: "1977-07-01", // date not found
      verified: false,
    },
    // § 70-16-703 mold disclosure gives a form and a liability shield; whether it is mandatory is unresolved.
  ],
  NE: [
    ownerManager("ne-owner-manager", "Neb. Rev. Stat. § 76-1417", "1974-07-01"), // date not found
  ],
  NV: [
    {
      id: "nv-inventory",
      title: "Inventory and Condition",
      paragraphs: [
        "A signed record of the inventory and condition of the premises under the Tenant's exclusive custody and control is attached.",
      ],
      action: "Complete and sign the inventory and condition record and attach it.",
      citation: "NRS 118A.200(3)(k)",
      effectiveDate: "1977-07-01", // date not found
      verified: false,
      source: {
        url: "https://instalawyer.io/laws/nevada-revised-statutes/chapter-118a-landlord-and-nrs-118a200-rental-agreements",
        read: "2026-11-26",
        quote:
          "A signed record of the inventory and condition of the premises under the exclusive custody and control of the tenant.",
      },
    },
    // The notes do not give NRS 202.470's content (public nuisance): the summary is left for the landlord.
    {
      id: "nv-required-notices",
      title: "Nuisances, Code Violations and the Flag",
      paragraphs: [
        `Summary of NRS 202.470 (public nuisances): ${GAP}`,
        `To report a nuisance, or a violation of a building, safety or health code or regulation, the Tenant may contact: ${GAP}`,
        "The Tenant may display the flag of the United States as set forth in NRS 118A.325.",
      ],
      action: "Fill in the summary of NRS 202.470 and the agencies to contact.",
      citation: "NRS 118A.200(3)(l)-(n)",
      effectiveDate: "1977-07-01", // date not found
      verified: false,
      source: {
        url: "https://instalawyer.io/laws/nevada-revised-statutes/chapter-118a-landlord-and-nrs-118a200-rental-agreements",
        read: "2026-11-26",
        quote:
          "(l) A summary of the provisions of NRS 202.470. (m) Information regarding the procedure pursuant to which a tenant may report",
      },
    },
    {
      id: "nv-foreclosure",
      title: "Pending Foreclosure",
      paragraphs: [`☐ A foreclosure proceeding against the property is pending: ${GAP} ☐ None is pending.`],
      action: "Check the box that applies.",
      citation: "NRS 118A.275",
      effectiveDate: "1977-07-01", // date not found
      verified: false,
    },
    // § 118A.200(4) (single-family leases not signed by a licensed agent) is cut off in the notes: not drafted.
    // The other subjects of § 118A.200(3) are lease terms, not disclosures.
  ],
  NH: [
    {
      id: "nh-deposit-receipt",
      title: "Security Deposit Receipt",
      paragraphs: [
        `Security deposit received: $${GAP} on ${GAP}.`,
        `The deposit (or the bond for it) is held at: ${GAP}`,
        "Any conditions in the rental unit in need of repair or correction should be noted on this receipt or given to the Landlord in writing within 5 days of occupancy.",
        `Signed by the Landlord: ${GAP}`,
      ],
      action:
        "Sign this receipt when the deposit is paid (the 5-day notice is required even when the deposit is paid by check).",
      when: "deposit",
      citation: "N.H. Rev. Stat. § 540-A:6, I(b)-(c)",
      effectiveDate: "1979-01-01", // date not found
      verified: false,
      source: {
        url: "https://law.justia.com/codes/new-hampshire/2019/title-lv/chapter-540-a/section-540-a-6/",
        read: "2026-11-26",
        quote:
          "a landlord shall forthwith deliver to the tenant a signed receipt stating the amount of the deposit and specifying the place where the deposit",
      },
    },
    // The copy of the lease within 30 days (DOJ guide, citation unknown) is not an addendum item.
  ],
  NJ: [
    // Truth-in-Renting scope: not for premises of two or fewer units, or owner-occupied premises of three or fewer.
    {
      id: "nj-flood-risk",
      title: "Flood Risk Notice",
      appliesIf: NJ_TRUTH_IN_RENTING,
      paragraphs: [
        "☐ Yes ☐ No: The premises are in a FEMA Special Flood Hazard Area (100-year floodplain).",
        "☐ Yes ☐ No: The premises are in a Moderate Risk Flood Hazard Area (500-year floodplain).",
        `☐ The Landlord knows of flooding of the premises or its parking areas: ${GAP} ☐ The Landlord has no actual knowledge of such flooding.`,
        "Flood insurance for renters is available through the Federal Emergency Management Agency's National Flood Insurance Program.",
      ],
      action:
        "Before signing and at each renewal, give the Tenant this notice as a separate rider in at least 12-point type, signed or acknowledged by the Tenant (the DCA model notice may be used).",
      citation: "N.J.S.A. 46:8-50",
      effectiveDate: "2024-03-20",
      verified: false,
    },
    // Multiple dwellings (three or more units). The Legislature's model clause is cut off in the notes.
    {
      id: "nj-window-guards",
      title: "Window Guards",
      appliesIf: "the building is a multiple dwelling (three or more dwelling units)",
      paragraphs: [
        "The owner (landlord) must provide, install and maintain window guards in the apartment, and in hallways that the tenant's household can reach without leaving the building, if the tenant asks in writing and a child 10 years of age or younger lives in or regularly spends a substantial time in the apartment.",
        "The Tenant must ask in writing for window guards to be installed.",
        "Separately from this lease, the Landlord has told the Tenant of the right to request window guards, and both have signed a written acknowledgment that this notice was given and understood.",
      ],
      print: { bold: true },
      action: "Tell the Tenant of the right orally, and have both sign a separate acknowledgment.",
      citation: "N.J.S.A. 55:13A-7.14; N.J.A.C. 5:10-27.1(c)",
      effectiveDate: "1995-01-01", // year only
      verified: false,
      source: {
        url: "http://laws9.com/statutes/new-jersey/title-55/section-55-13a/55-13a-7-14",
        read: "2026-11-26",
        quote:
          "All leases offered to tenants in multiple dwellings shall contain a notice, conspicuously set forth therein in prominent boldface type",
      },
    },
    // Same exemption as the flood notice.
    {
      id: "nj-truth-in-renting",
      title: "Truth in Renting Statement",
      appliesIf: NJ_TRUTH_IN_RENTING,
      paragraphs: [
        "The Landlord has given the Tenant the Department of Community Affairs' Truth in Renting statement of tenants' and landlords' rights.",
      ],
      action: "Give the Tenant the current DCA Truth in Renting statement (English or Spanish) at or before move-in.",
      citation: "N.J.S.A. 46:8-44 to -46",
      effectiveDate: "1971-01-01", // date not found
      verified: false,
    },
    {
      id: "nj-deposit-notice",
      title: "Security Deposit Account",
      paragraphs: [
        `Name and address of the bank or investment company holding the security deposit: ${GAP}`,
        `Type of account: ${GAP} Current interest rate: ${GAP}`,
        `Amount of the deposit: $${GAP}`,
      ],
      action:
        "Within 30 days of receiving the deposit, give the Tenant this notice (and again whenever the deposit is moved).",
      when: "deposit",
      citation: "N.J.S.A. 46:8-19(c)",
      effectiveDate: "1971-01-01", // date not found
      verified: false,
      source: {
        url: "https://legal-resources.uslegalforms.com/answers/29121-is-the-tenant-entitled-to-receive-this-interest-on-a-security-deposit-in-new-jersey",
        read: "2026-11-26",
        quote:
          "giving the name and address of the investment company, State or federally chartered bank, ... the type of account ... the current rate of interest",
      },
    },
    // Not researched: lead-safe certification at tenant turnover (P.L. 2021, c.182).
  ],
  NM: [
    ownerManager("nm-owner", "N.M. Stat. § 47-8-19", "1975-07-01"), // date not found
    // Only leases handled by a licensed property manager (qualifying broker); the terms in subsection A are
    // lease terms, not disclosures.
    {
      id: "nm-act-copy",
      title: "Uniform Owner-Resident Relations Act",
      appliesIf: "a licensed real estate broker manages the property for the owner",
      paragraphs: [
        `The Tenant has received a copy of the New Mexico Uniform Owner-Resident Relations Act and confirms receipt: ${GAP}`,
      ],
      action:
        "Where a broker manages the property, attach a copy of the Act and get each tenant's separate confirmation of receipt.",
      citation: "16.61.24.14(B) NMAC",
      effectiveDate: "2019-01-01",
      verified: false,
      source: {
        url: "https://e.casetext.com/regulation/new-mexico-administrative-code/title-16-occupational-and-professional-licensing/chapter-61-real-estate-brokers/part-24-property-management/section-16612414-residential-tenancy-agreements",
        read: "2026-11-26",
        quote:
          "The qualifying broker shall include a copy ... of the New Mexico Uniform Owner-Resident Relations Act, with every written residential tenancy agreement.",
      },
    },
  ],
  NY: [
    // The Assembly's page for S5472 (2021), which adds § 231-b (the bill's summary); the date was not read there.
    {
      id: "ny-flood",
      title: "Flood History and Risk",
      paragraphs: [
        '☐ Yes ☐ No: Any or all of the leased premises is located wholly or partially in a Federal Emergency Management Agency ("FEMA") designated floodplain.',
        '☐ Yes ☐ No: Any or all of the leased premises is located wholly or partially in the Special Flood Hazard Area ("SFHA"; "100-year floodplain") according to FEMA\'s current Flood Insurance Rate Maps for the leased premises\' area.',
        "☐ Yes ☐ No: Any or all of the leased premises is located wholly or partially in a Moderate Risk Flood Hazard Area (\"500-year floodplain\") according to FEMA's current Flood Insurance Rate Maps for the leased premises' area.",
        `Prior flood damage to the leased premises from a natural flood event (such as heavy rainfall, coastal storm surge, tidal inundation or river overflow) that the Landlord knows or reasonably should know of, and its nature: ☐ None ☐ ${GAP}`,
        "Flood insurance is available to renters through the Federal Emergency Management Agency's (FEMA's) National Flood Insurance Program (NFIP) to cover your personal property and contents in the event of a flood. A standard renter's insurance policy does not typically cover flood damage. You are encouraged to examine your policy to determine whether you are covered.",
      ],
      action: "Answer each flood question and describe any known flood damage.",
      citation: "N.Y. Real Prop. Law § 231-b",
      effectiveDate: "2023-06-21",
      verified: false,
      source: {
        url: "http://assembly.state.ny.us/leg/?sh=printbill&bn=S5472&term=2021&Text=Y",
        read: "2026-11-27",
        quote:
          "Add §231-b, RP L Requires every residential lease to provide notice of information concerning flood insurance.",
      },
    },
    {
      id: "ny-sprinkler",
      title: "Sprinkler System",
      paragraphs: [
        `☐ The leased premises has a maintained and operative sprinkler system. Last date of maintenance and inspection: ${GAP}`,
        "☐ The leased premises does not have a maintained and operative sprinkler system.",
      ],
      print: { bold: true },
      action: "Check a box and give the last inspection date if there is a system.",
      citation: "N.Y. Real Prop. Law § 231-a",
      // The Senate's page for S5212A (signed as L. 2014, ch. 202, on 2014-08-05), its memo's purpose (a copy of the
      // section → that page); "bold face type" is read only in the copy. The date, 120 days on, was not shown.
      effectiveDate: "2014-12-03",
      verified: false,
      source: {
        url: "http://www.nysenate.gov/legislation/bills/2013/S5212A",
        read: "2026-11-27",
        quote:
          "To require all residential leases to include conspicuous\nnotice as to the existence or non-existence of a sprinkler system in\nthe leased premises.",
      },
    },
    // Every initial and renewal lease statewide, including where a municipality has not opted in (that
    // landlord checks the exemption). The statutory form is cut off in the notes: plain statement. The Senate's
    // page for § 226-c marks the text before the § 231-c notice "Effective until August 18, 2024" (2024-04-20 →
    // 2024-08-18); § 231-c's own effective-date note was not read.
    {
      id: "ny-good-cause",
      title: "Good Cause Eviction Law Notice",
      paragraphs: [
        `The Landlord states whether this unit is covered by the New York State Good Cause Eviction Law (Real Property Law article 6-A) and, if it is not, the exemption that applies: ${GAP}`,
        `Unit: street ${GAP}, unit or apartment number ${GAP}, city/town/village ${GAP}, state ${GAP}, ZIP ${GAP}.`,
      ],
      action:
        "Append the notice in the exact form of Real Property Law § 231-c, with the unit information and the box that applies completed.",
      citation: "N.Y. Real Prop. Law § 231-c",
      effectiveDate: "2024-08-18",
      verified: false,
      source: {
        url: "https://nysenate.gov/legislation/laws/RPP/231-C",
        read: "2026-11-26",
        quote: "shall append to or incorporate into any initial lease, renewal lease, ... the following notice",
      },
    },
    // Buildings of six or more units must use an interest-bearing account (§ 7-103(2-a)).
    {
      id: "ny-deposit-bank",
      title: "Security Deposit Bank",
      paragraphs: [
        `Name and address of the New York banking organization holding the security deposit: ${GAP}`,
        `Amount of the deposit: $${GAP}`,
      ],
      action: "When the deposit is placed in a bank, give the Tenant the bank's name and address and the amount.",
      when: "deposit",
      citation: "N.Y. Gen. Oblig. Law § 7-103(2)",
      // An Assembly bill (A03838 of 2017) recites subdivision 2 "as amended by chapter 402 of the laws of 1979":
      // 1965-01-01 → 1979-01-01.
      effectiveDate: "1979-01-01", // year only
      verified: false,
      source: {
        url: "https://www.legalfix.com/statutes/state-codes/new-york/gob/article-7/title-1/7-103",
        read: "2026-11-26",
        quote:
          "giving the name and address of the banking organization in which the deposit of security money is made, and the amount of such deposit",
      },
    },
    // The notes flag a renumbered § 7-107 text from 2025-11-15.
    {
      id: "ny-inspection-offer",
      title: "Pre-Occupancy Inspection",
      paragraphs: [
        "After signing and before moving in, the Tenant may inspect the premises with the Landlord or the Landlord's agent to determine their condition.",
        "If the Tenant asks for an inspection, the parties will sign a written agreement before the Tenant moves in describing the condition of the premises and noting any existing defects or damage.",
        "☐ The Tenant requests an inspection. ☐ The Tenant declines.",
      ],
      action: "Offer the inspection and, if the Tenant accepts, sign the condition agreement before move-in.",
      citation: "N.Y. Gen. Oblig. Law §§ 7-107, 7-108(1-a)",
      effectiveDate: "2019-06-14", // HSTPA date, as in security-deposit.ts
      verified: false,
      source: {
        url: "https://lexace.ai/us/statute/new-york/gob-7-107",
        read: "2026-11-26",
        quote:
          "After initial lease signing but before the tenant begins occupancy, the landlord shall offer the tenant the opportunity to inspect the premises",
      },
    },
  ],
  NC: [
    {
      id: "nc-deposit-location",
      title: "Security Deposit Location",
      paragraphs: [
        `☐ The security deposit is held in a trust account at (name and address of the bank or institution): ${GAP}`,
        `☐ The Landlord has furnished a bond from (insurance company): ${GAP}`,
      ],
      action:
        "Within 30 days after the lease term begins, tell the Tenant where the deposit is held or which company provides the bond.",
      when: "deposit",
      citation: "N.C. Gen. Stat. § 42-50",
      effectiveDate: "1977-10-01", // date not found
      verified: false,
      source: {
        url: "https://www.thelpa.com/lpa/forum-thread/353882/Lease.html",
        read: "2026-11-26",
        quote:
          "The landlord or his agent shall notify the tenant within 30 days after the beginning of the lease term of the name and address of the bank",
      },
    },
    // § 42-46 late and administrative fees are elsewhere.
  ],
  ND: [
    {
      id: "nd-condition-statement",
      title: "Statement of Condition",
      paragraphs: [
        "A statement describing the condition of the premises when the lease is entered into, agreed to and signed by the Landlord and the Tenant, is attached.",
      ],
      action: "Complete the condition statement with the Tenant and attach it signed by both.",
      citation: "N.D. Cent. Code § 47-16-07.2",
      effectiveDate: "1979-07-01", // date not found
      verified: false,
      source: {
        url: "https://ndlegis.gov/cencode/t47c16.html",
        read: "2026-11-26",
        quote: "Statement detailing condition of premises to accompany rental agreement",
      },
    },
  ],
  OH: [
    {
      id: "oh-owner-agent",
      title: "Owner and Agent",
      paragraphs: [`Name and address of the owner: ${GAP}`, `Name and address of the owner's agent, if any: ${GAP}`],
      action: "Fill in the owner's and any agent's names and addresses.",
      citation: "Ohio Rev. Code § 5321.18",
      effectiveDate: "1974-11-04", // date not found
      verified: false,
    },
  ],
  OK: [
    {
      id: "ok-flooding",
      title: "Flooding",
      paragraphs: [
        `☐ The premises have flooded within the past five years (overflow of a lake, stream, river, creek or other inland water): ${GAP}`,
        "☐ The premises have not flooded within the past five years.",
      ],
      action: "Check the box that applies.",
      citation: "41 Okla. Stat. § 113a",
      effectiveDate: "1978-10-01", // date not found
      verified: false,
    },
    ownerManager("ok-owner-manager", "41 Okla. Stat. § 116", "1978-10-01"), // date not found
    {
      id: "ok-meth",
      title: "Methamphetamine",
      paragraphs: [
        `☐ The Landlord knows the premises were used to manufacture methamphetamine or are contaminated by it: ${GAP}`,
        "☐ The Landlord has no such knowledge.",
      ],
      action: "Check the box that applies.",
      citation: "41 Okla. Stat. § 118(C)",
      effectiveDate: "1978-10-01", // date not found
      verified: false,
    },
  ],
  OR: [
    // Only where the unit is in a 100-year flood plain.
    {
      id: "or-flood-plain",
      title: "100-Year Flood Plain",
      paragraphs: ["☐ The dwelling unit is located in a 100-year flood plain."],
      action: "If the unit is in a 100-year flood plain, check the box.",
      citation: "Or. Rev. Stat. § 90.228",
      effectiveDate: "2009-01-01", // year only
      verified: false,
      source: {
        url: "https://casetext.com/statute/oregon-revised-statutes/title-10-property-rights-and-transactions/chapter-90-residential-landlord-and-tenant/content-of-agreements/section-90228-notice-of-location-in-100-year-flood-plain",
        read: "2026-11-26",
        quote:
          "the landlord shall provide notice in the dwelling unit rental agreement that the dwelling unit is located within the flood plain",
      },
    },
    ownerManager("or-owner-agent", "Or. Rev. Stat. § 90.305", "1995-01-01"), // date not found
    // Only premises of four or fewer units.
    {
      id: "or-foreclosure",
      title: "Foreclosure, Default and Tax Liens",
      appliesIf: "the premises have four or fewer dwelling units",
      paragraphs: [
        `☐ There is a pending foreclosure, mortgage default, forfeiture or tax-lien proceeding affecting the premises: ${GAP}`,
        "☐ There is none.",
      ],
      action: "Before signing, check a box and describe any pending proceeding.",
      citation: "Or. Rev. Stat. § 90.310",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
    },
    // Only where the tenant pays for utilities that also serve others.
    {
      id: "or-shared-utilities",
      title: "Utilities Benefiting Others",
      appliesIf: "the Tenant pays for utilities that also serve the Landlord or other tenants",
      paragraphs: [
        `Utilities the Tenant pays for that also serve the Landlord or other tenants, and the areas served: ${GAP}`,
      ],
      action: "If the Tenant's utilities serve others, describe them.",
      citation: "Or. Rev. Stat. § 90.315",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
    },
    {
      id: "or-smoking",
      title: "Smoking Policy",
      paragraphs: [
        `Smoking policy for the premises: ☐ Smoking is prohibited. ☐ Smoking is allowed only in these areas: ${GAP}`,
      ],
      action: "State the smoking policy.",
      citation: "Or. Rev. Stat. § 90.220",
      effectiveDate: "1995-01-01", // date not found
      verified: false,
    },
    // Carbon monoxide alarm, recycling and dishonored-check items are listed by one form site only.
  ],
  PA: [
    // Deposits of more than $100.
    {
      id: "pa-deposit-bank",
      title: "Security Deposit Escrow",
      appliesIf: "the security deposit is more than $100",
      paragraphs: [
        `Name and address of the bank holding the security deposit in escrow: ${GAP}`,
        `Amount of the deposit: $${GAP}`,
      ],
      action: "Tell the Tenant in writing the bank's name and address and the amount held.",
      when: "deposit",
      citation: "68 P.S. § 250.511b(a)",
      // § 511.2 was added December 29, 1972 (P.L. 1698, No. 363), per the legislature's page of a later bill.
      effectiveDate: "1972-12-29",
      verified: false,
      source: {
        url: "http://gettingfunded.foxrothschild.com/2012/01/articles/leasing-1/reminder-to-pa-residential-landlords-security-deposits/",
        read: "2026-11-26",
        quote:
          "the landlord shall notify each of the tenants in writing, giving the name and address of the bank in which the deposits are held",
      },
    },
  ],
  RI: [
    ownerManager("ri-owner-manager", "R.I. Gen. Laws § 34-18-20", "1986-01-01"), // date not found
    {
      id: "ri-code-violations",
      title: "Housing Code Violations",
      paragraphs: [`Outstanding minimum housing code violations for the premises: ☐ None ☐ ${GAP}`],
      action: "Before the lease is signed, list any outstanding housing code violations.",
      citation: "R.I. Gen. Laws § 34-18-22.1",
      effectiveDate: "1986-01-01", // date not found
      verified: false,
    },
    // P.L. 2024, ch. 309 (S 2643 Sub A, "Enacted 06/25/2024") on the General Assembly's site amends § 34-18-15
    // (citation "ch. 34-18 (2024 amendment; section not confirmed)" → § 34-18-15(a)(1)-(4)). Copies of 2025 bills
    // tag the section "[Effective January 1, 2025.]": 2024-01-01, before the act was enacted → 2025-01-01, unverified.
    {
      id: "ri-fees",
      title: "Fees, Utilities and Insurance",
      paragraphs: [
        `Fees charged in addition to rent: ☐ None ☐ ${GAP}`,
        `Utilities the Tenant pays: ${GAP}`,
        "Renters' insurance: ☐ required ☐ not required",
      ],
      action: "List every fee beyond rent, the utilities the Tenant pays, and whether renters' insurance is required.",
      citation: "R.I. Gen. Laws § 34-18-15(a)(1)-(4) (P.L. 2024, ch. 309)",
      effectiveDate: "2025-01-01",
      verified: false,
      source: {
        url: "http://webserver.rilegislature.gov/PublicLaws/law24/law24309.htm",
        read: "2026-11-27",
        quote: "If there are fees beyond the rent that apply to the rental of a unit, the lease shall disclose",
      },
    },
  ],
  SC: [
    ownerManager("sc-owner-manager", "S.C. Code § 27-40-420", "1986-07-01"), // date not found
    // Landlords of multiple adjoining units (sources say four or more, or five or more) who set deposits
    // by differing standards.
    {
      id: "sc-deposit-standards",
      title: "Security Deposit Standards",
      appliesIf: "the Landlord rents multiple adjoining units and sets security deposits by differing standards",
      paragraphs: [`Standards used to set the amount of security deposits: ${GAP}`],
      action: "If deposits differ between tenants, give the Tenant (or post) the standards before the lease is signed.",
      when: "deposit",
      citation: "S.C. Code § 27-40-410(c)",
      effectiveDate: "1986-07-01", // date not found
      verified: false,
    },
  ],
  SD: [
    // Only where the landlord knows of prior methamphetamine manufacturing in the unit.
    {
      id: "sd-meth",
      title: "Methamphetamine",
      paragraphs: [
        `☐ The Landlord knows that methamphetamine was manufactured in the unit: ${GAP}`,
        "☐ The Landlord has no such knowledge.",
      ],
      action: "Check the box that applies.",
      citation: "S.D. Codified Laws § 43-32-30",
      effectiveDate: "1978-07-01", // date not found
      verified: false,
    },
    // No owner-and-manager disclosure: the official chapter list has no § 43-32-3.1 (43-32-3 is followed by
    // 43-32-4), the section a form vendor had cited.
  ],
  // Tennessee's URLTA applies only in counties of more than 75,000 people (2010 census), T.C.A. § 66-28-102(a).
  TN: [
    // The email or portal line is a 2025 amendment reported by one form site.
    {
      id: "tn-owner-manager",
      title: "Owner and Manager",
      appliesIf: TN_URLTA,
      paragraphs: [
        `Name and address of the person authorized to manage the premises: ${GAP}`,
        `Name and address of the owner, or of a person authorized to act for the owner for service of process and for receiving notices and demands: ${GAP}`,
        `Email address or tenant web portal for communications: ${GAP}`,
      ],
      action: "Fill in the manager, the owner (or owner's agent) and an email address or portal.",
      citation: "Tenn. Code § 66-28-403",
      effectiveDate: "1975-01-01", // date not found
      verified: false,
    },
    {
      id: "tn-deposit-location",
      title: "Security Deposit Account",
      appliesIf: TN_URLTA,
      paragraphs: [`The security deposit is held at (bank or institution): ${GAP}`],
      action: "Fill in where the deposit is held.",
      when: "deposit",
      citation: "Tenn. Code § 66-28-301",
      effectiveDate: "1975-01-01", // date not found
      verified: false,
    },
  ],
  TX: [
    // Leases entered or renewed on or after 2022-01-01. Text read in the introduced bill (HB 531, 87th Leg.),
    // not the enrolled act, with its "( )" boxes drawn as ☐; HB 3625 (2023) would exempt leases under 30 days: enactment unconfirmed. A landlord
    // whose dwelling is elevated above the floodplain need not disclose awareness of it.
    {
      id: "tx-flood",
      title: "Floodplain and Flooding Notice",
      paragraphs: [
        "(Landlord) ☐ is or ☐ is not aware that the dwelling you are renting is located in a 100-year floodplain. If neither box is checked, you should assume the dwelling is in a 100-year floodplain. Even if the dwelling is not in a 100-year floodplain, the dwelling may still be susceptible to flooding. The Federal Emergency Management Agency (FEMA) maintains a flood map on its Internet website that is searchable by address, at no cost, to determine if a dwelling is located in a flood hazard area. Most tenant insurance policies do not cover damages or loss incurred in a flood. You should seek insurance coverage that would cover losses caused by a flood.",
        "(Landlord) ☐ is or ☐ is not aware that the dwelling you are renting has flooded at least once within the last five years.",
      ],
      action:
        "Check the boxes and give the Tenant this notice as a separate written document at or before signing the lease.",
      citation: "Tex. Prop. Code § 92.0135",
      effectiveDate: "2022-01-01",
      verified: false,
      source: {
        url: "http://capitol.texas.gov/tlodocs/87R/billtext/html/HB00531I.HTM",
        read: "2026-11-26",
        quote: "A landlord shall provide to a tenant a written notice substantially equivalent to the following",
      },
    },
    // The statutory wording was not retrieved.
    {
      id: "tx-repair-remedies",
      title: "Repair Remedies",
      paragraphs: [
        "If the Landlord fails to repair a condition that materially affects the physical health or safety of an ordinary tenant as required by this lease or the Texas Property Code, the Tenant may be entitled to exercise remedies under §§ 92.056 and 92.0561 of the Texas Property Code.",
      ],
      print: { bold: true },
      action: "Leave this statement in the lease.",
      citation: "Tex. Prop. Code § 92.056(g)",
      effectiveDate: "1984-01-01", // date not found
      verified: false,
    },
    // The required sentences were not read in the code. § 92.0161 (certain sexual offenses or stalking) has its own
    // lease sentence; S.B. 946 (2013, the Legislature's bill text) amended its (g). Without the sentence the landlord
    // loses its claim to rent unpaid when the tenant ends the lease (copies). One sentence names all three rights, as
    // current Texas leases do (copies): "family violence or a military deployment or transfer" → "family violence,
    // certain sexual offenses or stalking, or a military deployment or transfer"; citation adds § 92.0161(g).
    // 1984-01-01 predates all three (§ 92.016 amended 2009, § 92.0161 2013): → 2013-09-01, Texas's usual day for a
    // 2013 act, unverified.
    {
      id: "tx-early-termination",
      title: "Early Termination Rights",
      paragraphs: [
        "The Tenant may have special statutory rights to end this lease early in certain situations involving family violence, certain sexual offenses or stalking, or a military deployment or transfer.",
      ],
      action: "Leave this statement in the lease.",
      citation: "Tex. Prop. Code §§ 92.016(f), 92.0161(g), 92.017(g)",
      effectiveDate: "2013-09-01",
      verified: false,
    },
    {
      id: "tx-owner-management",
      title: "Owner and Management Company",
      // § 92.201 (the disclosure), not § 92.003 (service of process), read in a copy: the record owner and any
      // off-site manager, which the lease may state instead of answering a request within seven days.
      paragraphs: [
        `Name and street or post office box address of the holder of record title: ${GAP}`,
        `Name and street address of any off-site management company: ${GAP}`,
      ],
      action:
        "Fill in the record owner's name and address and any off-site management company's name and street address.",
      citation: "Tex. Prop. Code § 92.201",
      // The wording is the 1995 rewrite of §§ 92.201-92.208 (C.S.H.B. 561 and its committee analysis on the
      // Legislature's site), not the 1983 text: 1984-01-01 → 1995-01-01, the year only.
      effectiveDate: "1995-01-01",
      verified: false,
      source: {
        url: "https://texaspropertycodemadesimple.wpcomstaging.com/subchapter-e/",
        read: "2026-11-26",
        quote:
          "A landlord shall disclose to a tenant, or to any government official or employee acting in an official capacity, according to this subchapter:",
      },
    },
    // Copy of the lease (§ 92.024) is not an addendum item; §§ 92.0081 (lockouts), 92.019 (late fees) and
    // 92.0131 (towing) were not checked.
  ],
  UT: [
    // The Utah State Courts' self-help page (a summary, not the statute); the date was not read.
    {
      id: "ut-nonrefundable",
      title: "Nonrefundable Deposits",
      paragraphs: [`Part of the deposit that is nonrefundable: ☐ None ☐ $${GAP} for ${GAP}`],
      action: "State in writing, when the deposit is taken, any part of it that is nonrefundable.",
      when: "deposit",
      citation: "Utah Code § 57-17-2",
      effectiveDate: "1981-05-12", // date not found
      verified: false,
      source: {
        url: "https://legacy.utcourts.gov/howto/landlord/refunding_deposits.html",
        read: "2026-11-27",
        quote:
          "Deposits are considered refundable unless they were designated as non-refundable - in writing - at the time the landlord took the deposit from the tenant. Utah Code Section 57-17-2.",
      },
    },
    {
      id: "ut-move-in",
      title: "Move-In Inventory and Rules",
      paragraphs: [
        "The Landlord has given the Tenant a written inventory of the condition of the unit and a move-in checklist, and the Tenant may walk through the unit.",
        "The Landlord has given the Tenant a copy of the rules for the property, if any.",
      ],
      action: "Give the Tenant the condition inventory, a move-in checklist and any rules.",
      citation: "Utah Code § 57-22-4",
      effectiveDate: "1981-05-12", // date not found
      verified: false,
    },
    {
      id: "ut-owner-manager",
      title: "Owner and Manager",
      paragraphs: [`Name, address and telephone number of the owner or the owner's agent or manager: ${GAP}`],
      action: "Fill in the owner's or manager's name, address and telephone number.",
      citation: "Utah Code § 57-22-4",
      effectiveDate: "1981-05-12", // date not found
      verified: false,
    },
    // Methamphetamine disclosure: citation not found. Selection criteria come before application.
  ],
  // No statewide disclosure confirmed (form sites list only lead). 2024 flood-disclosure legislation
  // reportedly reached landlords too; the House text read covers sellers only, and enactment and any landlord
  // provision were not confirmed. The lead law (18 V.S.A. ch. 38) was not researched.
  VT: [],
  VA: [
    // DHCD issued a revised statement for leases on or after 2025-07-01.
    {
      id: "va-tenant-rights",
      title: "Statement of Tenant Rights and Responsibilities",
      paragraphs: [
        "The Landlord has given the Tenant the Statement of Tenant Rights and Responsibilities published by the Department of Housing and Community Development, and the parties have signed the Department's acknowledgment form.",
      ],
      action:
        "Give the Tenant the current DHCD statement with the lease and have both sign the DHCD acknowledgment form.",
      citation: "Va. Code § 55.1-1204(B)",
      effectiveDate: "2019-10-01", // date not found
      verified: false,
    },
    // 2025 text (c. 567); the official page read still showed the 2024 fee-list wording.
    {
      id: "va-charges-first-page",
      title: "Itemized Charges",
      paragraphs: [
        "No additional security deposits or rent shall be charged unless they are listed below or incorporated into this agreement by way of a separate addendum after execution of this rental agreement.",
        `Security deposit: $${GAP}`,
        `Rent due per payment period: ${FACT.rent}`,
        `One-time charges due before the commencement date or included in the first rent payment: ${GAP}`,
      ],
      print: { firstPage: true },
      action: "Fill in the itemization of charges, printed beginning on the first page of the lease.",
      citation: "Va. Code § 55.1-1204.1",
      effectiveDate: "2025-07-01",
      verified: false,
      source: {
        url: "https://self-law.org/code/va/title-55-1/chapter-12/55-1-1204-1",
        read: "2026-11-26",
        quote:
          "A landlord shall provide, beginning on the first page of the written rental agreement, an itemization of all charges",
      },
    },
    {
      id: "va-mold",
      title: "Mold",
      paragraphs: [
        `In the written report of the move-in inspection, the Landlord states whether there is any visible evidence of mold in areas readily accessible within the interior of the dwelling unit: ☐ visible evidence of mold: ${GAP} ☐ no visible evidence of mold.`,
        "If the Landlord states there is no visible evidence of mold, that statement is deemed correct unless the Tenant objects to it in writing within five days after receiving the report.",
      ],
      action: "Within five days of move-in, give the Tenant the move-in inspection report with this mold statement.",
      citation: "Va. Code §§ 55.1-1214, 55.1-1215",
      effectiveDate: "2019-10-01", // date not found
      verified: false,
      source: {
        url: "https://law.lis.virginia.gov/vacode/title55.1/chapter12/section55.1-1215/",
        read: "2026-11-26",
        quote:
          "the landlord shall disclose whether there is any visible evidence of mold in areas readily accessible within the interior of the dwelling unit",
      },
    },
    {
      id: "va-owner-identity",
      title: "Owner and Manager",
      paragraphs: [
        `Name and address of the owner: ${GAP}`,
        `Name and address of the person authorized to manage the premises: ${GAP}`,
      ],
      action: "Fill in the owner's and manager's names and addresses.",
      citation: "Va. Code § 55.1-1216",
      effectiveDate: "2019-10-01", // date not found
      verified: false,
    },
    {
      id: "va-military-zone",
      title: "Military Air Installation",
      paragraphs: [
        `☐ The dwelling unit is in a noise zone or accident potential zone of a military air installation: ${GAP}`,
        "☐ It is not.",
      ],
      action: "Check the box that applies.",
      citation: "Va. Code § 55.1-1217",
      effectiveDate: "2019-10-01", // date not found
      verified: false,
    },
    // Shared utilities, demolition, defective drywall and methamphetamine: listed by one form site, citations unknown.
  ],
  WA: [
    {
      id: "wa-deposit-checklist",
      title: "Security Deposit Terms and Move-In Checklist",
      paragraphs: [
        `Terms and conditions under which all or part of the deposit may be withheld at the end of the tenancy (including damage to the premises for which the Tenant is responsible): ${GAP}`,
        "A written checklist describing the condition and cleanliness of, or existing damage to, the premises, fixtures, equipment, appliances and furnishings (including walls, wall paint and wallpaper; carpets and other flooring; furniture; and appliances) is attached, signed and dated by the Landlord and the Tenant.",
        "The Tenant may ask for one free replacement copy of the checklist.",
      ],
      action:
        "Before taking the deposit, fill in the withholding terms and attach the signed, dated move-in checklist.",
      when: "deposit",
      citation: "RCW 59.18.260",
      // The four items and the free replacement copy are not in the 1973/1983 text (a 2009 copy lists "walls,
      // floors, countertops, carpets, drapes, furniture, and appliances"); SHB 1266 (2011; "Passed by the
      // Senate April 7, 2011", the Legislature's page) amended the section. Its acts took effect 90 days after the
      // session (inferred): 1973-07-16 → 2011-07-22, unverified.
      effectiveDate: "2011-07-22",
      verified: false,
      source: {
        url: "https://apps.leg.wa.gov/RCW/default.aspx?cite=59.18.260",
        read: "2026-11-26",
        quote:
          "No deposit may be collected by a landlord unless the rental agreement is in writing and a written checklist or statement is provided",
      },
    },
    // Read in SB 5050 (2011) on the legislature's site, which sets out the section as it then stood; amended since
    // 1973 (2004 c 136; SHB 1266 of 2011): the current version's date not found.
    {
      id: "wa-deposit-receipt",
      title: "Security Deposit Receipt",
      paragraphs: [
        `Security deposit received: $${GAP} on ${GAP}.`,
        `Name, address and location of the depository holding the deposit: ${GAP}`,
      ],
      action: "Give the Tenant this receipt and tell the Tenant of any later change of depository.",
      when: "deposit",
      citation: "RCW 59.18.270",
      effectiveDate: "1973-07-16", // date not found
      verified: false,
      source: {
        url: "https://lawfilesext.leg.wa.gov/biennium/2011-12/Htm/Bills/Senate%20Bills/5050.htm",
        read: "2026-11-27",
        quote:
          "The landlord shall provide the tenant with a written receipt for the deposit and shall provide written notice of the name and address and location of the depository and any subsequent change thereof.",
      },
    },
    {
      id: "wa-landlord-designation",
      title: "Landlord and Agent",
      paragraphs: [
        `Name and address of the Landlord, or of the person authorized to receive notices and service for the Landlord: ${GAP}`,
        `If the Landlord lives outside the state, agent in this county: ${GAP}`,
      ],
      action:
        "Fill in the Landlord's (or agent's) name and address, and an in-county agent for an out-of-state Landlord.",
      citation: "RCW 59.18.060",
      effectiveDate: "1973-07-16", // date not found
      verified: false,
    },
    // Signed by both parties in multifamily buildings. The House Bill Report on ESB 5624 (2002) shows the duty
    // added in 2002 (1973-07-16 → 2002-01-01, year only; the section has been amended since).
    {
      id: "wa-fire-safety",
      title: "Fire Safety",
      paragraphs: [`Smoking policy: ${GAP}`, `Emergency notification plan: ${GAP}`, `Evacuation plan: ${GAP}`],
      action:
        "Fill in the fire protection and safety information; in a multifamily building have both parties sign it.",
      citation: "RCW 59.18.060",
      effectiveDate: "2002-01-01", // year only
      verified: false,
      source: {
        url: "https://lawfilesext.leg.wa.gov/biennium/2001-02/Htm/Bill%20Reports/House%20Historical/5624%20BRH%20APH.htm",
        read: "2026-11-27",
        quote:
          "Requires landlords to provide tenants with a written disclosure statement that provides information on fire safety and protection devices and systems in multi-family residential buildings. | Requires the information to be provided to new tenants and to all current tenants no later than January 1, 2004.",
      },
    },
    {
      id: "wa-mold",
      title: "Mold Information",
      paragraphs: ["The Landlord has given the Tenant information about mold approved by the Department of Health."],
      action: "Give the Tenant the Department of Health's mold information at signing.",
      citation: "RCW 59.18.060",
      effectiveDate: "2005-01-01", // year only
      verified: false,
    },
    {
      id: "wa-nonrefundable",
      title: "Nonrefundable Fees",
      paragraphs: [`Nonrefundable fees: ☐ None ☐ ${GAP}`],
      action: "List any nonrefundable fee in the lease.",
      citation: "RCW 59.18.285",
      effectiveDate: "1973-07-16", // date not found
      verified: false,
    },
    // § 59.18.257 screening criteria come before the application.
  ],
  WV: [
    // Inferred from the definition of a nonrefundable fee.
    {
      id: "wv-nonrefundable",
      title: "Nonrefundable Fees",
      paragraphs: [`Nonrefundable fees: ☐ None ☐ ${GAP}`],
      action: "List any nonrefundable fee in the lease.",
      citation: "W. Va. Code § 37-6A-1(14)",
      effectiveDate: "2001-06-08", // date not found
      verified: false,
    },
  ],
  WI: [
    {
      id: "wi-domestic-abuse",
      title: "Notice of Domestic Abuse Protections",
      paragraphs: [
        "NOTICE OF DOMESTIC ABUSE PROTECTIONS",
        "(1) As provided in section 106.50 (5m) (dm) of the Wisconsin statutes, a tenant has a defense to an eviction action if the tenant can prove that the landlord knew, or should have known, the tenant is a victim of domestic abuse, sexual assault, or stalking and that the eviction action is based on conduct related to domestic abuse, sexual assault, or stalking committed by either of the following:",
        "(a) A person who was not the tenant's invited guest.",
        "(b) A person who was the tenant's invited guest, but the tenant has done either of the following:",
        "1. Sought an injunction barring the person from the premises.",
        "2. Provided a written statement to the landlord stating that the person will no longer be an invited guest of the tenant and the tenant has not subsequently invited the person to be the tenant's guest.",
        "(2) A tenant who is a victim of domestic abuse, sexual assault, or stalking may have the right to terminate the rental agreement in certain limited situations, as provided in section 704.16 of the Wisconsin statutes. If the tenant has safety concerns, the tenant should contact a local victim service provider or law enforcement agency.",
        "(3) A tenant is advised that this notice is only a summary of the tenant's rights and the specific language of the statutes governs in all instances.",
      ],
      action: "Leave this notice in the lease or an addendum, word for word.",
      citation: "Wis. Stat. § 704.14",
      effectiveDate: "2014-03-01", // 2013 Wis. Act 76, per law firm articles
      verified: false,
      source: {
        url: "https://docs.legis.wisconsin.gov/statutes/statutes/704/16/3/b",
        read: "2026-11-26",
        quote:
          "As provided in section 106.50 (5m) (dm) of the Wisconsin statutes, a tenant has a defense to an eviction action",
      },
    },
    // Not for an owner-occupied building of four or fewer units.
    {
      id: "wi-owner-agent",
      title: "Manager and Owner",
      appliesIf: "the owner does not live in the building, or the building has more than four dwelling units",
      paragraphs: [
        `Name and address of the person authorized to collect rent and manage and maintain the premises, who can readily be contacted by the Tenant: ${GAP}`,
        `Name and address in Wisconsin of the owner, or of the person authorized to accept service of legal process and other notices and demands for the owner: ${GAP}`,
      ],
      action: "Fill in both names and addresses (the owner's must be a Wisconsin address for personal service).",
      citation: "Wis. Admin. Code ATCP § 134.04(1)",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
      source: {
        url: "http://wirules.elaws.us/rule/ATCP134.04(1)(c)",
        read: "2026-11-26",
        quote:
          "disclose to the tenant in writing, at or before the time a rental agreement is entered into, the name and address of",
      },
    },
    {
      id: "wi-code-violations",
      title: "Code Violations and Habitability Conditions",
      paragraphs: [
        `Uncorrected building or housing code violations known to the Landlord that affect the unit or common areas and present a significant threat to the Tenant's health or safety: ☐ None ☐ ${GAP}`,
        `Conditions affecting habitability listed in ATCP § 134.04(2) that the Landlord knows of: ☐ None ☐ ${GAP}`,
      ],
      action: "Before the lease is signed or any deposit is taken, list any such violations and conditions.",
      citation: "Wis. Admin. Code ATCP § 134.04(2)",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
    },
    // Only where utilities are not included in the rent.
    {
      id: "wi-utilities",
      title: "Utility Charges",
      appliesIf: "some utility charges are not included in the rent",
      paragraphs: [`Utility charges not included in the rent, and how they are billed or allocated: ${GAP}`],
      action: "If utilities are not included in the rent, describe the charges.",
      citation: "Wis. Admin. Code ATCP § 134.04(3)",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
    },
    {
      id: "wi-check-in",
      title: "Check-In Sheet",
      paragraphs: [
        "The Tenant may inspect the unit and give the Landlord a written list of any damage or defects within 7 days after the tenancy begins.",
        "The Tenant may ask for a list of the physical damages or defects charged to the previous tenant's security deposit.",
      ],
      action: "Give the Tenant a check-in sheet at move-in.",
      citation: "Wis. Admin. Code ATCP § 134.06(1)",
      effectiveDate: "1999-01-01", // date not found
      verified: false,
    },
    // ATCP § 134.03(2) receipts are for cash payments as made.
  ],
  WY: [
    {
      id: "wy-nonrefundable",
      title: "Nonrefundable Deposit",
      paragraphs: [`Part of the deposit that is nonrefundable: ☐ None ☐ $${GAP}`],
      action:
        "State whether any part of the deposit is nonrefundable, and give the same notice in writing when the deposit is taken.",
      when: "deposit",
      citation: "Wyo. Stat. § 1-21-1207",
      effectiveDate: "1981-01-01", // date not found
      verified: false,
      source: {
        url: "http://www.rentlaw.com/wyoming.htm",
        read: "2026-11-26",
        quote: "Any rental agreement shall state whether any portion of a deposit is nonrefundable",
      },
    },
  ],
};
