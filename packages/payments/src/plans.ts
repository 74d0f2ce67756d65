/** The one plan table: pricing page, Choose a Plan dialog and the server all read it. */
export const PLAN_IDS = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  title: string;
  /** USD cents, one-time. */
  priceCents: number;
  /** Credits granted; -1 = unlimited. */
  credits: number;
  documentCount: number | "unlimited";
  description: string;
  features: string[];
};

/**
 * What a credit is and how long it lasts, said once: the plan cards, the FAQ and Billing read it. A plan is a
 * one-time purchase of credits; nothing renews, and no access period ends.
 */
export const CREDITS_NEVER_EXPIRE = "Credits never expire";

/**
 * The guarantee: a purchase is refunded in full, to the card that paid, within this many days if it is still
 * the last change to the user's credits (nothing spent, bought or refunded since), so taking its credits back
 * restores exactly the balance it found. Billing offers the refund; the Terms and the FAQ quote REFUND_RULE.
 */
export const REFUND_WINDOW_DAYS = 14;
export const REFUND_RULE = `A purchase is refunded in full, to the card you paid with, within ${REFUND_WINDOW_DAYS} days if your credits have not changed since: none used, nothing else bought or refunded.`;

const COMMON_FEATURES = [CREDITS_NEVER_EXPIRE, "Download as Word or PDF", "Custom logo upload"];

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    title: "Basic",
    priceCents: 500,
    credits: 5,
    documentCount: 5,
    description: "For a few documents",
    features: ["5 document credits", ...COMMON_FEATURES],
  },
  {
    id: "standard",
    title: "Standard",
    priceCents: 1000,
    credits: 10,
    documentCount: 10,
    description: "For regular needs",
    features: ["10 document credits", "Priority support", ...COMMON_FEATURES],
  },
  {
    id: "premium",
    title: "Premium",
    priceCents: 2000,
    credits: -1,
    documentCount: "unlimited",
    description: "For businesses and power users",
    features: ["Unlimited documents", "Priority support", "Document storage", ...COMMON_FEATURES],
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The plan query value maps premium → premium, standard → standard, anything else (or none) → basic. */
export function planFromQuery(value: string | null | undefined): Plan {
  return getPlan(value === "premium" || value === "standard" ? value : "basic");
}

/** "Basic Plan": how billing history, transactions and the CSV name a plan. */
export const planLabel = (id: PlanId): string => `${getPlan(id).title} Plan`;

/** "$10": the whole-dollar price the pricing page, the plan dialog and the chat quote. */
export const planPrice = (plan: Plan): string => `$${plan.priceCents / 100}`;
