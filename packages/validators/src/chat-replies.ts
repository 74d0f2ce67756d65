/**
 * The chat assistant's keyword replies, built from the product's own facts: the plan table and
 * the document catalogue. Pure and browser-safe: the widget runs it client-side with no network call.
 */
import { CATALOGUE } from "@lexforge/doc-engine/data";
import { listJoin } from "@lexforge/doc-engine/view";
import type { Plan } from "@lexforge/payments/plans";
import { PLANS, planPrice } from "@lexforge/payments/plans";

export const ASSISTANT_NAME = "Lexi";
export const CHAT_GREETING = `Hi, I'm ${ASSISTANT_NAME} here to assist you. How can I help you today?`;

export type ChatTopic = "pricing" | "documents" | "contact" | "fallback";
export type ChatReply = { topic: ChatTopic; text: string; link?: { href: string; label: string } };

const KEYWORDS: [ChatTopic, string[]][] = [
  ["pricing", ["pricing", "price", "cost"]],
  ["documents", ["document", "generate"]],
  ["contact", ["contact", "talk to someone"]],
];

/** First matching topic in the spec's order; anything else is the fallback. */
export function matchTopic(text: string): ChatTopic {
  const lower = text.toLowerCase();
  const hit = KEYWORDS.find(([, words]) => words.some((word) => lower.includes(word)));
  return hit ? hit[0] : "fallback";
}

function documentsLabel(plan: Plan) {
  return plan.documentCount === "unlimited" ? "unlimited documents" : `${plan.documentCount} documents`;
}

function pricingText() {
  const common = PLANS.reduce<string[]>(
    (shared, plan) => shared.filter((feature) => plan.features.includes(feature)),
    PLANS[0]?.features ?? [],
  );
  const plans = PLANS.map((plan) => {
    // The credit line repeats documentsLabel; list only what sets the plan apart.
    const extras = plan.features.filter((f) => !common.includes(f) && !/documents?\b/i.test(f));
    const suffix = extras.length > 0 ? ` (${extras.join(", ").toLowerCase()})` : "";
    return `${plan.title} ${planPrice(plan)} for ${documentsLabel(plan)}${suffix}`;
  });
  const included = common.length > 0 ? ` Every plan includes ${common.join(" and ").toLowerCase()}.` : "";
  return (
    `Our plans are one-time payments, not subscriptions: ${plans.join("; ")}.${included} ` +
    "New accounts get 1 free document credit, AI-generated documents use 1 credit and template-based documents are free."
  );
}

function documentsText() {
  const titles = CATALOGUE.map((entry) => entry.title);
  return (
    `You can create ${titles.length} kinds of legal documents: ${listJoin(titles)}. ` +
    "Choose one in the document library, answer the guided questions for your state and your document is generated in minutes, ready to download as Word or PDF."
  );
}

const CONTACT_TEXT =
  "Happy to put you in touch with our team. You can fill out the contact form and we'll reply by e-mail, or speak to a live agent.";

const FALLBACK_TEXT =
  "I'm not sure I can answer that one. I can tell you about our pricing and the documents you can create, or you can use the contact form or speak to a live agent.";

export function replyTo(text: string): ChatReply {
  const topic = matchTopic(text);
  switch (topic) {
    case "pricing":
      return { topic, text: pricingText(), link: { href: "/pricing", label: "View Pricing" } };
    case "documents":
      return {
        topic,
        text: documentsText(),
        link: { href: "/documents", label: "Browse documents" },
      };
    case "contact":
      return { topic, text: CONTACT_TEXT };
    case "fallback":
      return { topic, text: FALLBACK_TEXT };
  }
}
