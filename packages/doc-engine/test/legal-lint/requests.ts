/**
 * Realistic requests for the legal lint: the parties and answers a careful user would give for each type,
 * so the lint reads documents as they are really produced, not the thin generic-form output.
 */
import type { DocumentRequest, DocumentType } from "../../src/index";

type Fill = Pick<DocumentRequest, "parties" | "purpose" | "details" | "additionalTerms" | "answers">;

const FILLS: Record<DocumentType, Fill> = {
  nda: {
    parties: {
      party1Name: "Northwind Traders LLC",
      party1Address: "100 Market Street, Suite 400, Springfield",
      party2Name: "Contoso Partners Inc.",
      party2Address: "25 Harbor Road, Riverton",
    },
    purpose: "Evaluating a possible joint venture to distribute Northwind's product line",
    details: "Northwind will share its supplier list, pricing and product roadmap.",
    answers: { mutual: false, termType: "fixed", termYears: 3, survivalYears: 5, tradeSecrets: true },
  },
  lease: {
    parties: {
      party1Name: "Harbor View Properties LLC",
      party1Address: "400 Bay Street, Springfield",
      party2Name: "Priya Raman",
      party2Address: "12 Elm Court, Apt 3, Springfield",
    },
    purpose: "Residential rental of a two-bedroom apartment as the tenant's home",
    answers: {
      propertyAddress: "88 Lakeview Drive, Unit 2B, Springfield",
      leaseType: "fixed",
      startDate: "2027-01-01",
      termMonths: 12,
      monthlyRent: 1850,
      rentDueDay: 1,
      securityDeposit: 1850,
      lateFee: 50,
      graceDays: 5,
      pets: "with-consent",
      utilities: "tenant",
      maxOccupants: 3,
    },
  },
  will: {
    parties: {
      party1Name: "Margaret Ann Lopez",
      party1Address: "17 Orchard Lane, Springfield",
      party2Name: "Daniel Lopez",
      party2Address: "230 River Road, Riverton",
    },
    purpose: "To leave my estate to my children and name my brother as executor",
    answers: {
      maritalStatus: "widowed",
      hasChildren: true,
      childrenNames: "Sofia Lopez\nMateo Lopez",
      guardianName: "Daniel Lopez",
      alternateExecutor: "Rosa Martinez",
      waiveBond: true,
      specificGifts: "My grandmother's wedding ring to Sofia Lopez",
      residuaryBeneficiaries: "Sofia Lopez\nMateo Lopez",
      inheritanceAge: 25,
      noContest: true,
    },
  },
  poa: {
    parties: {
      party1Name: "Robert James Chen",
      party1Address: "9 Willow Way, Springfield",
      party2Name: "Linda Chen",
      party2Address: "44 Maple Avenue, Riverton",
    },
    purpose: "So my daughter can manage my finances and property if I cannot",
    answers: {
      successorAgent: "Kevin Chen",
      powerFinancial: true,
      powerRealEstate: true,
      powerBanking: true,
      powerTax: true,
      durable: true,
      springing: false,
      compensation: "none",
    },
  },
  llc: {
    parties: {
      party1Name: "Aisha Bello",
      party1Address: "5 Cedar Street, Springfield",
      party2Name: "Tomas Novak",
      party2Address: "61 Pine Road, Riverton",
    },
    purpose: "Operating a specialty coffee roastery",
    answers: {
      companyName: "Ember Roasters LLC",
      businessPurpose: "roasting and selling specialty coffee",
      contributions: "$30,000\n$20,000",
      ownership: "contributions",
      management: "member-managed",
      votingThreshold: "majority",
      transferApproval: "unanimous",
      dissolutionVote: "unanimous",
    },
  },
  employment: {
    parties: {
      party1Name: "Brightline Analytics Inc.",
      party1Address: "300 Commerce Plaza, Springfield",
      party2Name: "Jordan Ellis",
      party2Address: "18 Birch Street, Riverton",
    },
    purpose: "Hiring a senior data engineer",
    answers: {
      jobTitle: "Senior Data Engineer",
      startDate: "2027-02-01",
      salary: 145000,
      payFrequency: "biweekly",
      atWill: true,
      nonCompete: false,
      benefits: "Health, dental and vision insurance; 401(k) with 4% match",
      ptoDays: 20,
    },
  },
  "privacy-policy": {
    parties: {
      party1Name: "Pocket Garden Inc.",
      party1Address: "77 Greenway Boulevard, Springfield",
      party2Name: "Pocket Garden",
      party2Address: "https://pocketgarden.example",
    },
    purpose: "Privacy policy for a gardening app and website",
    answers: {
      serviceName: "Pocket Garden",
      websiteUrl: "https://pocketgarden.example",
      dataCollected: "names, email addresses, garden photos, approximate location",
      cookies: true,
      childrenData: false,
      ccpa: true,
      contactEmail: "privacy@pocketgarden.example",
      thirdPartySharing: "service-providers",
      retention: "as-needed",
    },
  },
  "cease-desist": {
    parties: {
      party1Name: "Lumen Candle Co.",
      party1Address: "12 Wick Street, Springfield",
      party2Name: "Glowhaus LLC",
      party2Address: "900 Industrial Parkway, Riverton",
    },
    purpose: "Stop a competitor using our registered LUMEN trademark",
    answers: {
      infringementType: "trademark",
      protectedRight: "the LUMEN trademark, U.S. Reg. No. 5,123,456",
      conductDescription: "selling candles under the name LUMEN GLOW on its website and at craft fairs",
      deadlineDays: 14,
      demandedActions: "remove the LUMEN GLOW name from all products, packaging and listings",
    },
  },
  "promissory-note": {
    parties: {
      party1Name: "Carlos Mendez",
      party1Address: "3 Sunset Terrace, Springfield",
      party2Name: "Helen Park",
      party2Address: "140 Lake Shore Drive, Riverton",
    },
    purpose: "A personal loan to buy a used car",
    answers: {
      principal: 12000,
      interestRate: 5,
      repaymentType: "installments",
      installmentCount: 24,
      firstPaymentDate: "2027-01-01",
      lateFee: 25,
      lateFeeGraceDays: 10,
      prepaymentAllowed: true,
      secured: false,
    },
  },
  "bill-of-sale": {
    parties: {
      party1Name: "Evelyn Brooks",
      party1Address: "22 Hill Street, Springfield",
      party2Name: "Marcus Reed",
      party2Address: "8 Valley Road, Riverton",
    },
    purpose: "Private sale of a used car",
    answers: {
      itemType: "vehicle",
      make: "Toyota",
      model: "Corolla",
      year: 2018,
      vin: "2T1BURHE5JC012345",
      odometer: 64200,
      price: 11500,
      paymentMethod: "cashiers-check",
      asIs: true,
      deliveryDate: "2026-12-01",
    },
  },
  "roommate-agreement": {
    parties: {
      party1Name: "Hannah Kim",
      party1Address: "50 College Avenue, Apt 4, Springfield",
      party2Name: "Olivia Grant",
      party2Address: "50 College Avenue, Apt 4, Springfield",
    },
    purpose: "Sharing a two-bedroom apartment",
    answers: {
      premisesAddress: "50 College Avenue, Apt 4, Springfield",
      startDate: "2027-01-01",
      totalRent: 2200,
      rentDueDay: 1,
      rentSplit: "equal",
      utilitiesSplit: "equal",
      guestNightsLimit: 4,
      quietHours: "10 p.m. to 7 a.m.",
      moveOutNoticeDays: 30,
    },
  },
  "child-custody": {
    parties: {
      party1Name: "Sarah Whitman",
      party1Address: "14 Brook Lane, Springfield",
      party2Name: "David Whitman",
      party2Address: "92 Ridge Road, Riverton",
    },
    purpose: "Shared custody of our two children after separation",
    answers: {
      children: "Emma Whitman, born 2016-04-12\nLiam Whitman, born 2019-09-30",
      custodyType: "joint",
      parentingSchedule: "2-2-3",
      holidaySchedule: "alternating",
      educationDecisions: "joint",
      healthDecisions: "joint",
      religionDecisions: "joint",
      relocationNoticeDays: 60,
    },
  },
};

/**
 * Answers the state rules must act on: deposits and a late fee above most caps, a short grace period, an
 * 18% personal loan (under every criminal threshold), a long non-compete for a modest salary with the
 * Louisiana parishes, a married testator with children. The lint then reads the rules' output everywhere.
 */
const STRESS: Partial<Record<DocumentType, Record<string, unknown>>> = {
  lease: { securityDeposit: 5550, pets: "allowed", petDeposit: 500, lateFee: 150, graceDays: 1 },
  employment: {
    nonCompete: true,
    nonCompeteMonths: 36,
    salary: 60000,
    nonCompeteParishes: "Orleans Parish\nJefferson Parish",
  },
  "promissory-note": { interestRate: 18 },
  will: { maritalStatus: "married", spouseName: "Luis Lopez" },
};

export const STRESSED_TYPES = Object.keys(STRESS) as DocumentType[];

export type LintVariant = "realistic" | "stress";

export function lintRequest(
  documentType: DocumentType,
  jurisdiction: string,
  useAI: boolean,
  variant: LintVariant = "realistic",
): DocumentRequest {
  const fill = FILLS[documentType];
  const answers = variant === "stress" ? { ...fill.answers, ...STRESS[documentType] } : fill.answers;
  return { documentType, jurisdiction, useAI, date: "2026-11-21", ...fill, answers };
}
