/** The one plan table (spec §9): pricing page, Choose a Plan dialog and the server all read it. */
export const PLAN_IDS = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  title: string;
  /** USD, one-time. */
  price: number;
  priceCents: number;
  /** Credits granted; -1 = unlimited. */
  credits: number;
  documentCount: number | "unlimited";
  description: string;
  features: string[];
};

const COMMON_FEATURES = ["Download as Word or PDF", "Custom logo upload"];

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    title: "Basic",
    price: 5,
    priceCents: 500,
    credits: 5,
    documentCount: 5,
    description: "For a few documents",
    features: ["5 document credits", "30-day access", ...COMMON_FEATURES],
  },
  {
    id: "standard",
    title: "Standard",
    price: 10,
    priceCents: 1000,
    credits: 10,
    documentCount: 10,
    description: "For regular needs",
    features: ["10 document credits", "60-day access", "Priority support", ...COMMON_FEATURES],
  },
  {
    id: "premium",
    title: "Premium",
    price: 20,
    priceCents: 2000,
    credits: -1,
    documentCount: "unlimited",
    description: "For businesses and power users",
    features: ["Unlimited documents", "Lifetime access", "Priority support", "Document storage", ...COMMON_FEATURES],
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Spec §4: the plan query value maps premium → premium, standard → standard, anything else → basic. */
export function planFromQuery(value: string | null | undefined): Plan {
  return getPlan(value === "premium" || value === "standard" ? value : "basic");
}
