import { ChevronDown } from "lucide-react";

import { CREDITS_NEVER_EXPIRE, REFUND_RULE } from "@lexforge/payments/plans";

/** The pricing FAQ. Native details/summary: keyboard and screen-reader friendly without script. */
const FAQ = [
  {
    question: "Can I upgrade my plan later?",
    answer: "Yes. You can buy more credits at any time; a new plan's credits are added to your balance.",
  },
  {
    question: "Do credits expire?",
    answer: `No. ${CREDITS_NEVER_EXPIRE}: a plan is a one-time purchase of credits, and nothing renews.`,
  },
  {
    question: "Can I get a refund?",
    answer: `Yes. ${REFUND_RULE} Ask for it from Billing in your dashboard.`,
  },
  {
    question: "Can I transfer credits to another account?",
    answer: "No. Credits are tied to your account and are not transferable.",
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h2 id="faq-heading" className="text-center text-2xl font-bold">
        Frequently Asked Questions
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {FAQ.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
