/**
 * The document catalogue and the titles and page metadata derived from it. The landing
 * page, the library, the generator and page metadata all read from here so the wording never drifts.
 */
import type { DocumentType } from "./model";
import { DOCUMENT_TYPES } from "./model";

export const CATEGORIES = [
  "All Documents",
  "Business",
  "Real Estate",
  "Personal",
  "Employment",
  "Digital",
  "Family",
  "Legal Letters",
] as const;
export type CatalogueCategory = Exclude<(typeof CATEGORIES)[number], "All Documents">;

export type CatalogueEntry = {
  type: DocumentType;
  title: string;
  description: string;
  /** A lucide-react icon name; the UI maps it to the component. */
  icon: string;
  category: CatalogueCategory;
  timeEstimate: string;
  path: string;
  popular: boolean;
  /** Extra search keywords (the library search also matches title and description). */
  tags: string[];
};

const entry = (type: DocumentType, fields: Omit<CatalogueEntry, "type" | "path">): CatalogueEntry => ({
  type,
  path: `/documents/${type}`,
  ...fields,
});

/** In spec order; the first eight are the landing page's cards. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  entry("nda", {
    title: "Non-Disclosure Agreement",
    description: "Protect confidential business information you share with employees, partners or investors.",
    icon: "ShieldCheck",
    category: "Business",
    timeEstimate: "5-10 min",
    popular: true,
    tags: ["nda", "confidentiality", "confidential", "secret", "mutual", "business", "contract"],
  }),
  entry("lease", {
    title: "Lease Agreement",
    description: "Set out rent, deposit, term and house rules for renting a residential property.",
    icon: "Home",
    category: "Real Estate",
    timeEstimate: "10-15 min",
    popular: true,
    tags: ["lease", "rental", "rent", "landlord", "tenant", "apartment", "house", "property"],
  }),
  entry("will", {
    title: "Last Will & Testament",
    description: "Name an executor, leave gifts to the people you choose and appoint a guardian for your children.",
    icon: "ScrollText",
    category: "Personal",
    timeEstimate: "15-20 min",
    popular: false,
    tags: ["will", "testament", "estate", "executor", "inheritance", "beneficiary", "guardian"],
  }),
  entry("poa", {
    title: "Power of Attorney",
    description: "Authorise someone you trust to handle your financial or legal affairs on your behalf.",
    icon: "UserCheck",
    category: "Personal",
    timeEstimate: "10-15 min",
    popular: false,
    tags: ["poa", "power of attorney", "agent", "durable", "financial", "authority"],
  }),
  entry("llc", {
    title: "LLC Operating Agreement",
    description: "Define ownership, management, profits and voting for the members of your LLC.",
    icon: "Building2",
    category: "Business",
    timeEstimate: "20-30 min",
    popular: false,
    tags: ["llc", "operating agreement", "company", "members", "business", "startup"],
  }),
  entry("employment", {
    title: "Employment Contract",
    description: "Hire with clear terms on duties, pay, benefits, confidentiality and termination.",
    icon: "Briefcase",
    category: "Employment",
    timeEstimate: "15-20 min",
    popular: false,
    tags: ["employment", "employee", "employer", "job", "hire", "offer", "salary", "contract"],
  }),
  entry("privacy-policy", {
    title: "Privacy Policy",
    description: "Tell visitors what personal data your website or app collects and how you use it.",
    icon: "Lock",
    category: "Digital",
    timeEstimate: "10-15 min",
    popular: false,
    tags: ["privacy", "policy", "website", "app", "gdpr", "ccpa", "cookies", "data"],
  }),
  entry("cease-desist", {
    title: "Cease and Desist Letter",
    description: "Demand that someone stop infringing, harassing or breaching your rights before you go to court.",
    icon: "Ban",
    category: "Legal Letters",
    timeEstimate: "5-10 min",
    popular: false,
    tags: ["cease", "desist", "letter", "infringement", "harassment", "demand", "trademark"],
  }),
  entry("promissory-note", {
    title: "Promissory Note",
    description: "Record a loan with the amount, interest and repayment schedule the borrower agrees to.",
    icon: "Banknote",
    category: "Business",
    timeEstimate: "5-10 min",
    popular: false,
    tags: ["promissory", "note", "loan", "lend", "borrow", "interest", "repayment", "iou"],
  }),
  entry("bill-of-sale", {
    title: "Bill of Sale",
    description: "Transfer ownership of a vehicle, equipment or other property with a record of the price.",
    icon: "Receipt",
    category: "Business",
    timeEstimate: "5-10 min",
    popular: false,
    tags: ["bill of sale", "sale", "vehicle", "car", "purchase", "transfer", "as is"],
  }),
  entry("roommate-agreement", {
    title: "Roommate Agreement",
    description: "Agree on rent shares, bills, chores, guests and quiet hours with the people you live with.",
    icon: "Users",
    category: "Real Estate",
    timeEstimate: "10-15 min",
    popular: false,
    tags: ["roommate", "housemate", "flatmate", "shared", "rent split", "chores", "guests"],
  }),
  entry("child-custody", {
    title: "Child Custody Agreement",
    description: "Set a parenting schedule, holidays and decision-making for your children after separation.",
    icon: "Baby",
    category: "Family",
    timeEstimate: "20-30 min",
    popular: false,
    tags: ["custody", "child", "parenting plan", "visitation", "divorce", "co-parenting", "family"],
  }),
];

/** The eight types linked from the landing page. */
export const LANDING_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.slice(0, 8);

/** Landing categories: the spec's landing page omits Family. */
export const LANDING_CATEGORIES: readonly CatalogueCategory[] = [
  "Business",
  "Real Estate",
  "Personal",
  "Employment",
  "Digital",
  "Legal Letters",
];

export function getCatalogueEntry(type: string): CatalogueEntry | undefined {
  return CATALOGUE.find((item) => item.type === type);
}

const GENERATOR_TITLES: Record<DocumentType, string> = {
  nda: "Non-Disclosure Agreement",
  lease: "Lease Agreement",
  will: "Last Will and Testament",
  poa: "Power of Attorney",
  llc: "LLC Operating Agreement",
  employment: "Employment Agreement",
  "privacy-policy": "Privacy Policy",
  "cease-desist": "Cease and Desist Letter",
  // Types outside the original eight get their catalogue titles, not the generic 'Legal Document'.
  "promissory-note": "Promissory Note",
  "bill-of-sale": "Bill of Sale",
  "roommate-agreement": "Roommate Agreement",
  "child-custody": "Child Custody Agreement",
};

export const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Generator heading and document title; 'Legal Document' for anything unknown. */
export function generatorTitle(type: string): string {
  return isDocumentType(type) ? GENERATOR_TITLES[type] : "Legal Document";
}

// An unknown slug is title-cased word by word, "of" kept in lower case.
const TITLE_WORDS: Record<string, string> = { of: "of" };
/** Types whose page title is the acronym of their heading, as people search for them: "NDA Generator". */
const ACRONYM_TITLES: Partial<Record<DocumentType, string>> = { nda: "NDA", llc: "LLC" };

/**
 * Page title: the generator's heading ("Child Custody Agreement Generator"), so the tab and the page agree, or
 * the acronym people know it by; an unknown slug is title-cased, hyphens as spaces.
 */
export function pageTitle(type: string): string {
  if (isDocumentType(type)) return `${ACRONYM_TITLES[type] ?? GENERATOR_TITLES[type]} Generator`;
  const words = type
    .split("-")
    .filter((word) => word !== "")
    .map((word) => TITLE_WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return `${words.join(" ")} Generator`;
}

/** "an" before a vowel sound, including acronyms read letter by letter ("an LLC", "an NDA"). */
export function withArticle(noun: string): string {
  return `${/^([AEIOUaeiou]|[FHLMNRSX][A-Z])/.test(noun) ? "an" : "a"} ${noun}`;
}

const SPECIAL_DESCRIPTIONS: Partial<Record<DocumentType, string>> = {
  nda: "Create a legally sound Non-Disclosure Agreement in minutes. Protect your confidential information with a mutual or one-way NDA tailored to your state.",
  lease:
    "Generate a residential Lease Agreement with rent, security deposit, term, pets and utilities set out clearly and adjusted to your state's rules.",
  will: "Write your Last Will and Testament online: name an executor, choose your beneficiaries and appoint a guardian for your children.",
};

/** Meta description of /documents/{type}: the spec has special ones for nda, lease and will. */
export function pageDescription(type: string): string {
  if (isDocumentType(type)) {
    const special = SPECIAL_DESCRIPTIONS[type];
    if (special) return special;
    return `Create ${withArticle(GENERATOR_TITLES[type])} tailored to your state in minutes with Lexforge's guided generator.`;
  }
  return "Create a legal document tailored to your state in minutes with Lexforge's guided generator.";
}
